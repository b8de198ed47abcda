/** Reads the 16-bit PCM WAV that Flite writes into float samples for the MP3 encoder. */
export interface Pcm {
  sampleRate: number;
  channels: number;
  /** One array per channel, samples in [-1, 1]. */
  samples: Float32Array[];
}

function chunkId(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + 4));
}

export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 12 || chunkId(bytes, 0) !== 'RIFF' || chunkId(bytes, 8) !== 'WAVE') {
    throw new Error('Not a RIFF/WAVE file');
  }
  let format: { channels: number; sampleRate: number; bits: number } | undefined;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = chunkId(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (view.getUint16(body, true) !== 1) throw new Error('Only PCM WAV is supported');
      format = {
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (format?.bits !== 16) throw new Error('Only 16-bit PCM WAV is supported');
      const end = Math.min(body + size, bytes.length);
      const frames = Math.floor((end - body) / (2 * format.channels));
      const samples = Array.from({ length: format.channels }, () => new Float32Array(frames));
      for (let frame = 0; frame < frames; frame++) {
        for (let channel = 0; channel < format.channels; channel++) {
          const value = view.getInt16(body + 2 * (frame * format.channels + channel), true);
          (samples[channel] as Float32Array)[frame] = value / 32768;
        }
      }
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}
