import { describe, expect, it } from 'vitest';
import { phrases } from '../../content/phrases';
import { LEVELS } from '../../shared/rules';
import { meaningOf, phrasesAt } from './pool-lookup';

describe('phrasesAt', () => {
  it("gives each level's phrases as written, in the pool's order, every phrase at one level", () => {
    for (const level of LEVELS)
      expect(phrasesAt(level)).toEqual(phrases.filter((p) => p.level === level).map((p) => p.text));
    expect(LEVELS.flatMap(phrasesAt).sort()).toEqual(phrases.map((p) => p.text).sort());
  });
});

describe('meaningOf', () => {
  it('gives each pool phrase its own meaning, and nothing to a text that is not one', () => {
    for (const { text, meaning } of phrases) expect(meaningOf(text)).toBe(meaning);
    expect(meaningOf('Keep your functions short.')).toBe('');
  });
});
