/**
 * 16 kHz mono 16-bit WAV, what the API reads besides Opus: made only where MediaRecorder gives
 * no Opus (older iOS records mp4/aac, which the server does not decode).
 */
export const WAV_RATE = 16_000;

/** A WAV file (RIFF, PCM 16-bit, one channel) of samples in -1..1; beyond that they are clipped. */
export function encodeWav(samples: Float32Array, sampleRate = WAV_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) bytes[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, index) => {
    const clipped = Math.max(-1, Math.min(1, sample));
    view.setInt16(44 + index * 2, Math.round(clipped < 0 ? clipped * 32768 : clipped * 32767), true);
  });
  return bytes;
}

/** Frames a recording of `seconds` has at `WAV_RATE` (the OfflineAudioContext's length). */
export function framesAt16k(seconds: number): number {
  return Math.max(1, Math.ceil(seconds * WAV_RATE));
}
