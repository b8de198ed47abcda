import { describe, expect, it } from 'vitest';
import { correctionKey, uniqueCorrections } from './corrections';

const fix = (said: string, better: string, explanation = 'Idade usa "to be".') => ({
  said,
  better,
  explanation,
});

describe("one tutor's correction", () => {
  it('is the same whatever the case, accents, spaces and punctuation of either sentence', () => {
    expect(correctionKey(fix('I have 20 years.', 'I am 20 years old.'))).toBe(
      correctionKey(fix('  i HAVE 20 years ', 'I am 20 years old')),
    );
    expect(correctionKey(fix('Café é bom', 'Coffee is good!'))).toBe(
      correctionKey(fix('cafe e bom', 'coffee is good')),
    );
  });

  it('differs when either sentence has other words', () => {
    const first = correctionKey(fix('I have 20 years.', 'I am 20 years old.'));
    expect(correctionKey(fix('I have 21 years.', 'I am 21 years old.'))).not.toBe(first);
    expect(correctionKey(fix('I have 20 years.', 'I am twenty years old.'))).not.toBe(first);
    expect(correctionKey(fix('She have 20 years.', 'I am 20 years old.'))).not.toBe(first);
  });
});

describe('uniqueCorrections', () => {
  it('lists each correction once, the first of each in its place, whatever its explanation', () => {
    const age = fix('I have 20 years.', 'I am 20 years old.');
    const people = fix('The peoples are nice.', 'The people are nice.');
    const again = fix('i have 20 years', 'I am 20 years old.', 'Outra explicação.');
    expect(uniqueCorrections([age, people, again, people])).toEqual([age, people]);
  });

  it('keeps a list without repeats as it is, and an empty one empty', () => {
    const list = [fix('a b', 'c d'), fix('e f', 'g h')];
    expect(uniqueCorrections(list)).toEqual(list);
    expect(uniqueCorrections([])).toEqual([]);
  });
});
