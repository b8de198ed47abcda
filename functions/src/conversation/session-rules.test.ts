import { describe, expect, it } from 'vitest';
import { SCENARIOS, scenarioById } from '../content/scenarios';
import {
  DAILY_CONVERSATION_POINTS,
  DAILY_DECLINED_TURN_LIMIT,
  DAILY_REPLY_LIMIT,
  HISTORY_DAYS,
  SESSION_SECONDS,
} from '../shared/rules';
import {
  boundedLesson,
  canStartTurn,
  correctionFits,
  correctionToBringBack,
  dayRefusal,
  HISTORY_TURNS,
  hasDeclinedLeft,
  historyStart,
  isSessionOver,
  KEPT_LESSON_BYTES,
  promptKey,
  promptWords,
  recentTurns,
  replyPoints,
  saysCorrection,
  secondsLeft,
  sessionMinutes,
  TURN_LEASE_SECONDS,
  talkSeconds,
  targetsUsed,
  tutorHistory,
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

describe("the learner's day of turns", () => {
  it('has room below both limits', () => {
    expect(dayRefusal({ replies: 0, declined: 0 })).toBeNull();
    expect(
      dayRefusal({ replies: DAILY_REPLY_LIMIT - 1, declined: DAILY_DECLINED_TURN_LIMIT - 1 }),
    ).toBeNull();
  });

  it('refuses once the replies are all used', () => {
    expect(dayRefusal({ replies: DAILY_REPLY_LIMIT, declined: 0 })).toBe('replies');
    expect(dayRefusal({ replies: DAILY_REPLY_LIMIT + 3, declined: DAILY_DECLINED_TURN_LIMIT })).toBe(
      'replies',
    );
  });

  it("refuses any prompt once the tutor declined the day's allowance, whatever replies are left", () => {
    expect(dayRefusal({ replies: 0, declined: DAILY_DECLINED_TURN_LIMIT })).toBe('declined');
    expect(dayRefusal({ replies: 5, declined: DAILY_DECLINED_TURN_LIMIT + 1 })).toBe('declined');
  });

  it('counts declined prompts up to the allowance, not one more', () => {
    expect(DAILY_DECLINED_TURN_LIMIT).toBe(10);
    expect(hasDeclinedLeft(0)).toBe(true);
    expect(hasDeclinedLeft(DAILY_DECLINED_TURN_LIMIT - 1)).toBe(true);
    expect(hasDeclinedLeft(DAILY_DECLINED_TURN_LIMIT)).toBe(false);
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

describe('the targets the learner used', () => {
  const targets = ['I would like', 'please', 'water', 'how much', 'the check', "I'm from"];

  it('counts a target the prompt contains, whatever the case and punctuation, in the scenario order', () => {
    expect(targetsUsed(targets, [], 'Hi! I WOULD like some Water, please.')).toEqual([
      'I would like',
      'please',
      'water',
    ]);
    expect(targetsUsed(targets, [], 'How... much is it? The check!')).toEqual(['how much', 'the check']);
  });

  it('takes straight and curly apostrophes as the same', () => {
    expect(targetsUsed(targets, [], 'I’m from Recife')).toEqual(["I'm from"]);
    expect(targetsUsed(['I’m from'], [], "i'm FROM Natal")).toEqual(['I’m from']);
  });

  it('matches whole words only', () => {
    expect(targetsUsed(targets, [], 'Waterfall pleased me')).toEqual([]);
    expect(targetsUsed(['please'], [], 'Please!')).toEqual(['please']);
    expect(targetsUsed(targets, [], "I'm fromage")).toEqual([]);
  });

  it('keeps the ones used before, and has none in free talk', () => {
    expect(targetsUsed(targets, ['water'], 'How much?')).toEqual(['water', 'how much']);
    expect(targetsUsed([], [], 'water please')).toEqual([]);
  });
});

describe('a brought-back correction said right', () => {
  it('is said when the prompt contains the better sentence, reduced as the answer checks do', () => {
    expect(saysCorrection('OK: I am 20 years old!', 'I am 20 years old.')).toBe(true);
    expect(saysCorrection('i AM 20 YEARS OLD', 'I am 20 years old.')).toBe(true);
    expect(saysCorrection("I'm twenty years old", "I'm 20 years old.")).toBe(true);
    expect(saysCorrection('I have 20 years', 'I am 20 years old.')).toBe(false);
    expect(saysCorrection('anything', '...')).toBe(false);
  });
});

describe('the correction brought back', () => {
  const fix = (n: number) => ({ said: `said ${n}`, better: `better ${n}`, explanation: `porque ${n}` });

  it("is the latest session's first correction not said right", () => {
    expect(
      correctionToBringBack([
        { sessionId: 'c', corrections: [], broughtBack: null },
        { sessionId: 'b', corrections: [fix(1), fix(2)], broughtBack: null },
        { sessionId: 'a', corrections: [fix(3)], broughtBack: null },
      ]),
    ).toEqual({ ...fix(1), sessionId: 'b' });
    expect(correctionToBringBack([])).toBeNull();
    expect(correctionToBringBack([{ sessionId: 'a', corrections: [], broughtBack: null }])).toBeNull();
  });

  it('skips what a later session brought back and the learner said right, and not what they did not', () => {
    const sessions = [
      { sessionId: 'c', corrections: [], broughtBack: { ...fix(1), sessionId: 'b', saidRight: true } },
      { sessionId: 'b', corrections: [fix(1), fix(2)], broughtBack: null },
    ];
    expect(correctionToBringBack(sessions)).toEqual({ ...fix(2), sessionId: 'b' });
    const bothSaid = [
      { sessionId: 'd', corrections: [], broughtBack: { ...fix(2), sessionId: 'b', saidRight: true } },
      ...sessions,
    ];
    expect(correctionToBringBack(bothSaid)).toBeNull();
    const notSaid = [
      { sessionId: 'c', corrections: [], broughtBack: { ...fix(1), sessionId: 'b', saidRight: false } },
      sessions[1] as (typeof sessions)[1],
    ];
    expect(correctionToBringBack(notSaid)).toEqual({ ...fix(1), sessionId: 'b' });
  });
});

describe('a correction brought back fits the chosen conversation', () => {
  const scene = (id: string) => {
    const scenario = scenarioById(id);
    if (!scenario) throw new Error(id);
    return scenario;
  };
  const age = { said: 'I have 25 years.', better: 'I am 25 years old.', explanation: 'Idade usa "to be".' };
  const coffee = {
    said: 'I want a coffee small.',
    better: 'I want a small coffee.',
    explanation: 'O adjetivo vem antes.',
  };
  const trip = {
    said: 'I go to the beach yesterday.',
    better: 'I went to the beach yesterday.',
    explanation: '',
  };

  it('free talk takes any correction', () => {
    for (const correction of [age, coffee, trip]) expect(correctionFits(correction, null)).toBe(true);
  });

  it("a scenario takes one whose better sentence has a word of its scene: 'I am 25 years old' opens an introduction, not a café", () => {
    expect(correctionFits(age, scene('apresentar-se'))).toBe(true);
    expect(correctionFits(age, scene('cafeteria'))).toBe(false);
    expect(correctionFits(age, scene('pedir-comida'))).toBe(false);
    expect(correctionFits(coffee, scene('cafeteria'))).toBe(true);
    expect(correctionFits(coffee, scene('apresentar-se'))).toBe(false);
    expect(correctionFits(trip, scene('viagem-ferias'))).toBe(true);
    expect(correctionFits(trip, scene('cafeteria'))).toBe(false);
  });

  it("or one of its targets, whatever the case and punctuation ('Thank you!' at the café)", () => {
    const thanks = { said: 'Thanks you!', better: 'THANK YOU!', explanation: '' };
    expect(correctionFits(thanks, scene('cafeteria'))).toBe(true);
    expect(correctionFits(thanks, scene('entrevista-emprego'))).toBe(false);
  });

  it("everyday words of a scene's keywords ('am', 'have', 'like') alone do not make it fit", () => {
    // The routine's keywords hold 'am' (7 am), the family's 'have', the introduction's 'like'.
    expect(
      correctionFits({ said: 'I am agree.', better: 'I agree.', explanation: '' }, scene('rotina')),
    ).toBe(false);
    expect(correctionFits(age, scene('rotina'))).toBe(false);
    expect(
      correctionFits({ said: 'I have hungry.', better: 'I am hungry.', explanation: '' }, scene('familia')),
    ).toBe(false);
    expect(
      correctionFits(
        { said: 'I wake up in 7 am.', better: 'I wake up at 7 am.', explanation: '' },
        scene('rotina'),
      ),
    ).toBe(true);
  });

  it('every scenario takes a sentence with its first target, and free talk any', () => {
    for (const scenario of SCENARIOS) {
      const target = scenario.targets[0] ?? '';
      expect(
        correctionFits({ said: 'x', better: `Yes, ${target}.`, explanation: '' }, scenario),
        scenario.id,
      ).toBe(true);
    }
  });

  it("brings back the latest session's first pending correction that fits; one that fits nowhere waits for a later conversation", () => {
    const sessions = [
      { sessionId: 'b', corrections: [age, trip], broughtBack: null },
      { sessionId: 'a', corrections: [coffee], broughtBack: null },
    ];
    expect(correctionToBringBack(sessions, null)).toEqual({ ...age, sessionId: 'b' });
    expect(correctionToBringBack(sessions, scene('apresentar-se'))).toEqual({ ...age, sessionId: 'b' });
    expect(correctionToBringBack(sessions, scene('viagem-ferias'))).toEqual({ ...trip, sessionId: 'b' });
    expect(correctionToBringBack(sessions, scene('cafeteria'))).toEqual({ ...coffee, sessionId: 'a' });
    expect(correctionToBringBack(sessions, scene('resolver-problema'))).toBeNull();
    // A café session that brought nothing back leaves the age correction for the next one.
    const later = [{ sessionId: 'c', corrections: [], broughtBack: null }, ...sessions];
    expect(correctionToBringBack(later, null)).toEqual({ ...age, sessionId: 'b' });
  });

  it('a correction said right is known whatever the case and punctuation it was kept with', () => {
    const sessions = [
      {
        sessionId: 'c',
        corrections: [],
        broughtBack: {
          ...age,
          said: 'i have 25 years',
          better: 'I am 25 years old',
          sessionId: 'b',
          saidRight: true,
        },
      },
      { sessionId: 'b', corrections: [age, trip], broughtBack: null },
    ];
    expect(correctionToBringBack(sessions, null)).toEqual({ ...trip, sessionId: 'b' });
  });
});

describe('the kept lesson stays bounded', () => {
  const line = (n: number, role: 'learner' | 'tutor' = 'learner') => ({
    role,
    text: `${n} ${'x'.repeat(900)}`,
  });

  it('keeps a whole session of DAILY_REPLY_LIMIT replies of the longest prompt and reply, translated', () => {
    const transcript = Array.from({ length: DAILY_REPLY_LIMIT }, () => [
      { role: 'learner' as const, text: 'a'.repeat(500) },
      { role: 'tutor' as const, text: 'b'.repeat(400), translation: 'ç'.repeat(300) },
    ]).flat();
    const corrections = Array.from({ length: DAILY_REPLY_LIMIT }, () => ({
      said: 'a'.repeat(200),
      better: 'b'.repeat(200),
      explanation: 'é'.repeat(150),
    }));
    const kept = boundedLesson({ transcript, corrections });
    expect(kept.transcript).toHaveLength(2 * DAILY_REPLY_LIMIT);
    expect(kept.corrections).toHaveLength(DAILY_REPLY_LIMIT);
    expect(KEPT_LESSON_BYTES).toBeLessThan(1_048_576 * 0.6);
  });

  it('drops the oldest lines first, then the oldest corrections, to fit', () => {
    const transcript = [line(1), line(2, 'tutor'), line(3), line(4, 'tutor')];
    expect(boundedLesson({ transcript, corrections: [] }, 2000).transcript.map((l) => l.text[0])).toEqual([
      '3',
      '4',
    ]);
    const corrections = [fix(1), fix(2)];
    const tight = boundedLesson({ transcript, corrections }, 100);
    expect(tight.transcript).toEqual([]);
    expect(tight.corrections).toEqual([fix(2)]);
  });

  function fix(n: number) {
    return { said: `s${n}`, better: `b${n}`, explanation: `e${n}` };
  }
});

describe("the tutor's history and the session's minutes", () => {
  it('starts with the opening line, then the last lines, HISTORY_TURNS at most', () => {
    const transcript = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? ('tutor' as const) : ('learner' as const),
      text: `line ${i}`,
      ...(i % 2 ? { translation: `linha ${i}` } : {}),
    }));
    expect(tutorHistory('Hello!', transcript.slice(0, 2))).toEqual([
      { role: 'tutor', text: 'Hello!' },
      { role: 'learner', text: 'line 0' },
      { role: 'tutor', text: 'line 1' },
    ]);
    const long = tutorHistory('Hello!', transcript);
    expect(long).toHaveLength(HISTORY_TURNS);
    expect(long.at(-1)).toEqual({ role: 'tutor', text: 'line 19' });
  });

  it('counts whole minutes from the start to the last reply, at least 1 once replied, at most 30', () => {
    expect(sessionMinutes(start, null, 0)).toBe(0);
    expect(sessionMinutes(start, after(10), 1)).toBe(1);
    expect(sessionMinutes(start, after(7 * 60 + 20), 5)).toBe(7);
    expect(sessionMinutes(start, after(40 * 60), 5)).toBe(30);
  });

  it('lists HISTORY_DAYS days back', () => {
    expect(HISTORY_DAYS).toBe(30);
    expect(historyStart(start).getTime()).toBe(start.getTime() - 30 * 86_400_000);
  });
});
