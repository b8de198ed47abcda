import { describe, expect, it } from 'vitest';
import { phraseMeanings } from './phrase-meanings';
import { phrasePool } from './phrases';

const entries = Object.entries(phraseMeanings);

describe('the phrase meanings', () => {
  it('give every phrase of the pool a meaning', () => {
    expect(phrasePool.filter((phrase) => !Object.hasOwn(phraseMeanings, phrase))).toEqual([]);
  });

  it('have no key that is not a phrase of the pool', () => {
    expect(Object.keys(phraseMeanings).filter((key) => !phrasePool.includes(key))).toEqual([]);
  });

  it('list the phrases in the pool order', () => {
    expect(Object.keys(phraseMeanings)).toEqual([...phrasePool]);
  });

  it('have no empty meaning', () => {
    expect(entries.filter(([, meaning]) => meaning.trim() === '')).toEqual([]);
  });

  it('never repeat the English phrase as its meaning', () => {
    const same = entries.filter(
      ([phrase, meaning]) => meaning.trim().toLowerCase() === phrase.trim().toLowerCase(),
    );
    expect(same).toEqual([]);
  });

  it('write every meaning as a sentence: capital letter first, ending in . ! or ?', () => {
    const sentence = /^\p{Lu}[\s\S]*[.!?]$/u;
    expect(entries.filter(([, meaning]) => !sentence.test(meaning))).toEqual([]);
  });

  it('end every meaning with the same punctuation as its English phrase', () => {
    expect(entries.filter(([phrase, meaning]) => phrase.at(-1) !== meaning.at(-1))).toEqual([]);
  });
});
