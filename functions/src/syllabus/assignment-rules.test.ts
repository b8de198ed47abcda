import { describe, expect, it } from 'vitest';
import { rightFor } from './assignment-counting';
import {
  assignedPhrases,
  assignmentPhase,
  assignmentState,
  countsAt,
  type DrawableAssignment,
  daysRefusal,
  isLate,
  learnerResult,
  learnerStanding,
  practiceStanding,
  targetOf,
  withDone,
} from './assignment-rules';

const days = { startsOn: '2026-11-23', dueOn: '2026-11-27' };
/** São Paulo is UTC-3 all year (no daylight saving since 2019). */
const sp = (local: string) => new Date(`${local}-03:00`);

describe('assignmentPhase: open from 00:00 of the start day to the end of the due day in São Paulo', () => {
  it.each([
    ['the instant before the start day', '2026-11-22T23:59:59.999', 'upcoming'],
    ['midnight that starts it', '2026-11-23T00:00:00.000', 'open'],
    ['the last instant of the due day', '2026-11-27T23:59:59.999', 'open'],
    ['midnight that ends the due day', '2026-11-28T00:00:00.000', 'late'],
    ['the last instant it still counts, 7 days after', '2026-12-04T23:59:59.999', 'late'],
    ['midnight after those 7 days', '2026-12-05T00:00:00.000', 'closed'],
  ])('%s', (_, local, phase) => {
    expect(assignmentPhase(days, sp(local))).toBe(phase);
  });

  it('is São Paulo’s day, not UTC’s: 01:00 UTC of the 28th is still the due day there', () => {
    expect(assignmentPhase(days, new Date('2026-11-28T01:00:00Z'))).toBe('open');
    expect(isLate(days, new Date('2026-11-28T02:59:59.999Z'))).toBe(false);
    expect(isLate(days, new Date('2026-11-28T03:00:00Z'))).toBe(true);
  });

  it('counts while open or late, never before or after', () => {
    expect(countsAt(days, sp('2026-11-22T23:59:59'))).toBe(false);
    expect(countsAt(days, sp('2026-11-25T12:00:00'))).toBe(true);
    expect(countsAt(days, sp('2026-12-01T12:00:00'))).toBe(true);
    expect(countsAt(days, sp('2026-12-05T00:00:00'))).toBe(false);
  });
});

describe('daysRefusal', () => {
  const today = '2026-11-23';
  it.each([
    [{ startsOn: '2026-11-23', dueOn: '2026-11-23' }, null],
    [{ startsOn: '2026-11-20', dueOn: '2026-11-23' }, null],
    [{ startsOn: '2026-02-30', dueOn: '2026-03-02' }, 'invalidDay'],
    [{ startsOn: '2026-11-23', dueOn: '2026-13-01' }, 'invalidDay'],
    [{ startsOn: '2026-11-25', dueOn: '2026-11-24' }, 'dueBeforeStart'],
    [{ startsOn: '2026-11-01', dueOn: '2026-11-22' }, 'dueInPast'],
    [{ startsOn: '2026-11-23', dueOn: '2027-05-21' }, null],
    [{ startsOn: '2026-11-23', dueOn: '2027-05-22' }, 'tooLong'],
  ])('%j: %s', (given, refusal) => {
    expect(daysRefusal(given, today)).toBe(refusal);
  });
});

describe('progress', () => {
  const t = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute));

  it('keeps each item once, at the time it was first done', () => {
    const first = withDone([], ['A.', 'B.', 'A.'], t(0));
    expect(first).toEqual([
      { item: 'A.', at: t(0) },
      { item: 'B.', at: t(0) },
    ]);
    expect(withDone(first, ['B.', 'C.'], t(5))).toEqual([...first, { item: 'C.', at: t(5) }]);
  });

  it('is done when the target-th item is, and says when', () => {
    const done = [
      { item: 'A.', at: t(9) },
      { item: 'B.', at: t(1) },
      { item: 'C.', at: t(4) },
    ];
    expect(practiceStanding('writing', 2, done)).toEqual({
      practice: 'writing',
      target: 2,
      done: 2,
      doneAt: t(4),
    });
    expect(practiceStanding('writing', 4, done)).toMatchObject({ done: 3, doneAt: null });
    expect(practiceStanding('writing', 1, done)).toMatchObject({ done: 1, doneAt: t(1) });
  });

  it('is done once every practice asked is, late when the last one was after the due day', () => {
    const writing = practiceStanding('writing', 1, [{ item: 'A.', at: sp('2026-11-26T10:00:00') }]);
    const speakingLate = practiceStanding('speaking', 1, [{ item: 'A.', at: sp('2026-11-28T00:00:00') }]);
    const speakingNone = practiceStanding('speaking', 1, []);
    expect(assignmentState(days, [writing], sp('2026-11-26T11:00:00'))).toBe('done');
    expect(assignmentState(days, [writing, speakingNone], sp('2026-11-27T23:59:59'))).toBe('open');
    expect(assignmentState(days, [writing, speakingNone], sp('2026-11-28T00:00:00'))).toBe('overdue');
    expect(assignmentState(days, [writing, speakingLate], sp('2026-11-29T00:00:00'))).toBe('doneLate');
  });

  it('asks at most the list’s size as it is now, or the scenarios named', () => {
    expect(targetOf({ kind: 'list', phrases: 10 }, 6)).toBe(6);
    expect(targetOf({ kind: 'list', phrases: 5 }, 6)).toBe(5);
    expect(targetOf({ kind: 'list', phrases: 5 }, null)).toBe(5);
    expect(targetOf({ kind: 'scenarios', phrases: 3, scenarioIds: ['a', 'b'] }, null)).toBe(2);
  });

  it('counts only the phrases drawn for the assignment and answered right', () => {
    const served = [
      { phrase: 'A.', review: false, assignmentId: 'x', meaning: '' },
      { phrase: 'B.', review: false, assignmentId: 'x', meaning: '' },
      { phrase: 'C.', review: false, assignmentId: 'y', meaning: '' },
      { phrase: 'D.', review: false },
    ];
    const results = [
      { phrase: 'A.', result: 'right' as const, tries: 2 },
      { phrase: 'B.', result: 'skipped' as const, tries: 3 },
      { phrase: 'C.', result: 'right' as const, tries: 1 },
      { phrase: 'D.', result: 'right' as const, tries: 1 },
    ];
    expect(rightFor('x', served, results)).toEqual(['A.']);
    expect(rightFor('y', served, results)).toEqual(['C.']);
  });
});

describe('assignedPhrases', () => {
  const list = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ text: `${prefix} ${i}.`, meaning: `${prefix} pt ${i}` }));
  const assignment = (over: Partial<DrawableAssignment>): DrawableAssignment => ({
    id: 'a',
    dueOn: '2026-11-27',
    phase: 'open',
    phrases: list('A', 5),
    done: [],
    target: 3,
    ...over,
  });

  it('takes the phrases not done yet, in the list’s order, as many as the target still needs', () => {
    const drawn = assignedPhrases([assignment({ done: ['A 0.'] })]);
    expect(drawn).toEqual([
      { phrase: 'A 1.', meaning: 'A pt 1', assignmentId: 'a' },
      { phrase: 'A 2.', meaning: 'A pt 2', assignmentId: 'a' },
    ]);
    expect(assignedPhrases([assignment({ done: ['A 0.', 'A 3.', 'A 4.'] })])).toEqual([]);
  });

  it('puts the open assignment due first before others, late ones after open ones, none upcoming', () => {
    const drawn = assignedPhrases([
      assignment({ id: 'later', dueOn: '2026-11-30', phrases: list('L', 5), target: 1 }),
      assignment({ id: 'late', dueOn: '2026-11-20', phase: 'late', phrases: list('O', 5), target: 1 }),
      assignment({ id: 'first', dueOn: '2026-11-26', phrases: list('F', 5), target: 2 }),
      assignment({ id: 'soon', phase: 'upcoming', phrases: list('U', 5) }),
      assignment({ id: 'gone', phase: 'closed', phrases: list('G', 5) }),
    ]).map((each) => each.phrase);
    expect(drawn).toEqual(['F 0.', 'F 1.', 'L 0.', 'O 0.']);
  });

  it('draws a phrase two assignments share once, for the first', () => {
    const drawn = assignedPhrases([
      assignment({ id: 'b', dueOn: '2026-11-28', target: 2 }),
      assignment({ id: 'a', dueOn: '2026-11-27', target: 1 }),
    ]);
    expect(drawn.map((each) => [each.assignmentId, each.phrase])).toEqual([
      ['a', 'A 0.'],
      ['b', 'A 1.'],
      ['b', 'A 2.'],
    ]);
  });
});

describe('a learner’s result, as staff read it', () => {
  const both = { ...days, kind: 'list' as const, practices: ['writing', 'speaking'] as const, phrases: 2 };
  const item = (text: string, local: string) => ({ item: text, at: sp(local) });
  const during = sp('2026-11-25T12:00:00');
  const after = sp('2026-11-30T12:00:00');

  it('is not started with nothing done, in progress with something, late or not after the due day', () => {
    const none = learnerStanding(both, 5, {}, during);
    expect([learnerResult(none), none.state, none.doneAt]).toEqual(['notStarted', 'open', null]);
    expect(learnerResult(learnerStanding(both, 5, {}, after))).toBe('notStarted');
    const some = learnerStanding(both, 5, { writing: [item('a', '2026-11-24T10:00:00')] }, after);
    expect([learnerResult(some), some.state]).toEqual(['inProgress', 'overdue']);
    expect(some.standings.map(({ practice, done, target }) => [practice, done, target])).toEqual([
      ['writing', 1, 2],
      ['speaking', 0, 2],
    ]);
  });

  it('is done when every practice asked reached its target, at the last one’s time; late after the due day', () => {
    const writing = [item('a', '2026-11-24T10:00:00'), item('b', '2026-11-24T10:01:00')];
    const onTime = learnerStanding(
      both,
      5,
      { writing, speaking: [item('a', '2026-11-25T09:00:00'), item('b', '2026-11-27T23:59:00')] },
      after,
    );
    expect([learnerResult(onTime), onTime.doneAt]).toEqual(['done', sp('2026-11-27T23:59:00')]);
    const late = learnerStanding(
      both,
      5,
      { writing, speaking: [item('a', '2026-11-25T09:00:00'), item('b', '2026-11-28T00:00:00')] },
      after,
    );
    expect([learnerResult(late), late.doneAt]).toEqual(['doneLate', sp('2026-11-28T00:00:00')]);
  });

  it('reads a list shortened since against its size now', () => {
    const one = learnerStanding(
      both,
      1,
      { writing: [item('a', '2026-11-24T10:00:00')], speaking: [item('a', '2026-11-24T11:00:00')] },
      during,
    );
    expect(learnerResult(one)).toBe('done');
  });
});
