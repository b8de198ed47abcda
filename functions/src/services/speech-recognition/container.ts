/** How long a recording is, read from its container alone: nothing is decoded. */
import { readOgg } from './ogg';
import type { AudioFormat } from './recognizer';
import { readWavLayout } from './wav-format';
import { readWebm } from './webm';

/** Milliseconds of audio; throws UnreadableAudioError when the bytes are not that container. */
export function recordingMs(format: AudioFormat, audio: Uint8Array): number {
  switch (format) {
    case 'wav':
      return readWavLayout(audio).durationMs;
    case 'ogg':
      return readOgg(audio).durationMs;
    case 'webm':
      return readWebm(audio).durationMs;
  }
}
