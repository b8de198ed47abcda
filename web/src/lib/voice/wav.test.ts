import { describe, expect, it } from 'vitest';
import { encodeWav, framesAt16k } from './wav';

describe('encodeWav', () => {
  it('writes a 16 kHz mono 16-bit PCM header and clipped samples', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5, 2, -2]));
    const view = new DataView(wav.buffer);
    const text = (at: number) => String.fromCharCode(...wav.slice(at, at + 4));
    expect(wav.length).toBe(44 + 12);
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 12);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16_000);
    expect(view.getUint32(28, true)).toBe(32_000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(12);
    const samples = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(samples).toEqual([0, 32767, -32768, 16384, 32767, -32768]);
  });
});

describe('framesAt16k', () => {
  it('gives the frames of a recording at 16 kHz, at least one', () => {
    expect(framesAt16k(4.3)).toBe(68_800);
    expect(framesAt16k(0)).toBe(1);
  });
});
