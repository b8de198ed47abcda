/**
 * The server's side of hearing the learner, loaded at the first recording of the visit: record
 * (./recorder.ts), send the recording to the API (./recognize.ts), and say in Portuguese what
 * went wrong; or, where the browser hears a practice attempt, record it beside the browser and
 * have its sounds scored. ./use-voice.ts drives it.
 */
import { messages } from '../../messages';
import { ApiError } from '../api-client';
import { isInAppBrowser, isIos } from './hearer';
import {
  type Heard,
  type Hearing,
  idle,
  nothingHeard,
  recordingAt,
  recordingStart,
  rememberMicrophoneGranted,
  type Scored,
} from './hearing';
import { recognizeSpeech } from './recognize';
import { type Recording, startRecording } from './recorder';
import { SPEECH_LEVEL } from './silence-stop';

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
  /** With the words (and the sounds' scores) when the server's engine gives them, and the clip sent. */
  onHeard: (heard: Heard) => void;
}

/** Records one utterance and has the API hear it, showing each step. */
export function hearOnServer({ limitMs, expected, show, onHeard }: ServerHearingOptions): ServerHearing {
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
    const { transcript, words, scores } = await recognizeSpeech(clip, expected, left.signal);
    // A reply already on its way when the learner left is not heard.
    if (left.signal.aborted) return;
    if (!transcript.trim()) return show(nothingHeard);
    show(idle);
    onHeard({ transcript, ...(words ? { words } : {}), ...(scores ? { scores } : {}), recording: clip });
  })().catch((error: unknown) => shown(failure(error)));

  return {
    stop: () => recording?.stop(),
    cancel: () => {
      left.abort();
      recording?.cancel();
    },
  };
}

export interface ParallelScoringOptions {
  limitMs: number;
  /** The pool phrase the learner is repeating. */
  expected: string;
  /** Once after `send()` (never after `cancel()`): the sounds, or null when none were scored. */
  onScored: (scored: Scored | null) => void;
}

export interface ParallelScoring {
  /** The browser's transcript is in: ends the recording and has its sounds scored. */
  send(): void;
  /** Throws the recording away and aborts its call: nothing is scored after it. */
  cancel(): void;
}

/** Set by a 429 (the day's recognitions used): the rest of the visit records nothing beside the browser. */
let scoringRefused = false;

/**
 * Records a practice attempt while the browser's recognition hears it, then sends the clip to
 * the same recognition call for its sounds. The browser's answer never waits for it, so this
 * shows nothing: a microphone that will not open, a clip with no voice in it (the browser's
 * recognition may hold the microphone, as on Android) and a refused or failed call all leave
 * the attempt as the browser heard it.
 */
export function scoreInParallel({ limitMs, expected, onScored }: ParallelScoringOptions): ParallelScoring {
  const left = new AbortController();
  let recording: Recording | undefined;
  let loudest = 0;
  const opened = scoringRefused
    ? Promise.resolve(undefined)
    : startRecording({
        limitMs,
        onFrame: (level) => {
          loudest = Math.max(loudest, level);
        },
      }).then(
        (started) => {
          rememberMicrophoneGranted();
          recording = started;
          if (left.signal.aborted) started.cancel();
          return left.signal.aborted ? undefined : started;
        },
        () => undefined,
      );

  async function send(started: Recording): Promise<Scored | null> {
    started.stop();
    const clip = await started.result;
    if (left.signal.aborted || loudest < SPEECH_LEVEL) return null;
    const { words, scores } = await recognizeSpeech(clip, expected, left.signal);
    return words && scores ? { words, scores, recording: clip } : null;
  }

  return {
    send: () => {
      opened
        .then((started) => (started ? send(started) : null))
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 429) scoringRefused = true;
          return null;
        })
        .then((scored) => {
          if (!left.signal.aborted) onScored(scored);
        });
    },
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
