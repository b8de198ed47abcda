import { describe, expect, it } from 'vitest';
import { readWavSamples, wavFile } from './wav';

function wav(samples: number[], { sampleRate = 16_000, extraChunk = false } = {}): Uint8Array {
  const extraChunks = extraChunk ? [{ id: 'LIST', body: new Uint8Array(4) }] : [];
  return wavFile(Int16Array.from(samples), { sampleRate, extraChunks });
}

describe('readWavSamples', () => {
  it('reads 16-bit mono PCM into samples in [-1, 1]', () => {
    const pcm = readWavSamples(wav([0, 16384, -32768, 32767]));
    expect(pcm.sampleRate).toBe(16_000);
    expect(pcm.channels).toBe(1);
    expect(Array.from(pcm.samples[0] ?? [])).toEqual([0, 0.5, -1, 32767 / 32768]);
  });

  it('skips chunks it does not know', () => {
    const pcm = readWavSamples(wav([100, 200], { sampleRate: 8000, extraChunk: true }));
    expect(pcm.sampleRate).toBe(8000);
    expect(pcm.samples[0]?.length).toBe(2);
  });

  it('refuses bytes that are not WAV', () => {
    expect(() => readWavSamples(new TextEncoder().encode('ID3 not a wav file at all'))).toThrow(/RIFF/);
  });
});
