/** How long a recording is, read from its container alone: nothing is decoded. */
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
    case 'wav':
      return readWavRecording(audio).durationMs;
    case 'ogg':
      return readOgg(audio).durationMs;
    case 'webm':
      return readWebm(audio).durationMs;
  }
}
