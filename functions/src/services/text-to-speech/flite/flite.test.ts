import { beforeAll, describe, expect, it } from 'vitest';
import { decodeMp3 as decode } from '../../../../test/decode-mp3';
import { phrasePool } from '../../../content/phrases';
import { FliteRenderer, textForFlite } from './flite';

describe('textForFlite', () => {
  it.each([
    ['keeps plain English as it is', "Don't  stop,\nkeep going!", "Don't stop, keep going!"],
    ['drops accents and unreadable characters instead of failing', 'Café 😀 naïve 日本', 'Cafe naive'],
  ])('%s', (_, text, expected) => {
    expect(textForFlite(text)).toBe(expected);
  });
});

describe('FliteRenderer', () => {
  let flite: FliteRenderer;
  beforeAll(async () => {
    flite = await FliteRenderer.create();
  });

  it('speaks a pool phrase as MP3 that decodes to a plausible, audible duration', async () => {
    const phrase = phrasePool[0] as string;
    const mp3 = flite.synthesize(phrase);
    expect(mp3.length).toBeGreaterThan(1000);
    const audio = await decode(mp3);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(0.5);
    expect(audio.seconds).toBeLessThan(8);
    expect(audio.rms).toBeGreaterThan(0.01);
  });

  it('takes longer to say a longer text', async () => {
    const short = await decode(flite.synthesize('Keep going.'));
    const long = await decode(
      flite.synthesize('Keep going, because every small step today brings you closer to fluency.'),
    );
    expect(long.seconds).toBeGreaterThan(short.seconds * 2);
  });

  it('refuses text with nothing to read, and still works afterwards', () => {
    expect(() => flite.synthesize('日本語 😀')).toThrow(/Nothing Flite can read/);
    expect(flite.synthesize('Still here.').length).toBeGreaterThan(500);
  });
});
