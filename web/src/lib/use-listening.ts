import { useEffect, useRef, useState } from 'react';
import { messages } from '../messages';
import { listenOnce, RecognitionError } from './speech-recognition';

export type Listening = { status: 'idle' } | { status: 'listening' } | { status: 'error'; message: string };

/**
 * One press of 'Falar' = one final en-US transcript for `onTranscript`. What is playing is paused
 * first (the microphone would hear it); a refused microphone or a failed recognition becomes a
 * Portuguese sentence. Listening stops when the component unmounts, or on `stop()`.
 */
export function useListening(onTranscript: (transcript: string) => void) {
  const [listening, setListening] = useState<Listening>({ status: 'idle' });
  const abort = useRef<() => void>(undefined);
  useEffect(() => () => abort.current?.(), []);

  function listen() {
    for (const audio of document.querySelectorAll('audio')) audio.pause();
    const session = listenOnce('en-US');
    abort.current = session.abort;
    setListening({ status: 'listening' });
    session.transcript.then(
      (text) => {
        setListening({ status: 'idle' });
        onTranscript(text);
      },
      (error: unknown) => {
        const reason = error instanceof RecognitionError ? error.reason : 'failed';
        if (reason === 'aborted') return setListening({ status: 'idle' });
        const message =
          reason === 'microphone-blocked' ? messages.speaking.microphoneBlocked : messages.speaking.recognitionError;
        setListening({ status: 'error', message });
      },
    );
  }

  return { listening, listen, stop: () => abort.current?.() };
}
