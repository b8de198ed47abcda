/**
 * WAV files, read and written in one place: Flite's output (16-bit PCM at its own rate) becomes
 * MP3, and a learner's recording must be 16 kHz mono 16-bit PCM for PocketSphinx. A layout is
 * read from the chunk headers alone; samples are read only when asked for.
 */

/** The bytes are not a WAV file this module can read. */
export class WavError extends Error {
  override readonly name = 'WavError';
}

/** The rate of every recording the API accepts and of what the recognizer is given. */
export const WAV_SAMPLE_RATE = 16_000;

export interface WavFormat {
  /** Linear PCM (format code 1): the only kind whose samples are read here. */
  pcm: boolean;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
}

export interface WavLayout extends WavFormat {
  /** Where the samples start and end in the file (whole sample frames only). */
  dataStart: number;
  dataEnd: number;
  durationMs: number;
}

const idAt = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The format and where the samples lie; throws WavError when there is no format or no data. */
export function readWavLayout(bytes: Uint8Array): WavLayout {
  if (bytes.length < 12 || idAt(bytes, 0) !== 'RIFF' || idAt(bytes, 8) !== 'WAVE') {
    throw new WavError('Not a RIFF/WAVE file');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format: WavFormat | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = idAt(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      format = {
        pcm: view.getUint16(body, true) === 1,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new WavError('WAV: data before its format');
      const frameBytes = Math.max(1, format.channels * Math.ceil(format.bitsPerSample / 8));
      // A streamed WAV may declare 0 or 0xFFFFFFFF: what is present counts.
      const end = Math.min(body + size, bytes.length);
      const dataEnd = end - ((end - body) % frameBytes);
      const durationMs = ((dataEnd - body) / frameBytes / format.sampleRate) * 1000;
      return { ...format, dataStart: body, dataEnd, durationMs };
    }
    at = body + size + (size % 2);
  }
  throw new WavError('WAV file has no data chunk');
}

export interface Pcm {
  sampleRate: number;
  channels: number;
  /** One array per channel, samples in [-1, 1]. */
  samples: Float32Array[];
}

/** The samples of a 16-bit PCM WAV file, as floats (what the MP3 encoder takes). */
export function readWavSamples(bytes: Uint8Array): Pcm {
  const layout = readWavLayout(bytes);
  if (!layout.pcm) throw new WavError('Only PCM WAV is supported');
  if (layout.bitsPerSample !== 16) throw new WavError('Only 16-bit PCM WAV is supported');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { channels, dataStart } = layout;
  const frames = (layout.dataEnd - dataStart) / (2 * channels);
  const samples = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const value = view.getInt16(dataStart + 2 * (frame * channels + channel), true);
      (samples[channel] as Float32Array)[frame] = value / 32768;
    }
  }
  return { sampleRate: layout.sampleRate, channels, samples };
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
