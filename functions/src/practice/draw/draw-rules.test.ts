import { describe, expect, it } from 'vitest';
import { PHRASES_PER_PRACTICE } from '../../shared/rules';
import type { ReviewEntry } from '../review/review-rules';
import { type DrawInput, drawPractice } from './draw-rules';

const level = Array.from({ length: 100 }, (_, i) => `Level phrase ${i}.`);
const today = '2026-11-23';

function draw(input: Partial<DrawInput> = {}) {
  return drawPractice({ levelPhrases: level, reviewList: [], recent: [], today, audiosLeft: 10, ...input });
}

const entry = (phrase: string, due: string): ReviewEntry => ({ phrase, box: 1, due });

describe('drawPractice', () => {
  it('draws 10 different phrases of the level, none a review when nothing is due', () => {
    const drawn = draw();
    expect(drawn).toHaveLength(PHRASES_PER_PRACTICE);
    expect(new Set(drawn.map((d) => d.phrase)).size).toBe(PHRASES_PER_PRACTICE);
    expect(drawn.every((d) => level.includes(d.phrase) && !d.review)).toBe(true);
  });

  it('starts with at most 3 due reviews, the longest overdue first, from any level', () => {
    const reviewList = [
      entry('Due today.', today),
      entry('Not yet.', '2026-11-24'),
      entry('Overdue.', '2026-11-20'),
      entry('Also due.', '2026-11-22'),
      entry('Due too.', '2026-11-23'),
    ];
    const drawn = draw({ reviewList });
    expect(drawn.slice(0, 3)).toEqual([
      { phrase: 'Overdue.', review: true },
      { phrase: 'Also due.', review: true },
      { phrase: 'Due today.', review: true },
    ]);
    expect(drawn.slice(3).every((d) => !d.review)).toBe(true);
    expect(drawn).toHaveLength(PHRASES_PER_PRACTICE);
  });

  it('never draws as new a phrase of the review list, due or not', () => {
    const reviewList = level.slice(0, 95).map((phrase) => entry(phrase, '2026-12-01'));
    const drawn = draw({ reviewList });
    expect(drawn.map((d) => d.phrase).sort()).toEqual(level.slice(95).sort());
  });

  it('keeps away the phrases of the last practices while the level has enough others', () => {
    const recent = level.slice(0, 85);
    for (let run = 0; run < 20; run++) {
      expect(draw({ recent }).every((d) => !recent.includes(d.phrase))).toBe(true);
    }
  });

  it('uses recent phrases only to fill up when the level has too few others', () => {
    const recent = level.slice(0, 95);
    const drawn = draw({ recent }).map((d) => d.phrase);
    expect(drawn).toHaveLength(PHRASES_PER_PRACTICE);
    expect(drawn.slice(0, 5).sort()).toEqual(level.slice(95).sort());
  });

  it('follows the random numbers it is given', () => {
    const first = draw({ random: () => 0 }).map((d) => d.phrase);
    expect(draw({ random: () => 0 }).map((d) => d.phrase)).toEqual(first);
    expect(draw({ random: () => 0.999 }).map((d) => d.phrase)).not.toEqual(first);
  });

  it('draws only as many phrases as the learner has audios left today, reviews first', () => {
    const reviewList = [
      entry('Overdue.', '2026-11-20'),
      entry('Due today.', today),
      entry('Also due.', today),
    ];
    expect(draw({ audiosLeft: 3 })).toHaveLength(3);
    expect(draw({ audiosLeft: 1 })).toHaveLength(1);
    expect(draw({ audiosLeft: 2, reviewList })).toEqual([
      { phrase: 'Overdue.', review: true },
      { phrase: 'Due today.', review: true },
    ]);
    const four = draw({ audiosLeft: 4, reviewList });
    expect(four.map((d) => d.review)).toEqual([true, true, true, false]);
    expect(draw({ audiosLeft: 0, reviewList })).toEqual([]);
    expect(draw({ audiosLeft: 10 })).toHaveLength(PHRASES_PER_PRACTICE);
  });
});

describe('drawPractice with assignment phrases', () => {
  const assigned = ['Unit 4 one.', 'Unit 4 two.', 'Unit 4 three.'].map((phrase, i) => ({
    phrase,
    meaning: `Unidade 4 ${i}`,
    assignmentId: 'unit4',
  }));
  const reviewList = [
    entry('Overdue.', '2026-11-20'),
    entry('Due today.', today),
    entry(level[0] as string, today),
  ];

  it('draws the assignment first (with its meanings), then the due reviews, then the level', () => {
    const drawn = draw({ assigned, reviewList });
    expect(drawn.slice(0, 3)).toEqual(
      assigned.map(({ phrase, meaning }) => ({ phrase, review: false, assignmentId: 'unit4', meaning })),
    );
    expect(drawn.slice(3, 6).map((d) => d.phrase)).toEqual(['Overdue.', 'Due today.', level[0]]);
    expect(drawn.slice(3, 6).every((d) => d.review)).toBe(true);
    expect(drawn.slice(6).every((d) => !d.review && !d.assignmentId && level.includes(d.phrase))).toBe(true);
    expect(drawn).toHaveLength(PHRASES_PER_PRACTICE);
  });

  it('keeps within the audios left, the assignment first', () => {
    expect(draw({ assigned, reviewList, audiosLeft: 2 }).map((d) => d.phrase)).toEqual([
      'Unit 4 one.',
      'Unit 4 two.',
    ]);
    expect(draw({ assigned, reviewList, audiosLeft: 4 }).map((d) => d.phrase)).toEqual([
      ...assigned.map((a) => a.phrase),
      'Overdue.',
    ]);
  });

  it('never draws an assignment phrase twice, as a review or as new', () => {
    const shared = [{ phrase: level[0] as string, meaning: 'Lista', assignmentId: 'unit4' }];
    const drawn = draw({ assigned: shared, reviewList });
    expect(drawn.filter((d) => d.phrase === level[0])).toEqual([
      { phrase: level[0], review: false, assignmentId: 'unit4', meaning: 'Lista' },
    ]);
    expect(new Set(drawn.map((d) => d.phrase)).size).toBe(drawn.length);
  });
});
