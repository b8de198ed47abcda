import { describe, expect, it } from 'vitest';
import {
  canStartTurn,
  HISTORY_TURNS,
  isSessionOver,
  recentTurns,
  SESSION_SECONDS,
  secondsLeft,
  TURN_LEASE_SECONDS,
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
