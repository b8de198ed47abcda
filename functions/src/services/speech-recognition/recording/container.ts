/**
 * How long a recording is, read from the recording alone and before anything is decoded: Opus
 * by its packets' TOC bytes (or the container's claim when longer), WAV by its bytes of samples.
 */
import { readWavLayout, WAV_SAMPLE_RATE, WavError, type WavLayout } from '../../wav';
import { type AudioFormat, UnreadableAudioError } from '../port';
import { readOgg } from './ogg';
import { readWebm } from './webm';

/** A WAV recording: only 16 kHz mono 16-bit PCM, what PocketSphinx's US English model expects. */
export function readWavRecording(audio: Uint8Array): WavLayout {
  let layout: WavLayout;
  try {
    layout = readWavLayout(audio);
  } catch (error) {
    if (error instanceof WavError) throw new UnreadableAudioError(error.message);
    throw error;
  }
  const { pcm, channels, sampleRate, bitsPerSample } = layout;
  if (!(pcm && channels === 1 && sampleRate === WAV_SAMPLE_RATE && bitsPerSample === 16)) {
    throw new UnreadableAudioError('WAV must be 16 kHz mono 16-bit PCM');
  }
  return layout;
}

/** Milliseconds of audio; throws UnreadableAudioError when the bytes are not that container. */
export function recordingMs(format: AudioFormat, audio: Uint8Array): number {
  switch (format) {
    case 'wav': {
      // Every byte from the samples' start counts, whatever the data chunk declares: a header
      // that says less than is there (or a second data chunk) cannot shorten what is heard.
      const { dataStart } = readWavRecording(audio);
      return ((audio.length - dataStart) / 2 / WAV_SAMPLE_RATE) * 1000;
    }
    case 'ogg':
      return readOgg(audio).durationMs;
    case 'webm':
      return readWebm(audio).durationMs;
  }
}
