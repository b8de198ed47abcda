import { describe, expect, it } from 'vitest';
import { academyDay } from '../../data/calendar';
import {
  addLearned,
  applyResults,
  dueEntries,
  learnedThisWeek,
  outcomeOf,
  type PhraseResult,
  REVIEW_LIST_LIMIT,
  type ReviewEntry,
  servedResults,
  settledMisses,
} from './review-rules';

const right = (phrase: string, tries = 1): PhraseResult => ({ phrase, result: 'right', tries });
const skipped = (phrase: string): PhraseResult => ({ phrase, result: 'skipped', tries: 0 });
const unanswered = (phrase: string): PhraseResult => ({ phrase, result: 'unanswered', tries: 1 });

describe('outcomeOf', () => {
  it('first try, second try, and what counts as missed', () => {
    expect(outcomeOf(right('a', 1))).toBe('firstTry');
    expect(outcomeOf(right('a', 2))).toBe('right');
    expect(outcomeOf(right('a', 3))).toBe('missed');
    expect(outcomeOf(skipped('a'))).toBe('missed');
    expect(outcomeOf(unanswered('a'))).toBe('missed');
  });
});

describe('servedResults', () => {
  it('keeps only phrases the practice served, each once (the first result sent), in the order sent', () => {
    const served = ['a', 'b', 'c'];
    const reported = [skipped('b'), right('x'), right('a', 2), right('b'), unanswered('c')];
    expect(servedResults(served, reported)).toEqual([skipped('b'), right('a', 2), unanswered('c')]);
    expect(servedResults([], reported)).toEqual([]);
  });

  it('keeps no field beyond phrase, result and tries', () => {
    const extra = { ...right('a'), box: 3 } as PhraseResult;
    expect(servedResults(['a'], [extra])).toEqual([right('a')]);
  });
});

describe('applyResults: Leitner boxes, due again at once, then after 1, 3 and 7 days', () => {
  it('a missed phrase goes to box 0, due at once; a phrase right the first time is not listed', () => {
    const { list, learned } = applyResults(
      [],
      [skipped('Skip me.'), right('Easy one.'), right('Two tries.', 2)],
      '2026-11-20',
    );
    expect(list).toEqual([{ phrase: 'Skip me.', box: 0, due: '2026-11-20' }]);
    expect(learned).toEqual([]);
  });

  it('right the first time when due, it climbs to box 1 (1 day), 2 (3 days), 3 (7 days), then is learned', () => {
    let list: ReviewEntry[] = applyResults([], [right('Phrase.', 4)], '2026-11-01').list;
    expect(list).toEqual([{ phrase: 'Phrase.', box: 0, due: '2026-11-01' }]);
    list = applyResults(list, [right('Phrase.')], '2026-11-01').list;
    expect(list).toEqual([{ phrase: 'Phrase.', box: 1, due: '2026-11-02' }]);
    list = applyResults(list, [right('Phrase.')], '2026-11-02').list;
    expect(list).toEqual([{ phrase: 'Phrase.', box: 2, due: '2026-11-05' }]);
    list = applyResults(list, [right('Phrase.')], '2026-11-05').list;
    expect(list).toEqual([{ phrase: 'Phrase.', box: 3, due: '2026-11-12' }]);
    const last = applyResults(list, [right('Phrase.')], '2026-11-13');
    expect(last).toEqual({ list: [], learned: ['Phrase.'], changed: true });
  });

  it('missed again, it starts over in box 0; right on the second try, it stays in its box', () => {
    const box2: ReviewEntry[] = [{ phrase: 'Phrase.', box: 2, due: '2026-11-05' }];
    expect(applyResults(box2, [unanswered('Phrase.')], '2026-11-06').list).toEqual([
      { phrase: 'Phrase.', box: 0, due: '2026-11-06' },
    ]);
    expect(applyResults(box2, [right('Phrase.', 2)], '2026-11-06').list).toEqual([
      { phrase: 'Phrase.', box: 2, due: '2026-11-09' },
    ]);
  });

  it('a phrase answered before its day changes nothing', () => {
    const box2: ReviewEntry[] = [{ phrase: 'Phrase.', box: 2, due: '2026-11-05' }];
    expect(applyResults(box2, [right('Phrase.')], '2026-11-04')).toEqual({
      list: box2,
      learned: [],
      changed: false,
    });
  });

  it(`keeps the ${REVIEW_LIST_LIMIT} phrases changed most recently`, () => {
    const old: ReviewEntry[] = Array.from({ length: REVIEW_LIST_LIMIT }, (_, i) => ({
      phrase: `Old ${i}.`,
      box: 1,
      due: '2026-11-02',
    }));
    const { list } = applyResults(old, [skipped('Old 0.'), skipped('New one.')], '2026-11-03');
    expect(list).toHaveLength(REVIEW_LIST_LIMIT);
    expect(list.map((e) => e.phrase)).not.toContain('Old 1.');
    expect(list.slice(-2).map((e) => e.phrase)).toEqual(['Old 0.', 'New one.']);
  });
});

describe('misses settled before the practice ends', () => {
  it('are the phrases skipped or right only after 3 tries; a phrase still unanswered waits', () => {
    const reported = [
      right('First.'),
      right('Second.', 2),
      right('Third.', 3),
      skipped('Skipped.'),
      unanswered('Open.'),
    ];
    expect(settledMisses(reported)).toEqual([right('Third.', 3), skipped('Skipped.')]);
    expect(settledMisses([right('a'), unanswered('b')])).toEqual([]);
  });

  it('applied again later (by the next save, or the close), change nothing and keep their place', () => {
    const early = applyResults(
      [{ phrase: 'Older.', box: 0, due: '2026-11-20' }],
      settledMisses([skipped('Skipped.')]),
      '2026-11-20',
    );
    expect(early).toEqual({
      list: [
        { phrase: 'Older.', box: 0, due: '2026-11-20' },
        { phrase: 'Skipped.', box: 0, due: '2026-11-20' },
      ],
      learned: [],
      changed: true,
    });
    const again = applyResults(early.list, [skipped('Skipped.'), skipped('Older.')], '2026-11-20');
    expect(again).toEqual({ ...early, changed: false });
    // The close applies the rest: a phrase left unanswered joins, and the skip is where it was.
    const closed = applyResults(
      early.list,
      [skipped('Skipped.'), right('Easy.'), unanswered('Open.')],
      '2026-11-20',
    );
    expect(closed.list.map((entry) => entry.phrase)).toEqual(['Older.', 'Skipped.', 'Open.']);
  });

  it('a miss on a later day starts the phrase over, and moves it to the end', () => {
    const list: ReviewEntry[] = [
      { phrase: 'Skipped.', box: 0, due: '2026-11-19' },
      { phrase: 'Other.', box: 1, due: '2026-11-21' },
    ];
    expect(applyResults(list, [skipped('Skipped.')], '2026-11-20').list).toEqual([
      { phrase: 'Other.', box: 1, due: '2026-11-21' },
      { phrase: 'Skipped.', box: 0, due: '2026-11-20' },
    ]);
  });
});

describe('days are São Paulo days', () => {
  it('learned once on Sunday 23:30 in São Paulo (Monday 02:30 UTC): due on Monday, from 00:00 there', () => {
    const sunday = academyDay(new Date('2026-11-23T02:30:00Z'));
    expect(sunday).toBe('2026-11-22');
    const { list } = applyResults([{ phrase: 'Phrase.', box: 0, due: sunday }], [right('Phrase.')], sunday);
    expect(list[0]?.due).toBe('2026-11-23');
    expect(dueEntries(list, academyDay(new Date('2026-11-23T03:10:00Z')))).toHaveLength(1);
    expect(dueEntries(list, academyDay(new Date('2026-11-23T02:50:00Z')))).toHaveLength(0);
  });

  it('the week of learned phrases starts on Monday, São Paulo time', () => {
    const sundayNight = academyDay(new Date('2026-11-23T02:59:00Z'));
    const mondayMorning = academyDay(new Date('2026-11-23T03:00:00Z'));
    const counter = addLearned(addLearned(null, 2, '2026-11-17'), 1, sundayNight);
    expect(counter).toEqual({ week: '2026-11-16', count: 3 });
    expect(learnedThisWeek(counter, sundayNight)).toBe(3);
    expect(learnedThisWeek(counter, mondayMorning)).toBe(0);
    expect(addLearned(counter, 1, mondayMorning)).toEqual({ week: '2026-11-23', count: 1 });
  });
});

describe('dueEntries', () => {
  it('lists what is due on the day, the longest overdue first', () => {
    const list: ReviewEntry[] = [
      { phrase: 'Later.', box: 2, due: '2026-11-10' },
      { phrase: 'Today.', box: 1, due: '2026-11-05' },
      { phrase: 'Overdue.', box: 3, due: '2026-11-01' },
    ];
    expect(dueEntries(list, '2026-11-05').map((e) => e.phrase)).toEqual(['Overdue.', 'Today.']);
  });
});
