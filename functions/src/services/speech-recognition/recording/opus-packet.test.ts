import { describe, expect, it } from 'vitest';
import {
  OPUS_MAX_PACKET_MS,
  opusFrameCount,
  opusFrameTenthsOfMs,
  opusPacketMs,
  opusPacketsMs,
} from './opus-packet';

/** RFC 6716 Table 2, written out: the frame sizes (ms) of configurations 0-31, in order. */
const TABLE_2: [configs: number[], frameMs: number[]][] = [
  [
    [0, 1, 2, 3],
    [10, 20, 40, 60],
  ], // SILK-only NB
  [
    [4, 5, 6, 7],
    [10, 20, 40, 60],
  ], // SILK-only MB
  [
    [8, 9, 10, 11],
    [10, 20, 40, 60],
  ], // SILK-only WB
  [
    [12, 13],
    [10, 20],
  ], // Hybrid SWB
  [
    [14, 15],
    [10, 20],
  ], // Hybrid FB
  [
    [16, 17, 18, 19],
    [2.5, 5, 10, 20],
  ], // CELT-only NB
  [
    [20, 21, 22, 23],
    [2.5, 5, 10, 20],
  ], // CELT-only WB
  [
    [24, 25, 26, 27],
    [2.5, 5, 10, 20],
  ], // CELT-only SWB
  [
    [28, 29, 30, 31],
    [2.5, 5, 10, 20],
  ], // CELT-only FB
];
const frameMsOf = new Map(
  TABLE_2.flatMap(([configs, sizes]) => configs.map((config, index) => [config, sizes[index] as number])),
);

const toc = (config: number, code: number, stereo = false) => (config << 3) | (stereo ? 4 : 0) | code;

describe('Opus packet durations from the TOC byte (RFC 6716 section 3.1)', () => {
  it('knows the frame size of each of the 32 configurations', () => {
    expect(frameMsOf.size).toBe(32);
    for (let config = 0; config < 32; config++) {
      expect(opusFrameTenthsOfMs(config) / 10, `config ${config}`).toBe(frameMsOf.get(config));
    }
  });

  it('counts one frame for code 0, two for codes 1 and 2, the count byte for code 3, in every configuration', () => {
    for (let config = 0; config < 32; config++) {
      const frame = frameMsOf.get(config) as number;
      for (const stereo of [false, true]) {
        expect(opusPacketMs(new Uint8Array([toc(config, 0, stereo), 1, 2]))).toBe(frame);
        expect(opusPacketMs(new Uint8Array([toc(config, 1, stereo), 1, 2]))).toBe(2 * frame);
        expect(opusPacketMs(new Uint8Array([toc(config, 2, stereo), 1, 2]))).toBe(2 * frame);
        // Code 3: M in the low 6 bits of the next byte; the VBR (0x80) and padding (0x40) flags aside.
        for (const m of [1, 2, 3, 6, 12, 48]) {
          for (const flags of [0, 0x80, 0x40, 0xc0]) {
            const expected = Math.min(m * frame, OPUS_MAX_PACKET_MS);
            expect(
              opusPacketMs(new Uint8Array([toc(config, 3, stereo), flags | m, 0])),
              `${config}/${m}`,
            ).toBe(expected);
          }
        }
      }
    }
  });

  it('counts at most 120 ms for a packet that claims more (invalid: nothing decodes it), 0 for no packet', () => {
    expect(opusFrameCount(new Uint8Array([toc(3, 3), 63]))).toBe(63);
    expect(opusPacketMs(new Uint8Array([toc(3, 3), 63]))).toBe(120); // 63 x 60 ms claimed
    expect(opusPacketMs(new Uint8Array([toc(31, 3), 48]))).toBe(120); // 48 x 2.5 ms: exactly 120
    expect(opusPacketMs(new Uint8Array([toc(31, 3), 0]))).toBe(0); // code 3 with no frame
    expect(opusPacketMs(new Uint8Array([toc(31, 3)]))).toBe(0); // its count byte missing
    expect(opusPacketMs(new Uint8Array())).toBe(0);
  });

  it('sums a recording from its packets', () => {
    const packets = [
      new Uint8Array([toc(15, 3), 3]), // 3 x 20 ms, as Chromium's MediaRecorder writes them
      new Uint8Array([toc(11, 0)]), // 60 ms SILK
      new Uint8Array([toc(28, 1)]), // 2 x 2.5 ms
    ];
    expect(opusPacketsMs(packets)).toBe(125);
    expect(opusPacketsMs([])).toBe(0);
  });
});
