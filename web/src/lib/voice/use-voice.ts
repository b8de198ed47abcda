import type { RecognizedWord } from '@shared/contract';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { listenOnce, RecognitionError } from './browser-recognition';
import { currentHearer, isFallbackCode, rememberRecognitionFailure } from './hearer';
import { type Hearing, idle, nothingHeard, recordingStart } from './hearing';
import type { ServerHearing } from './server-hearing';

export type { Hearing } from './hearing';

export interface VoiceOptions {
  /** The longest recording: 10 s in the practice, 20 s in the conversation (contract). */
  limitMs: number;
}

/**
 * One press of 'Falar' = one transcript (in the practice, of `expected`), with the words and
 * their confidence when the server heard it. The browser's recognition gives one confidence for
 * the whole result, which says nothing of which word was unclear: no words are passed then, and
 * the word help shows no word as unclear (docs/product.md). Heard by whom
 * ./hearer.ts chooses. A browser failure that means its recognition will not work records
 * at once, and for the rest of the visit. Audio playing is paused first (the microphone would
 * hear it); `cancel()`, or unmounting, stops everything and nothing is heard after it.
 */
export function useVoice(
  onTranscript: (transcript: string, words?: RecognizedWord[]) => void,
  { limitMs }: VoiceOptions,
) {
  const [hearing, setHearing] = useState<Hearing>(idle);
  const cancel = useRef<() => void>(undefined);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  function listen(expected?: string) {
    for (const audio of document.querySelectorAll('audio')) audio.pause();
    if (currentHearer() === 'browser') listenInBrowser(expected);
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
        if (!left) session = hearOnServer({ limitMs, expected, show: setHearing, onTranscript });
      },
      () => {
        if (!left) setHearing({ status: 'error', message: messages.errors.network, wayOut: false });
      },
    );
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
