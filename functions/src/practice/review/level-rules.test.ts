import { describe, expect, it } from 'vitest';
import { type LevelState, nextLevel, rightCount, STARTING_LEVEL } from './level-rules';
import type { PhraseResult } from './review-rules';

/** A practice of 10 phrases with `right` of them right and the rest skipped. */
function practice(right: number, unanswered = 0): PhraseResult[] {
  return Array.from({ length: 10 }, (_, i) => ({
    phrase: `Phrase ${i}.`,
    result: i < right ? 'right' : i < 10 - unanswered ? 'skipped' : 'unanswered',
    tries: 1,
  }));
}

describe('rightCount', () => {
  it('counts the right phrases of a practice played to its end', () => {
    expect(rightCount(practice(7))).toBe(7);
  });

  it('is null for a practice ended early: a phrase left unanswered, or fewer than 10 played', () => {
    expect(rightCount(practice(7, 1))).toBeNull();
    expect(rightCount(practice(7).slice(0, 9))).toBeNull();
  });
});

describe('nextLevel', () => {
  it('rises after two practices in a row with at least 8 right, and the count starts again', () => {
    const once = nextLevel(STARTING_LEVEL, 'beginner', practice(8));
    expect(once).toEqual({ level: 'beginner', strongInARow: 1 });
    expect(nextLevel(once, 'beginner', practice(10))).toEqual({ level: 'intermediate', strongInARow: 0 });
  });

  it('a practice in between with 5 to 7 right breaks the row', () => {
    const once = nextLevel(STARTING_LEVEL, 'beginner', practice(9));
    const broken = nextLevel(once, 'beginner', practice(7));
    expect(broken).toEqual({ level: 'beginner', strongInARow: 0 });
    expect(nextLevel(broken, 'beginner', practice(9))).toEqual({ level: 'beginner', strongInARow: 1 });
  });

  it('falls after one practice with 4 or fewer right', () => {
    const advanced: LevelState = { level: 'advanced', strongInARow: 1 };
    expect(nextLevel(advanced, 'advanced', practice(4))).toEqual({ level: 'intermediate', strongInARow: 0 });
    expect(nextLevel(advanced, 'advanced', practice(5))).toEqual({ level: 'advanced', strongInARow: 0 });
  });

  it('stays within the three levels', () => {
    expect(nextLevel(STARTING_LEVEL, 'beginner', practice(0))).toEqual(STARTING_LEVEL);
    const top = nextLevel({ level: 'advanced', strongInARow: 1 }, 'advanced', practice(10));
    expect(top).toEqual({ level: 'advanced', strongInARow: 0 });
  });

  it('a practice at another level, or one ended early, leaves the level as it is', () => {
    const state: LevelState = { level: 'intermediate', strongInARow: 1 };
    expect(nextLevel(state, 'advanced', practice(10))).toBe(state);
    expect(nextLevel(state, 'beginner', practice(0))).toBe(state);
    expect(nextLevel(state, 'intermediate', practice(2, 3))).toBe(state);
  });
});
