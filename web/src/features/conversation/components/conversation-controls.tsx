import { MAX_PROMPT_CHARACTERS } from '@shared/rules';
import { type FormEvent, Suspense, useId, useState } from 'react';
import { LazyRecordingPanel } from '../../../components/lazy-recording-panel';
import { currentHearer } from '../../../lib/voice/hearer';
import { type Hearing, speakLabel } from '../../../lib/voice/use-voice';
import { messages } from '../../../messages';

interface ConversationControlsProps {
  hearing: Hearing;
  waiting: boolean;
  speak: () => void;
  stopRecording: () => void;
  send: (prompt: string) => void;
  end: () => void;
}

/** 'Falar' (or, while recording, the recording's panel), the typed prompt and 'Encerrar'. */
export function ConversationControls({
  hearing,
  waiting,
  speak,
  stopRecording,
  send,
  end,
}: ConversationControlsProps) {
  const text = messages.conversation;
  // Where nothing can hear the learner (no recognition, no recorder), typing is the way in.
  const [canSpeak] = useState(() => currentHearer() !== 'none');
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const busy = hearing.status !== 'idle' && hearing.status !== 'error';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) return;
    send(typed);
    setTyped('');
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
      {canSpeak && hearing.status !== 'recording' && (
        <button
          type="button"
          className="button button-primary button-block button-large"
          onClick={speak}
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
            onChange={(event) => setTyped(event.target.value)}
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
      <button type="button" className="button button-secondary button-block" onClick={end}>
        {text.stop}
      </button>
    </>
  );
}
