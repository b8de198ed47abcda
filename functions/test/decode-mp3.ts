import { MPEGDecoder } from 'mpg123-decoder';

/** Decodes MP3 for real (mpg123, a dev dependency) and reports what a listener would get. */
export async function decodeMp3(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = decoder.decode(mp3);
    const samples = channelData[0] ?? new Float32Array();
    let energy = 0;
    for (const sample of samples) energy += sample * sample;
    return {
      errors: errors.length,
      seconds: samplesDecoded / sampleRate,
      rms: Math.sqrt(energy / Math.max(samples.length, 1)),
    };
  } finally {
    decoder.free();
  }
}
