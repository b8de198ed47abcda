/**
 * The server's side of hearing the learner, loaded only where the browser's recognition cannot
 * be used: record (./recorder.ts), send the recording to the API (./recognize.ts), and say in
 * Portuguese what went wrong. ./use-voice.ts drives it.
 */
import type { RecognizedWord } from '@shared/contract';
import { messages } from '../../messages';
import { ApiError } from '../api-client';
import { isInAppBrowser, isIos } from './hearer';
import {
  type Hearing,
  idle,
  nothingHeard,
  recordingAt,
  recordingStart,
  rememberMicrophoneGranted,
} from './hearing';
import { recognizeSpeech } from './recognize';
import { type Recording, startRecording } from './recorder';

export interface ServerHearing {
  /** Sends what was recorded now ('Parar'). */
  stop(): void;
  /** Throws the recording away; nothing is shown or heard after it. */
  cancel(): void;
}

export interface ServerHearingOptions {
  limitMs: number;
  /** The pool phrase being repeated (the practice); none in the conversation. */
  expected: string | undefined;
  show: (hearing: Hearing) => void;
  /** With the words and their confidence when the server's engine gives them (the word help). */
  onTranscript: (transcript: string, words?: RecognizedWord[]) => void;
}

/** Records one utterance and has the API hear it, showing each step. */
export function hearOnServer({ limitMs, expected, show, onTranscript }: ServerHearingOptions): ServerHearing {
  const left = new AbortController();
  let recording: Recording | undefined;
  const shown = (hearing: Hearing) => {
    if (!left.signal.aborted) show(hearing);
  };
  shown(recordingStart(limitMs));

  (async () => {
    recording = await startRecording({
      limitMs,
      onFrame: (level, elapsedMs) => shown(recordingAt(limitMs, elapsedMs, level)),
    });
    rememberMicrophoneGranted();
    if (left.signal.aborted) return recording.cancel();
    shown(recordingAt(limitMs, 0));
    const clip = await recording.result;
    shown({ status: 'recognizing' });
    const { transcript, words } = await recognizeSpeech(clip, expected, left.signal);
    // A reply already on its way when the learner left is not heard.
    if (left.signal.aborted) return;
    if (!transcript.trim()) return show(nothingHeard);
    show(idle);
    onTranscript(transcript, words);
  })().catch((error: unknown) => shown(failure(error)));

  return {
    stop: () => recording?.stop(),
    cancel: () => {
      left.abort();
      recording?.cancel();
    },
  };
}

/** What the learner reads when a recording or its recognition failed. */
function failure(error: unknown): Hearing {
  const name = error instanceof DOMException ? error.name : '';
  const userAgent = navigator.userAgent;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    // An in-app browser may refuse without ever asking: only another browser helps.
    if (isInAppBrowser(userAgent))
      return { status: 'error', message: messages.speaking.nothingWorks, wayOut: true };
    return {
      status: 'error',
      message: messages.speaking.microphoneBlockedOn[microphoneHelpFor(userAgent)],
      wayOut: false,
    };
  }
  const message = error instanceof ApiError ? error.message : messages.speaking.recognitionError;
  return { status: 'error', message, wayOut: false };
}

export type MicrophoneHelp = 'ios' | 'samsung' | 'firefox' | 'android' | 'other';

/** Which browser's steps to give for allowing the microphone. */
export function microphoneHelpFor(userAgent: string): MicrophoneHelp {
  if (isIos(userAgent)) return 'ios';
  if (/SamsungBrowser/.test(userAgent)) return 'samsung';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  return /Android/.test(userAgent) ? 'android' : 'other';
}
