import { describe, expect, it } from 'vitest';
import {
  assessPronunciation,
  assessWord,
  FLAGGING,
  GOP_MIDPOINT,
  GOP_SCALE,
  HEARD_ACCURACY_CAP,
  habitHeard,
  phoneAccuracy,
} from './pronunciation';
import type { ResidentPhone } from './resident';

/** A phone said from `start` for 0.1 s with this GOP. */
const said = (phone: string, gop: number, start = 0, extra: Partial<ResidentPhone> = {}): ResidentPhone => ({
  phone,
  gop,
  start,
  end: start + 0.1,
  ...extra,
});
const well = GOP_MIDPOINT + 4 * GOP_SCALE;
const badly = GOP_MIDPOINT - 4 * GOP_SCALE;

describe('phoneAccuracy', () => {
  it('is 50 at the midpoint, rising with the GOP, within 0-100', () => {
    expect(phoneAccuracy(GOP_MIDPOINT)).toBeCloseTo(50);
    expect(phoneAccuracy(well)).toBeGreaterThan(95);
    expect(phoneAccuracy(badly)).toBeLessThan(5);
    expect(phoneAccuracy(-1000)).toBeGreaterThanOrEqual(0);
    expect(phoneAccuracy(1000)).toBeLessThanOrEqual(100);
  });
});

describe('assessWord', () => {
  it('a word said well: its phones’ mean, no error, its times', () => {
    const word = assessWord('think', [
      said('TH', well, 0.1),
      said('IH', well, 0.2),
      said('NG', well, 0.3),
      said('K', well, 0.4),
    ]);
    expect(word).toMatchObject({ word: 'think', error: 'none', start: 0.1, end: 0.5 });
    expect(word.accuracy).toBeGreaterThan(FLAGGING.wordBelow);
  });

  it('a habit’s sound heard by its margin: the phone capped, named with its tip, the word mispronounced', () => {
    const margin = FLAGGING.margin.th ?? 0;
    const word = assessWord('think', [
      said('TH', -60 - margin, 0.1, { heard: 'T', heardGop: -60, habit: 'th' }),
      said('IH', well, 0.2),
      said('NG', well, 0.3),
      said('K', well, 0.4),
    ]);
    expect(word.error).toBe('mispronounced');
    expect(word.phones[0]).toMatchObject({ phone: 'TH', heard: 'T', habit: 'th' });
    expect(word.phones[0]?.accuracy).toBeLessThanOrEqual(HEARD_ACCURACY_CAP);
    expect(word.phones[1]).not.toHaveProperty('heard');
  });

  it('a habit’s sound that fits no better than the margin is not reported: the word is fine', () => {
    const margin = FLAGGING.margin.th ?? 0;
    const word = assessWord('think', [
      said('TH', -60 - margin + 5, 0.1, { heard: 'T', heardGop: -60, habit: 'th' }),
      said('IH', well, 0.2),
      said('NG', well, 0.3),
      said('K', well, 0.4),
    ]);
    expect(word.error).toBe('none');
    expect(word.phones[0]).toEqual({ phone: 'TH', accuracy: expect.any(Number), start: 0.1, end: 0.2 });
  });

  it('an added vowel and a dropped sound are named too, each by its margin', () => {
    const vowel = { phone: 'IY', where: 'after', habit: 'final-consonant', frames: 12 } as const;
    const addedMargin = FLAGGING.margin['final-consonant'] ?? 0;
    const big = assessWord('big', [
      said('B', well),
      said('IH', well),
      said('G', -100 - addedMargin, 0, { added: { ...vowel, gop: -100 } }),
    ]);
    expect(big.phones[2]).toMatchObject({ added: { phone: 'IY', where: 'after' }, habit: 'final-consonant' });
    expect(big.error).toBe('mispronounced');
    const dropMargin = FLAGGING.margin['final-m-n'] ?? 0;
    const time = assessWord('time', [
      said('T', well),
      said('AY', well),
      said('M', -dropMargin - 1, 0.3, { heard: null, habit: 'final-m-n' }),
    ]);
    expect(time.phones[2]).toMatchObject({ phone: 'M', heard: null, habit: 'final-m-n' });
    expect(time.phones[2]).not.toHaveProperty('start');
    expect(time.error).toBe('mispronounced');
    // A short but clean final M is not a dropped one.
    expect(habitHeard(said('M', -dropMargin + 1, 0.3, { heard: null, habit: 'final-m-n' }))).toBeUndefined();
    // An added vowel shorter than a vowel is a stop's release.
    const release = said('G', -1000, 0, { added: { ...vowel, gop: 0, frames: FLAGGING.addedMinFrames - 1 } });
    expect(habitHeard(release)).toBeUndefined();
  });

  it('poorly said: mispronounced; hardly or not at all: omitted', () => {
    expect(assessWord('cat', [said('K', well), said('AE', badly), said('T', badly)]).error).toBe(
      'mispronounced',
    );
    expect(assessWord('cat', [said('K', badly), said('AE', badly), said('T', badly)]).accuracy).toBeLessThan(
      FLAGGING.omittedBelow,
    );
    expect(assessWord('cat', [said('K', badly), said('AE', badly), said('T', badly)]).error).toBe('omitted');
    expect(assessWord('cat', [])).toMatchObject({ accuracy: 0, error: 'omitted', phones: [] });
  });
});

describe('assessPronunciation', () => {
  it('scores the attempt: accuracy over the phones, completeness over the words, fluency from the pauses', () => {
    const result = assessPronunciation(
      ['good', 'job'],
      [
        [said('G', well, 0), said('UH', well, 0.1), said('D', well, 0.2)],
        [said('JH', well, 0.3), said('AA', well, 0.4), said('B', well, 0.5)],
      ],
    );
    expect(result.scores).toEqual({ accuracy: expect.any(Number), completeness: 100, fluency: 100 });
    expect(result.scores.accuracy).toBeGreaterThan(90);
    const paused = assessPronunciation(['good', 'job'], [[said('G', well, 0)], [said('JH', well, 0.3)]]);
    expect(paused.scores.fluency).toBe(50);
  });

  it('a word the open decode did not hear is omitted, not praised, unless a habit explains it', () => {
    const phones = [
      [said('G', well, 0), said('UH', well, 0.1), said('D', well, 0.2)],
      [said('JH', well, 0.3), said('AA', well, 0.4), said('B', well, 0.5)],
    ];
    const all = assessPronunciation(['good', 'job'], phones);
    const half = assessPronunciation(['good', 'job'], phones, [true, false]);
    expect(half.words.map(({ error, accuracy }) => ({ error, accuracy }))).toEqual([
      { error: 'none', accuracy: all.words[0]?.accuracy },
      { error: 'omitted', accuracy: 0 },
    ]);
    expect(half.scores.completeness).toBe(50);
    expect(half.scores.accuracy).toBe(Math.round((all.words[0]?.accuracy ?? 0) / 2));
    // A habit found in a word heard as another ("hite" as "hi") keeps it mispronounced.
    const habit = assessPronunciation(
      ['write'],
      [[said('R', badly, 0, { heard: 'HH', heardGop: well, habit: 'initial-r' }), said('AY', well, 0.1)]],
      [false],
    );
    expect(habit.words[0]?.error).toBe('mispronounced');
  });

  it('every word omitted when the phrase did not fit the audio', () => {
    const result = assessPronunciation(['good', 'job'], null);
    expect(result.scores).toEqual({ accuracy: 0, completeness: 0, fluency: 0 });
    expect(result.words.map((word) => word.error)).toEqual(['omitted', 'omitted']);
  });
});
