import { type FormEvent, useId, useState } from 'react';
import { speechRecognitionSupported } from '../../../lib/speech-recognition';
import type { Listening } from '../../../lib/use-listening';
import { messages } from '../../../messages';

interface TalkingControlsProps {
  listening: Listening;
  waiting: boolean;
  speak: () => void;
  send: (prompt: string) => void;
  end: () => void;
}

/** 'Falar', the typed prompt and 'Encerrar'. */
export function TalkingControls({ listening, waiting, speak, send, end }: TalkingControlsProps) {
  const text = messages.talking;
  // Without the browser's own recognition, typing is the way in.
  const [supported] = useState(speechRecognitionSupported);
  const [typed, setTyped] = useState('');
  const typedId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) return;
    send(typed);
    setTyped('');
  }

  return (
    <>
      {!supported && <p className="alert alert-error">{messages.speaking.unsupported}</p>}
      {supported && (
        <button
          type="button"
          className="button button-primary button-block button-large"
          onClick={speak}
          disabled={listening.status === 'listening' || waiting}
        >
          {listening.status === 'listening' ? text.listening : text.speak}
        </button>
      )}
      <form className="talking-type" onSubmit={submit}>
        <label htmlFor={typedId}>{text.typeLabel}</label>
        <div className="talking-type-row">
          <input
            id={typedId}
            type="text"
            lang="en"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={500}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="sentences"
            spellCheck={false}
          />
          <button type="submit" className="button button-secondary" disabled={waiting || !typed.trim()}>
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
