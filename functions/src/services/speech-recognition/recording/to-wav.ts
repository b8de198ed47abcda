/**
 * Any accepted recording as the 16 kHz mono 16-bit WAV PocketSphinx reads: Opus is decoded by
 * libopus in WASM (npm opus-decoder, MIT) straight at 16 kHz, so nothing is resampled here and
 * no ffmpeg is needed. Only the offline engine uses this: Cloud Speech-to-Text takes the
 * uploaded bytes as they are.
 */
import { OpusDecoder } from 'opus-decoder';
import { WAV_SAMPLE_RATE, wavFile } from '../../wav';
import { type AudioFormat, UnreadableAudioError } from '../port';
import { readWavRecording } from './container';
import { readOgg } from './ogg';
import { type OpusStream, readWebm } from './webm';

/** Packets decoded before deciding the bytes are Opus at all. */
const PROBE_PACKETS = 3;

async function decodeOpus({ packets, channels, preSkip }: OpusStream): Promise<Int16Array> {
  if (channels < 1 || channels > 2) throw new UnreadableAudioError(`Opus with ${channels} channels`);
  const decoder = new OpusDecoder({ sampleRate: WAV_SAMPLE_RATE, channels, preSkip });
  await decoder.ready;
  try {
    // The library logs each bad packet: a recording whose first packets all fail is refused
    // after those few, rather than logging every packet of bytes that only looked like Opus.
    const head = decoder.decodeFrames(packets.slice(0, PROBE_PACKETS));
    if (head.errors.length === Math.min(PROBE_PACKETS, packets.length)) {
      throw new UnreadableAudioError('Opus: the first packets are undecodable');
    }
    const rest = decoder.decodeFrames(packets.slice(PROBE_PACKETS));
    const samplesDecoded = head.samplesDecoded + rest.samplesDecoded;
    if (samplesDecoded === 0) throw new UnreadableAudioError('Opus: no audio decoded');
    const channelData = head.channelData.map((channel, index) => {
      const joined = new Float32Array(samplesDecoded);
      joined.set(channel.subarray(0, head.samplesDecoded));
      joined.set(
        (rest.channelData[index] ?? new Float32Array()).subarray(0, rest.samplesDecoded),
        head.samplesDecoded,
      );
      return joined;
    });
    const pcm = new Int16Array(samplesDecoded);
    for (let index = 0; index < samplesDecoded; index++) {
      let sum = 0;
      for (const channel of channelData) sum += channel[index] ?? 0;
      const sample = sum / channelData.length;
      pcm[index] = Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));
    }
    return pcm;
  } finally {
    decoder.free();
  }
}

export async function toWav16k(format: AudioFormat, audio: Uint8Array): Promise<Uint8Array> {
  if (format === 'wav') {
    readWavRecording(audio); // already the right format: checked, passed on as it is
    return audio;
  }
  const stream = format === 'ogg' ? readOgg(audio) : readWebm(audio);
  return wavFile(await decodeOpus(stream));
}
