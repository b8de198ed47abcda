import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '../../shared/answer';
import { codingTips, motivationalSayings, phrasePool, randomPhrase } from './phrases';

const words = (phrase: string) => phrase.split(' ');

describe('the phrase pool', () => {
  it('holds about 300 phrases, both coding tips and motivational sayings', () => {
    expect(phrasePool.length).toBeGreaterThanOrEqual(280);
    expect(phrasePool.length).toBeLessThanOrEqual(320);
    expect(codingTips.length).toBeGreaterThanOrEqual(100);
    expect(motivationalSayings.length).toBeGreaterThanOrEqual(100);
  });

  it('has no duplicates, even once answers are normalised', () => {
    const normalised = phrasePool.map(normalizeAnswer);
    const repeated = normalised.filter((phrase, index) => normalised.indexOf(phrase) !== index);
    expect(repeated).toEqual([]);
  });

  it('keeps every phrase between 4 and 12 words', () => {
    const outside = phrasePool.filter((phrase) => words(phrase).length < 4 || words(phrase).length > 12);
    expect(outside).toEqual([]);
  });

  it('uses only letters, single spaces and plain punctuation, ending a sentence', () => {
    const sentence = /^[A-Z][a-zA-Z',]*( [a-zA-Z',]+)*[a-z][.!?]$/;
    expect(phrasePool.filter((phrase) => !sentence.test(phrase))).toEqual([]);
  });

  it('has no digits, acronyms or symbols that could be spoken two ways', () => {
    const acronym = /\b[A-Z]{2,}\b/;
    const spokenTwoWays = /[0-9&%$#@/+=*<>_"()[\]{}:;-]/;
    expect(phrasePool.filter((phrase) => acronym.test(phrase) || spokenTwoWays.test(phrase))).toEqual([]);
  });

  it('picks every phrase by position of the random number, never past the end', () => {
    expect(randomPhrase(() => 0)).toBe(phrasePool[0]);
    expect(randomPhrase(() => 0.999_999_999)).toBe(phrasePool.at(-1));
    expect(randomPhrase(() => 0.5)).toBe(phrasePool[Math.floor(phrasePool.length / 2)]);
  });
});
