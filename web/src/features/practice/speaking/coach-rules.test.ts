import type { RecognizedWord } from '@shared/contract';
import { describe, expect, it } from 'vitest';
import {
  attemptScore,
  band,
  MAX_FIXES,
  soundSymbol,
  soundWentWrong,
  thingsToFix,
  wellSaid,
  wordBand,
  wordSegment,
  writtenOwners,
} from './coach-rules';

const said = (word: string, accuracy: number, extra: Partial<RecognizedWord> = {}): RecognizedWord => ({
  word,
  accuracy,
  error: 'none',
  phones: [{ phone: 'AH', accuracy }],
  ...extra,
});

describe('band', () => {
  it('is good from 80, fair from 60, poor below', () => {
    expect([band(80), band(79), band(60), band(59)]).toEqual(['good', 'fair', 'fair', 'poor']);
  });
});

describe('wordBand', () => {
  it('bands a word by its accuracy, a mispronounced one as poor whatever its score', () => {
    expect(wordBand(said('change', 91))).toBe('good');
    expect(wordBand(said('change', 70))).toBe('fair');
    expect(wordBand(said('anything', 84, { error: 'mispronounced' }))).toBe('poor');
  });

  it('gives omitted and inserted words their own band', () => {
    expect(wordBand(said('you', 5, { error: 'omitted' }))).toBe('omitted');
    expect(wordBand({ word: 'um', error: 'inserted' })).toBe('inserted');
  });
});

describe('attemptScore', () => {
  it("is the sounds' accuracy alone, rounded and kept within 0-100", () => {
    expect(attemptScore({ accuracy: 78.4, completeness: 50, fluency: 20 })).toBe(78);
    expect(attemptScore({ accuracy: 120, completeness: 100, fluency: 100 })).toBe(100);
  });
});

describe('soundWentWrong', () => {
  it('marks a sound heard as another, added to, or scored poor', () => {
    expect(soundWentWrong({ phone: 'TH', accuracy: 70, heard: 'T', habit: 'th' })).toBe(true);
    expect(soundWentWrong({ phone: 'M', accuracy: 70, heard: null, habit: 'final-m-n' })).toBe(true);
    expect(soundWentWrong({ phone: 'G', accuracy: 80, added: { phone: 'IY', where: 'after' } })).toBe(true);
    expect(soundWentWrong({ phone: 'R', accuracy: 40 })).toBe(true);
    expect(soundWentWrong({ phone: 'R', accuracy: 60 })).toBe(false);
  });
});

describe('thingsToFix', () => {
  const habit = (word: string, accuracy: number, tip: string): RecognizedWord => ({
    word,
    accuracy,
    error: 'mispronounced',
    phones: [
      { phone: 'EH', accuracy: 85 },
      { phone: 'TH', accuracy: 31, heard: 'T', habit: tip },
    ],
  });

  it('puts the habits first, then the lowest mispronounced words by their weakest sound', () => {
    const words = [
      said('red', 40, {
        error: 'mispronounced',
        phones: [
          { phone: 'R', accuracy: 20 },
          { phone: 'EH', accuracy: 60 },
        ],
      }),
      said('bad', 55, { error: 'mispronounced' }),
      habit('anything', 64, 'th'),
    ];
    expect(thingsToFix(words)).toEqual([
      { word: 2, phone: 1 },
      { word: 0, phone: 0 },
    ]);
  });

  it(`asks for ${MAX_FIXES} things at most, one per habit, each word once`, () => {
    const words = [
      habit('think', 60, 'th'),
      habit('thing', 60, 'th'),
      {
        word: 'time',
        accuracy: 60,
        error: 'mispronounced' as const,
        phones: [
          { phone: 'T', accuracy: 90 },
          { phone: 'M', accuracy: 30, heard: null, habit: 'final-m-n' },
        ],
      },
      said('bad', 10, { error: 'mispronounced' }),
    ];
    expect(thingsToFix(words)).toEqual([
      { word: 0, phone: 1 },
      { word: 2, phone: 1 },
    ]);
  });

  it('finds nothing to fix in words said well or fairly', () => {
    expect(
      thingsToFix([said('change', 91), said('anything', 70), { word: 'uh', error: 'inserted' }]),
    ).toEqual([]);
  });
});

describe('wellSaid', () => {
  it('names the good words only', () => {
    expect(wellSaid([said('a', 90), said('b', 70), said('c', 85, { error: 'mispronounced' })])).toEqual([0]);
  });
});

describe('soundSymbol', () => {
  it('writes ARPAbet as a Brazilian reads a dictionary', () => {
    expect(['TH', 'DH', 'IY', 'IH', 'R', 'NG'].map(soundSymbol)).toEqual([
      '/θ/',
      '/ð/',
      '/iː/',
      '/ɪ/',
      '/r/',
      '/ŋ/',
    ]);
  });

  it('writes an unknown phone as it came, lower case', () => {
    expect(soundSymbol('XX')).toBe('/xx/');
  });
});

describe('wordSegment', () => {
  it('pads the word by 80 ms each side, within the recording', () => {
    const part = wordSegment({ start: 0.62, end: 1.21 }, 3);
    expect(part?.offset).toBeCloseTo(0.54);
    expect(part?.length).toBeCloseTo(0.75);
    const edges = wordSegment({ start: 0.02, end: 1.2 }, 1.25);
    expect(edges?.offset).toBe(0);
    expect(edges?.length).toBeCloseTo(1.25);
  });

  it('has no segment without times', () => {
    expect(wordSegment({}, 3)).toBeNull();
    expect(wordSegment({ start: 1 }, 3)).toBeNull();
  });
});

describe('writtenOwners', () => {
  it("matches the engine's words to the written ones by their letters", () => {
    const words: RecognizedWord[] = [
      { word: "don't" },
      { word: 'um', error: 'inserted' },
      { word: 'twenty' },
      { word: 'one' },
      { word: 'cafe' },
    ];
    expect(writtenOwners(["Don't", '20', 'twenty-one', 'café!'], words)).toEqual([0, null, 2, 2, 3]);
  });
});
