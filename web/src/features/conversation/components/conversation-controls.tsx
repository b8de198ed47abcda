import { MAX_PROMPT_CHARACTERS } from '@shared/rules';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { LazyConfirmModal } from '../../../components/lazy-confirm-modal';
import { LazyRecordingPanel } from '../../../components/lazy-recording-panel';
import { currentHearer } from '../../../lib/voice/hearer';
import { type Hearing, speakLabel } from '../../../lib/voice/use-voice';
import { conversationMessages } from '../../../messages/conversation';
import type { LineSource } from '../session/conversation-machine';
import { loadHeardLine, preloadTalkParts } from './talk-parts';

/** The heard line to check: only after a recording, so its code loads then (asked for at 'Falar'). */
const HeardLine = lazy(() => loadHeardLine().then((m) => ({ default: m.HeardLine })));

interface ConversationControlsProps {
  hearing: Hearing;
  waiting: boolean;
  /** What was heard, to check before it is sent; null when nothing was heard. */
  heard: string | null;
  typed: string;
  /** 'Encerrar' was pressed: its question is open. */
  confirmingEnd: boolean;
  speak: () => void;
  stopRecording: () => void;
  edit: (source: LineSource, text: string) => void;
  send: (source: LineSource) => void;
  askToEnd: () => void;
  keepTalking: () => void;
  end: () => void;
}

/**
 * 'Falar' (or, while recording, the recording's panel; once heard, the line to check), the typed
 * prompt and 'Encerrar'.
 */
export function ConversationControls({
  hearing,
  waiting,
  heard,
  typed,
  confirmingEnd,
  speak,
  stopRecording,
  edit,
  send,
  askToEnd,
  keepTalking,
  end,
}: ConversationControlsProps) {
  const text = conversationMessages;
  // Where nothing can hear the learner (no recognition, no recorder), typing is the way in.
  const [canSpeak] = useState(() => currentHearer() !== 'none');
  const typedId = useId();
  const busy = hearing.status !== 'idle' && hearing.status !== 'error';

  function submit(event: FormEvent) {
    event.preventDefault();
    preloadTalkParts();
    send('typed');
  }

  function listen() {
    preloadTalkParts();
    speak();
  }

  return (
    <>
      {!canSpeak && <p className="alert tone-error">{text.typeOnly}</p>}
      {hearing.status === 'asking' && <p className="microphone-why">{text.microphoneWhy}</p>}
      {canSpeak && hearing.status === 'recording' && (
        <Suspense fallback={null}>
          <LazyRecordingPanel hearing={hearing} onStop={stopRecording} />
        </Suspense>
      )}
      {heard !== null ? (
        <Suspense fallback={null}>
          <HeardLine
            text={heard}
            waiting={waiting}
            edit={(words) => edit('heard', words)}
            send={() => send('heard')}
            speakAgain={listen}
          />
        </Suspense>
      ) : (
        <>
          {canSpeak && hearing.status !== 'recording' && (
            <button
              type="button"
              className="button button-primary button-block button-large"
              onClick={listen}
              disabled={busy || waiting}
            >
              {speakLabel(hearing)}
            </button>
          )}
          <form className="conversation-type" onSubmit={submit}>
            <label htmlFor={typedId}>{text.typeLabel}</label>
            <div className="conversation-type-row">
              <input
                id={typedId}
                type="text"
                lang="en"
                value={typed}
                onChange={(event) => edit('typed', event.target.value)}
                maxLength={MAX_PROMPT_CHARACTERS}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="sentences"
                spellCheck={false}
              />
              <button
                type="submit"
                className="button button-secondary"
                disabled={waiting || busy || !typed.trim()}
              >
                {text.send}
              </button>
            </div>
          </form>
        </>
      )}
      <button type="button" className="button button-secondary button-block" onClick={askToEnd}>
        {text.stop}
      </button>
      {confirmingEnd && (
        <Suspense fallback={null}>
          <LazyConfirmModal question={conversationMessages.end} answer={{ stay: keepTalking, go: end }} />
        </Suspense>
      )}
    </>
  );
}
