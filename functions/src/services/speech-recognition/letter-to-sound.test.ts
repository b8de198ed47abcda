import { describe, expect, it } from 'vitest';
import { canPronounce, letterToSound } from './letter-to-sound';

/** The model's phones (en-us's 39, ARPAbet without stress). */
const MODEL_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);

describe('letterToSound', () => {
  it('says words the dictionary lacks as the NRL rules do, in ARPAbet', () => {
    expect(letterToSound('refactor')).toEqual(['R', 'IY', 'F', 'AE', 'K', 'T', 'ER']);
    expect(letterToSound('linter')).toEqual(['L', 'IH', 'N', 'T', 'ER']);
  });

  it('says known words as the dictionary does', () => {
    expect(letterToSound('phone')).toEqual(['F', 'OW', 'N']);
    expect(letterToSound('nation')).toEqual(['N', 'EY', 'SH', 'AH', 'N']);
    expect(letterToSound('knight')).toEqual(['N', 'AY', 'T']);
    expect(letterToSound('the')).toEqual(['DH', 'AH']);
    expect(letterToSound('happy')).toEqual(['HH', 'AE', 'P', 'IY']);
  });

  it('says a doubled consonant once', () => {
    expect(letterToSound('attach')).toEqual(['AE', 'T', 'AE', 'CH']);
    expect(letterToSound('commit')).toEqual(['K', 'AA', 'M', 'IH', 'T']);
  });

  it("reads an apostrophe's s as z after a voiced sound, s after a voiceless one, and the rest silent", () => {
    expect(letterToSound("dev's")).toEqual(['D', 'EH', 'V', 'Z']);
    expect(letterToSound("cat's")).toEqual(['K', 'AE', 'T', 'S']);
    expect(letterToSound("don't")).toEqual(['D', 'OW', 'N', 'T']);
    // An apostrophe inside a word ends a part of it: the o of o'clock is a word's last letter.
    expect(letterToSound("o'clock")).toEqual(['OW', 'K', 'L', 'AA', 'K']);
  });

  it("gives any word with a vowel the model's phones, never none", () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters) {
      for (const b of letters) {
        for (const word of [
          `${a}${b}e`,
          `${a}e${b}`,
          `${a}o${b}`,
          `s${a}${b}ing`,
          `${a}${b}y's`,
          `${a}${b}u`,
        ]) {
          const phones = letterToSound(word);
          expect(phones.length, word).toBeGreaterThan(0);
          for (const phone of phones) expect(MODEL_PHONES.has(phone), `${word}: ${phone}`).toBe(true);
        }
      }
    }
  });
});

describe('canPronounce', () => {
  it('takes words of letters and apostrophes, as phrases are split into words', () => {
    expect(canPronounce('refactor')).toBe(true);
    expect(canPronounce("dev's")).toBe(true);
    expect(canPronounce('a')).toBe(true);
  });

  it('refuses what holds no sound or other characters', () => {
    expect(canPronounce('')).toBe(false);
    expect(canPronounce("'")).toBe(false);
    expect(canPronounce('café')).toBe(false);
    expect(canPronounce('mp3')).toBe(false);
    expect(canPronounce('Refactor')).toBe(false);
    expect(canPronounce('hh')).toBe(false); // a silent h, and nothing else
  });
});
