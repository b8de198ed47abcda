import { describe, expect, it } from 'vitest';
import { LEVELS } from '../../shared/rules';
import { difficultyOf, gradePool } from './phrase-level';
import { phrasePool } from './phrases';

describe('difficultyOf', () => {
  it('counts each word, and each word outside the first year of English twice more', () => {
    expect(difficultyOf('Keep it simple.')).toBe(3);
    expect(difficultyOf('Premature optimization wastes time.')).toBe(4 + 2 * 3);
  });

  it('knows a common word in its plural, past, -ing and possessive forms, whatever its case', () => {
    expect(difficultyOf('Friends learned English, reading books.')).toBe(5);
    expect(difficultyOf("Today's word.")).toBe(2);
  });
});

describe('gradePool', () => {
  const levels = gradePool(phrasePool);

  it('grades every phrase of the pool, a third at each level', () => {
    expect(levels.size).toBe(phrasePool.length);
    for (const level of LEVELS) {
      const count = [...levels.values()].filter((each) => each === level).length;
      expect(count, level).toBeGreaterThanOrEqual(Math.floor(phrasePool.length / 3));
      expect(count, level).toBeLessThanOrEqual(Math.ceil(phrasePool.length / 3));
    }
  });

  it('puts easier phrases at lower levels: no beginner phrase is harder than an advanced one', () => {
    const hardestBeginner = Math.max(
      ...phrasePool.filter((p) => levels.get(p) === 'beginner').map(difficultyOf),
    );
    const easiestAdvanced = Math.min(
      ...phrasePool.filter((p) => levels.get(p) === 'advanced').map(difficultyOf),
    );
    expect(hardestBeginner).toBeLessThanOrEqual(easiestAdvanced);
  });

  it('ranks a short everyday phrase beginner and a long technical one advanced', () => {
    const graded = gradePool([
      'Keep it simple.',
      'You can do it.',
      'Practice every day.',
      'Read the error message before you change anything.',
      'Write the test before you fix the bug.',
      'Learn something new today.',
      'Premature optimization wastes time and hides the real problem.',
      'Feature flags let you ship changes safely.',
      'Validate input at the edges of the system.',
    ]);
    expect(graded.get('Keep it simple.')).toBe('beginner');
    expect(graded.get('Premature optimization wastes time and hides the real problem.')).toBe('advanced');
  });

  it('is the same whatever the order of the pool', () => {
    expect(new Map([...gradePool([...phrasePool].reverse())].sort())).toEqual(new Map([...levels].sort()));
  });
});
