import type { PronunciationScores, RecognizedWord } from '@shared/contract';
import { messages } from '../../messages';

/**
 * One attempt heard. `words` are the words heard with their confidence (the server's engine);
 * with `scores` (a practice recording whose sounds the engine scored) the phrase's words with
 * their sounds. `recording` is the clip the server heard: in memory only, never stored.
 */
export interface Heard {
  transcript: string;
  words?: RecognizedWord[];
  scores?: PronunciationScores;
  recording?: Blob;
  /** The browser heard it, and its sounds are being scored from the recording made beside it: `onScored` follows. */
  scoring?: true;
}

/** The sounds of an attempt the browser heard, scored later from the recording made beside it. */
export interface Scored {
  words: RecognizedWord[];
  scores: PronunciationScores;
  recording: Blob;
}

/** What the screen shows while the learner is heard (lib/voice/use-voice.ts). */
export type Hearing =
  | { status: 'idle' }
  /** The browser's own recognition is listening. */
  | { status: 'listening' }
  /** The first recording of the visit: the browser is asking for the microphone. */
  | { status: 'asking' }
  | { status: 'recording'; level: number; secondsLeft: number }
  | { status: 'recognizing' }
  | { status: 'error'; message: string; wayOut: boolean };

export const idle: Hearing = { status: 'idle' };
/** Silence: not a wrong answer (no try is spent), the learner is asked to speak up. */
export const nothingHeard: Hearing = {
  status: 'error',
  message: messages.speaking.nothingHeard,
  wayOut: false,
};

/** The recording state at `elapsedMs` of a `limitMs` recording. */
export function recordingAt(limitMs: number, elapsedMs: number, level = 0): Hearing {
  return { status: 'recording', level, secondsLeft: Math.max(0, Math.ceil((limitMs - elapsedMs) / 1000)) };
}

/** Whether the microphone was granted once this visit (the "why" line is shown before that). */
let microphoneGranted = false;

export function rememberMicrophoneGranted(): void {
  microphoneGranted = true;
}

/** The first state of a recording: the browser asks for the microphone the first time. */
export function recordingStart(limitMs: number): Hearing {
  return microphoneGranted ? recordingAt(limitMs, 0) : { status: 'asking' };
}
