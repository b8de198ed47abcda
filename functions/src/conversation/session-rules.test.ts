import { describe, expect, it } from 'vitest';
import { DAILY_CONVERSATION_POINTS, SESSION_SECONDS } from '../shared/rules';
import {
  canStartTurn,
  HISTORY_TURNS,
  isSessionOver,
  promptKey,
  promptWords,
  recentTurns,
  replyPoints,
  secondsLeft,
  TURN_LEASE_SECONDS,
  talkSeconds,
} from './session-rules';

const start = new Date('2026-05-04T10:00:00-03:00');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('the 30-minute session', () => {
  it('counts down on the server clock and ends at 0', () => {
    expect(SESSION_SECONDS).toBe(1800);
    expect(secondsLeft(start, start)).toBe(1800);
    expect(secondsLeft(start, after(61.5))).toBe(1739);
    expect(secondsLeft(start, after(1799))).toBe(1);
    expect(isSessionOver(start, after(1799))).toBe(false);
    expect(secondsLeft(start, after(1800))).toBe(0);
    expect(isSessionOver(start, after(1800))).toBe(true);
    expect(secondsLeft(start, after(5000))).toBe(0);
  });

  it('keeps the last turns only, oldest first', () => {
    const turns = Array.from({ length: 30 }, (_, i) => i);
    expect(recentTurns(turns)).toEqual(turns.slice(30 - HISTORY_TURNS));
    expect(recentTurns([1, 2])).toEqual([1, 2]);
  });
});

describe('one turn in flight at a time', () => {
  it('lets a turn start when none is in flight', () => {
    expect(canStartTurn({ started: 0, done: 0, lastStartedAt: null }, start)).toBe(true);
    expect(canStartTurn({ started: 3, done: 3, lastStartedAt: start }, after(1))).toBe(true);
  });

  it('refuses while one is in flight, until its lease has lapsed', () => {
    const inFlight = { started: 4, done: 3, lastStartedAt: start };
    expect(canStartTurn(inFlight, after(1))).toBe(false);
    expect(canStartTurn(inFlight, after(TURN_LEASE_SECONDS - 1))).toBe(false);
    expect(canStartTurn(inFlight, after(TURN_LEASE_SECONDS))).toBe(true);
  });
});

describe('conversation points reward talking', () => {
  const fresh = { saidBefore: false, earnedToday: 0 };

  it('counts words as runs of letters and digits, normalised', () => {
    expect(promptWords('ok')).toEqual(['ok']);
    expect(promptWords('  OK!! ')).toEqual(['ok']);
    expect(promptWords('...')).toEqual([]);
    expect(promptWords('I like pizza.')).toEqual(['i', 'like', 'pizza']);
    expect(promptWords('Não, obrigado')).toEqual(['nao', 'obrigado']);
    expect(promptWords('I have 20 years')).toEqual(['i', 'have', '20', 'years']);
  });

  it('sees the same prompt through case, accents, spacing and punctuation', () => {
    expect(promptKey('I like pizza.')).toBe(promptKey('  i LIKE   pizza!! '));
    expect(promptKey('Você está bem?')).toBe(promptKey('voce esta bem'));
    expect(promptKey('I like pizza.')).not.toBe(promptKey('I like pasta.'));
  });

  it('gives no points to a prompt of one word or none', () => {
    for (const prompt of ['ok', 'OK!!', 'hmm', 'Yes.', '12345', '???']) {
      expect(replyPoints({ prompt, ...fresh }), prompt).toEqual({ points: 0, reason: 'short' });
    }
    expect(replyPoints({ prompt: 'I like pizza.', ...fresh })).toEqual({ points: 2, reason: null });
    expect(replyPoints({ prompt: 'Thank you', ...fresh })).toEqual({ points: 2, reason: null });
  });

  it('gives no points to a prompt already sent in the session', () => {
    expect(replyPoints({ prompt: 'I like pizza.', saidBefore: true, earnedToday: 0 })).toEqual({
      points: 0,
      reason: 'repeated',
    });
  });

  it('gives at most the day’s conversation points, then none', () => {
    expect(DAILY_CONVERSATION_POINTS).toBe(100);
    const at = (earnedToday: number) =>
      replyPoints({ prompt: 'I like pizza.', saidBefore: false, earnedToday });
    expect(at(96)).toEqual({ points: 2, reason: null });
    expect(at(98)).toEqual({ points: 2, reason: null });
    expect(at(100)).toEqual({ points: 0, reason: 'dailyCap' });
    expect(at(101)).toEqual({ points: 0, reason: 'dailyCap' });
  });

  it('names the first reason that applies: short, then repeated, then the day’s cap', () => {
    expect(replyPoints({ prompt: 'ok', saidBefore: true, earnedToday: 100 }).reason).toBe('short');
    expect(replyPoints({ prompt: 'I like pizza.', saidBefore: true, earnedToday: 100 }).reason).toBe(
      'repeated',
    );
  });
});

describe('talkSeconds', () => {
  it('counts the time since the previous reply, at most 5 minutes (a session left open is not talk)', () => {
    const start = new Date('2026-03-18T12:00:00Z');
    expect(talkSeconds(start, new Date('2026-03-18T12:00:40Z'))).toBe(40);
    expect(talkSeconds(start, new Date('2026-03-18T13:00:00Z'))).toBe(300);
    expect(talkSeconds(start, new Date('2026-03-18T11:59:00Z'))).toBe(0);
  });
});
