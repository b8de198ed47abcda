import { describe, expect, it } from 'vitest';
import { parseWav } from './wav';

function wav(samples: number[], { sampleRate = 16_000, extraChunk = false } = {}): Uint8Array {
  const extra = extraChunk ? 12 : 0;
  const bytes = new Uint8Array(44 + extra + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[at + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let at = 36;
  if (extraChunk) {
    text(at, 'LIST');
    view.setUint32(at + 4, 4, true);
    at += 12;
  }
  text(at, 'data');
  view.setUint32(at + 4, samples.length * 2, true);
  samples.forEach((sample, i) => {
    view.setInt16(at + 8 + i * 2, sample, true);
  });
  return bytes;
}

describe('parseWav', () => {
  it('reads 16-bit mono PCM into samples in [-1, 1]', () => {
    const pcm = parseWav(wav([0, 16384, -32768, 32767]));
    expect(pcm.sampleRate).toBe(16_000);
    expect(pcm.channels).toBe(1);
    expect(Array.from(pcm.samples[0] ?? [])).toEqual([0, 0.5, -1, 32767 / 32768]);
  });

  it('skips chunks it does not know', () => {
    const pcm = parseWav(wav([100, 200], { sampleRate: 8000, extraChunk: true }));
    expect(pcm.sampleRate).toBe(8000);
    expect(pcm.samples[0]?.length).toBe(2);
  });

  it('refuses bytes that are not WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('ID3 not a wav file at all'))).toThrow(/RIFF/);
  });
});
