import { MAX_PROMPT_CHARACTERS } from '@shared/rules';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { conversationMessages } from '../../../messages/conversation';

/**
 * What the recognizer heard, before it goes to the tutor: an edit box to correct it, 'Enviar'
 * and 'Falar de novo'. 'Enviar' takes the focus (a phone's keyboard stays closed) and is
 * described by the words heard, so a screen reader says them.
 */
export function HeardLine({
  text,
  waiting,
  edit,
  send,
  speakAgain,
}: {
  text: string;
  /** A typed line is with the tutor: this one waits. */
  waiting: boolean;
  edit: (text: string) => void;
  send: () => void;
  speakAgain: () => void;
}) {
  const words = conversationMessages.heard;
  const boxId = useId();
  const wordsId = useId();
  const hintId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  useEffect(() => sendButton.current?.focus(), []);

  function submit(event: Pick<FormEvent, 'preventDefault'>) {
    event.preventDefault();
    if (text.trim() && !waiting) send();
  }

  return (
    <form className="card heard-line" onSubmit={submit}>
      <label htmlFor={boxId} className="heard-line-label">
        {words.label}
      </label>
      <textarea
        id={boxId}
        lang="en"
        rows={2}
        value={text}
        maxLength={MAX_PROMPT_CHARACTERS}
        onChange={(event) => edit(event.target.value)}
        // A prompt is one line: Enter sends it, as in the text box.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) submit(event);
        }}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <p id={hintId} className="heard-line-hint">
        {words.hint}
      </p>
      {/* Hidden, yet what 'Enviar' is described by: the box's own description would be its label. */}
      <span id={wordsId} hidden>
        {text}
      </span>
      <div className="heard-line-actions">
        <button
          ref={sendButton}
          type="submit"
          className="button button-primary"
          disabled={waiting || !text.trim()}
          aria-describedby={`${wordsId} ${hintId}`}
        >
          {conversationMessages.send}
        </button>
        <button type="button" className="button button-secondary" onClick={speakAgain} disabled={waiting}>
          {words.speakAgain}
        </button>
      </div>
    </form>
  );
}
