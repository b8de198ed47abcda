/**
 * The WAV the API accepts: 16 kHz, mono, 16-bit PCM, what PocketSphinx's US English model
 * expects and what a browser without Opus recording (older iOS) can make itself. Its length is
 * read from the header and the bytes present, without reading the samples.
 */
import { UnreadableAudioError } from './recognizer';

export const WAV_SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = WAV_SAMPLE_RATE * 2;

const idAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

export interface WavLayout {
  /** Where the samples start and end in the file. */
  dataStart: number;
  dataEnd: number;
  durationMs: number;
}

export function readWavLayout(bytes: Uint8Array): WavLayout {
  if (bytes.length < 12 || idAt(bytes, 0) !== 'RIFF' || idAt(bytes, 8) !== 'WAVE') {
    throw new UnreadableAudioError('Not a RIFF/WAVE file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let formatOk = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = idAt(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      const pcm = view.getUint16(body, true) === 1;
      const mono = view.getUint16(body + 2, true) === 1;
      const rate = view.getUint32(body + 4, true) === WAV_SAMPLE_RATE;
      const bits = view.getUint16(body + 14, true) === 16;
      if (!(pcm && mono && rate && bits)) {
        throw new UnreadableAudioError('WAV must be 16 kHz mono 16-bit PCM');
      }
      formatOk = true;
    } else if (id === 'data') {
      if (!formatOk) throw new UnreadableAudioError('WAV: data before its format');
      // A streamed WAV may declare 0 or 0xFFFFFFFF: what is present counts.
      const end = Math.min(body + size, bytes.length);
      const dataEnd = end - ((end - body) % 2);
      return { dataStart: body, dataEnd, durationMs: ((dataEnd - body) / BYTES_PER_SECOND) * 1000 };
    }
    at = body + size + (size % 2);
  }
  throw new UnreadableAudioError('WAV file has no data chunk');
}

export interface WavFileOptions {
  /** 16 kHz unless said (what the API accepts). */
  sampleRate?: number;
  /** Chunks written between the format and the samples (e.g. a LIST chunk a recorder adds). */
  extraChunks?: readonly { id: string; body: Uint8Array }[];
}

/** A mono 16-bit PCM WAV file around `samples` (little-endian), 16 kHz unless said. */
export function wavFile(
  samples: Int16Array,
  { sampleRate = WAV_SAMPLE_RATE, extraChunks = [] }: WavFileOptions = {},
): Uint8Array {
  const extra = extraChunks.reduce((sum, chunk) => sum + 8 + chunk.body.length, 0);
  const file = new Uint8Array(44 + extra + samples.length * 2);
  const view = new DataView(file.buffer);
  const text = (at: number, value: string) => {
    for (let index = 0; index < 4; index++) view.setUint8(at + index, value.charCodeAt(index));
  };
  text(0, 'RIFF');
  view.setUint32(4, file.length - 8, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  let at = 36;
  for (const { id, body } of extraChunks) {
    text(at, id);
    view.setUint32(at + 4, body.length, true);
    file.set(body, at + 8);
    at += 8 + body.length;
  }
  text(at, 'data');
  view.setUint32(at + 4, samples.length * 2, true);
  samples.forEach((sample, index) => {
    view.setInt16(at + 8 + index * 2, sample, true);
  });
  return file;
}
