/**
 * The speech-recognition port: a learner's short recording in, what was said out. Adapters:
 * Google Cloud Speech-to-Text v2 (production, ./google-stt.ts) and PocketSphinx (offline,
 * ./pocketsphinx.ts); SPEECH_RECOGNIZER picks one (./create.ts).
 */
import type { SoundTipId } from '../../shared/sound-habits';
import type {
  AssessedPhone as AnsweredPhone,
  RecognizedWord as AnsweredWord,
  PronunciationScores,
} from '../../shared/speech-payloads';

/** The containers the API accepts: what MediaRecorder makes, and WAV made in the browser. */
export const AUDIO_FORMATS = ['webm', 'ogg', 'wav'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export interface RecognizeRequest {
  /** The recording as it was uploaded: WebM/Opus, Ogg/Opus or 16 kHz mono 16-bit WAV. */
  audio: Uint8Array;
  format: AudioFormat;
  /**
   * The pool phrase the learner is repeating, when there is one. An engine may use it only as
   * a mild hint: it must still hear a different sentence as what was said.
   */
  expected?: string;
  /** Aborts the recognition (the caller's deadline). */
  signal?: AbortSignal;
  /** The room `admit` held for this recording (given back when its decode ends). */
  ticket?: EngineTicket;
}

/** Room an engine holds for one recording, from before it is counted until its decode ends. */
export interface EngineTicket {
  /** Gives the room back (the call stopped before recognizing); a second call does nothing. */
  release(): void;
}

/** A word heard, as the API answers it (../../shared/speech-payloads.ts). */
export type RecognizedWord = Pick<AnsweredWord, 'word' | 'confidence' | 'start' | 'end'>;

export interface Recognition {
  /** What was heard, lower case words separated by spaces; empty when nothing was. */
  transcript: string;
  words?: RecognizedWord[];
  /**
   * With an `expected` phrase, when the engine scores sounds (the offline one): how well each of
   * the phrase's words and sounds was said, whatever the transcript.
   */
  pronunciation?: PronunciationAssessment;
}

/**
 * A phone as the API answers it (../../shared/speech-payloads.ts), its habit one of the table's
 * (../../shared/sound-habits.ts), with its times in the recording when it was said.
 */
export interface AssessedPhone extends AnsweredPhone {
  habit?: SoundTipId;
  start?: number;
  end?: number;
}

/** A word of the expected phrase as the engine scored it: the API's word, its phones the engine's. */
export interface AssessedWord
  extends Pick<AnsweredWord, 'word' | 'start' | 'end'>,
    Required<Pick<AnsweredWord, 'accuracy' | 'error'>> {
  phones: AssessedPhone[];
}

export interface PronunciationAssessment {
  scores: PronunciationScores;
  words: AssessedWord[];
}

export interface Recognizer {
  /** Identifies the engine and model, for logs. */
  readonly name: string;
  recognize(request: RecognizeRequest): Promise<Recognition>;
  /**
   * Engines with a queue of their own (the resident decoder): room for a recording of `audioMs`,
   * or RecognizerBusyError at once when the queue is full.
   */
  admit?(audioMs: number): EngineTicket;
}

/** The recording could not be read (not the container it claims to be, or no audio in it). */
export class UnreadableAudioError extends Error {
  override readonly name = 'UnreadableAudioError';
}

/** The offline engine is not installed on this machine (the PocketSphinx binary is missing). */
export class RecognizerNotInstalledError extends Error {
  override readonly name = 'RecognizerNotInstalledError';
}

/** The engine's queue is full: nothing was counted, the learner tries again in a moment. */
export class RecognizerBusyError extends Error {
  override readonly name = 'RecognizerBusyError';
}

/**
 * The engine gave up on the audio itself: it kept the decoder working to its limit (a recording
 * crafted to swell the search). Unlike the server's own faults, it counts as a recognition.
 */
export class AudioTooHardError extends Error {
  override readonly name = 'AudioTooHardError';
}
