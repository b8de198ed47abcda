import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { listenOnce, RecognitionError } from './browser-recognition';
import { currentHearer, isFallbackCode, rememberRecognitionFailure } from './hearer';
import { type Heard, type Hearing, idle, nothingHeard, recordingStart, type Scored } from './hearing';
import type { ParallelScoring, ServerHearing } from './server-hearing';

export type { Heard, Hearing, Scored } from './hearing';

export interface VoiceOptions {
  /** The longest recording: 10 s in the practice, 20 s in the conversation (contract). */
  limitMs: number;
  /**
   * The sounds of an attempt the browser heard (its `Heard` says `scoring`), scored from the
   * recording made beside it; null when none were (no microphone, silence, a refused call).
   */
  onScored?: (scored: Scored | null) => void;
}

/**
 * One press of 'Falar' = one `Heard` (in the practice, of `expected`): the transcript, and when
 * the server heard it, the words, the sounds' scores and the clip. The browser's recognition
 * gives one confidence for the whole result, which says nothing of which word was unclear: no
 * words are passed then; in the practice the attempt is also recorded while the browser listens
 * and sent for its sounds, which come later through `onScored` (docs/product.md). Heard by whom
 * ./hearer.ts chooses. A browser failure that means its recognition will not work records
 * at once, and for the rest of the visit. Audio playing is paused first (the microphone would
 * hear it); `cancel()`, or unmounting, stops everything and nothing is heard after it; a new
 * attempt drops the scoring of the one before.
 */
export function useVoice(onHeard: (heard: Heard) => void, { limitMs, onScored }: VoiceOptions) {
  const [hearing, setHearing] = useState<Hearing>(idle);
  const cancel = useRef<() => void>(undefined);
  const stop = useRef<() => void>(undefined);
  /** The scoring of the last attempt the browser heard, dropped by the next attempt. */
  const scoring = useRef<{ cancel: () => void }>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  function listen(expected?: string) {
    scoring.current?.cancel();
    for (const audio of document.querySelectorAll('audio')) audio.pause();
    if (currentHearer() === 'browser') listenInBrowser(expected);
    else record(expected);
  }

  function listenInBrowser(expected: string | undefined) {
    const session = listenOnce('en-US');
    const beside = expected !== undefined && onScored ? scoreBeside(expected, onScored) : undefined;
    scoring.current = beside;
    let left = false;
    cancel.current = () => {
      left = true;
      session.abort();
      beside?.cancel();
    };
    stop.current = undefined;
    setHearing({ status: 'listening' });
    session.transcript.then(
      (text) => {
        if (left) return;
        setHearing(idle);
        onHeard(beside ? { transcript: text, scoring: true } : { transcript: text });
        beside?.send();
      },
      (error: unknown) => {
        if (left) return;
        beside?.cancel();
        const code = error instanceof RecognitionError ? error.code : null;
        if (code !== null && isFallbackCode(code)) {
          rememberRecognitionFailure(code);
          record(expected);
        } else if (code === 'no-speech') setHearing(nothingHeard);
        else setHearing({ status: 'error', message: messages.speaking.recognitionError, wayOut: false });
      },
    );
  }

  /** Records and has the API hear it; that code loads at the first recording of the visit. */
  function record(expected: string | undefined) {
    let session: ServerHearing | undefined;
    let left = false;
    cancel.current = () => {
      left = true;
      session?.cancel();
    };
    stop.current = () => session?.stop();
    setHearing(recordingStart(limitMs));
    import('./server-hearing').then(
      ({ hearOnServer }) => {
        if (!left) session = hearOnServer({ limitMs, expected, show: setHearing, onHeard });
      },
      () => {
        if (!left) setHearing({ status: 'error', message: messages.errors.network, wayOut: false });
      },
    );
  }

  /**
   * Records the practice attempt the browser is hearing, for its sounds (./server-hearing.ts,
   * loaded now; where nothing can record, the recording simply fails there).
   */
  function scoreBeside(expected: string, scored: (scored: Scored | null) => void) {
    // null: the attempt was sent or left before that code loaded; a recording would hear only silence.
    let scoring: ParallelScoring | null | undefined;
    import('./server-hearing').then(
      ({ scoreInParallel }) => {
        scoring ??= scoreInParallel({ limitMs, expected, onScored: scored });
      },
      () => undefined,
    );
    return {
      send: () => {
        if (scoring) return scoring.send();
        // That code did not load in time: nothing was recorded.
        scoring = null;
        scored(null);
      },
      cancel: () => {
        scoring?.cancel();
        scoring ??= null;
      },
    };
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

/** What 'Falar' reads while the learner is heard: 'Ouvindo...', then 'Reconhecendo...'. */
export function speakLabel(hearing: Hearing): string {
  if (hearing.status === 'listening' || hearing.status === 'asking') return messages.speaking.listening;
  return hearing.status === 'recognizing' ? messages.speaking.recognizing : messages.speaking.speak;
}
