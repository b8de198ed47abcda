import { describe, expect, it } from 'vitest';
import { difficultyOf } from './phrase-difficulty';

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
