import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { ApiError } from '../api-client';
import { listenOnce, RecognitionError } from './browser-recognition';
import { currentEngine, isFallbackCode, isInAppBrowser, microphoneHelpFor, rememberRecognitionFailure } from './engine';
import { recognizeSpeech } from './recognize';
import type { Recording } from './recorder';

export type Hearing =
  | { status: 'idle' }
  /** The browser's own recognition is listening. */
  | { status: 'listening' }
  /** The first recording of the visit: the browser is asking for the microphone. */
  | { status: 'asking' }
  | { status: 'recording'; level: number; secondsLeft: number }
  | { status: 'recognizing' }
  | { status: 'error'; message: string; wayOut: boolean };

const idle: Hearing = { status: 'idle' };
/** Silence: not a wrong answer (no try is spent), the learner is asked to speak up. */
const nothingHeard: Hearing = { status: 'error', message: messages.speaking.nothingHeard, wayOut: false };
/** Whether the microphone was granted once this visit (the "why" line is shown before that). */
let microphoneGranted = false;

export interface VoiceOptions {
  /** The longest recording: 10 s in the practice, 20 s in the conversation (contract). */
  limitMs: number;
}

/**
 * One press of 'Falar' = one transcript of what the learner said (in the practice, repeating
 * `expected`, a pool phrase), from the browser's recognition where it works, else from a
 * recording the API hears (chosen by ./engine.ts). A browser recognition failure that means it
 * will not work ('service-not-allowed', 'network'...) records at once, and the rest of the visit
 * records. What is playing is paused first (the microphone would hear it); `cancel()`, or the
 * page unmounting, stops everything and nothing is heard after it.
 */
export function useVoice(onTranscript: (transcript: string) => void, { limitMs }: VoiceOptions) {
  const [hearing, setHearing] = useState<Hearing>(idle);
  const cancel = useRef<() => void>(undefined);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  function listen(expected?: string) {
    for (const audio of document.querySelectorAll('audio')) audio.pause();
    if (currentEngine() === 'browser') listenInBrowser(expected);
    else record(expected);
  }

  function listenInBrowser(expected: string | undefined) {
    const session = listenOnce('en-US');
    let left = false;
    cancel.current = () => {
      left = true;
      session.abort();
    };
    stop.current = undefined;
    setHearing({ status: 'listening' });
    session.transcript.then(
      (text) => {
        if (left) return;
        setHearing(idle);
        onTranscript(text);
      },
      (error: unknown) => {
        if (left) return;
        const code = error instanceof RecognitionError ? error.code : null;
        if (code !== null && isFallbackCode(code)) {
          rememberRecognitionFailure(code);
          record(expected);
        } else if (code === 'no-speech') setHearing(nothingHeard);
        else setHearing({ status: 'error', message: messages.speaking.recognitionError, wayOut: false });
      },
    );
  }

  async function record(expected: string | undefined) {
    const left = new AbortController();
    let recording: Recording | undefined;
    cancel.current = () => {
      left.abort();
      recording?.cancel();
    };
    stop.current = () => recording?.stop();
    const seconds = (elapsedMs: number) => Math.max(0, Math.ceil((limitMs - elapsedMs) / 1000));
    setHearing(
      microphoneGranted ? { status: 'recording', level: 0, secondsLeft: seconds(0) } : { status: 'asking' },
    );
    try {
      const { startRecording } = await import('./recorder');
      if (left.signal.aborted) return;
      recording = await startRecording({
        limitMs,
        onFrame: (level, elapsedMs) => {
          if (!left.signal.aborted)
            setHearing({ status: 'recording', level, secondsLeft: seconds(elapsedMs) });
        },
      });
      microphoneGranted = true;
      if (left.signal.aborted) return recording.cancel();
      setHearing({ status: 'recording', level: 0, secondsLeft: seconds(0) });
      const clip = await recording.result;
      if (left.signal.aborted) return;
      setHearing({ status: 'recognizing' });
      const { transcript } = await recognizeSpeech(clip, expected, left.signal);
      // A reply already on its way when the learner left is not heard.
      if (left.signal.aborted) return;
      if (!transcript.trim()) return setHearing(nothingHeard);
      setHearing(idle);
      onTranscript(transcript);
    } catch (error) {
      if (!left.signal.aborted) setHearing(failure(error));
    }
  }

  return {
    hearing,
    listen,
    /** Sends what was recorded now ('Parar'). */
    stop: () => stop.current?.(),
    /** Stops listening and forgets it: no transcript comes, and the screen is idle again. */
    cancel: () => {
      cancel.current?.();
      setHearing(idle);
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
