import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '../shared/answer';
import { LEVELS } from '../shared/rules';
import { difficultyOf } from './phrase-difficulty';
import { codingTips, motivationalSayings, phrasePool, phrases } from './phrases';

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
});

// Each phrase is written with its meaning, so none can lack one: what is left to hold is its form.
describe('the phrase meanings', () => {
  it('have no empty meaning', () => {
    expect(phrases.filter(({ meaning }) => meaning.trim() === '')).toEqual([]);
  });

  it('never repeat the English phrase as its meaning', () => {
    const same = phrases.filter(
      ({ text, meaning }) => meaning.trim().toLowerCase() === text.trim().toLowerCase(),
    );
    expect(same).toEqual([]);
  });

  it('write every meaning as a sentence: capital letter first, ending in . ! or ?', () => {
    const sentence = /^\p{Lu}[\s\S]*[.!?]$/u;
    expect(phrases.filter(({ meaning }) => !sentence.test(meaning))).toEqual([]);
  });

  it('end every meaning with the same punctuation as its English phrase', () => {
    expect(phrases.filter(({ text, meaning }) => text.at(-1) !== meaning.at(-1))).toEqual([]);
  });
});

describe('the phrase levels', () => {
  it('put a third of the pool at each level', () => {
    for (const level of LEVELS) {
      const count = phrases.filter((phrase) => phrase.level === level).length;
      expect(count, level).toBeGreaterThanOrEqual(Math.floor(phrases.length / 3));
      expect(count, level).toBeLessThanOrEqual(Math.ceil(phrases.length / 3));
    }
  });

  it('put easier phrases at lower levels: no beginner phrase is harder than an advanced one', () => {
    const easiestAdvanced = Math.min(
      ...phrases.filter(({ level }) => level === 'advanced').map(({ text }) => difficultyOf(text)),
    );
    // Naming the phrases, so whoever adds one sees which level is off.
    const tooHard = phrases.filter(
      ({ text, level }) => level === 'beginner' && difficultyOf(text) > easiestAdvanced,
    );
    expect(tooHard).toEqual([]);
  });
});
