import { type ReactNode, useId, useState } from 'react';
import { SLOW_RATE } from '../../../lib/slow-replay';
import { conversationMessages } from '../../../messages/conversation';

/** Plays a reply's audio at `rate` (1, or SLOW_RATE for "Ouvir devagar"). */
export type Replay = (url: string, rate?: number) => void;

/**
 * A line of the tutor: the English, then "Traduzir" (its Portuguese, sent with the reply: no
 * call), "Ouvir de novo" and "Ouvir devagar" (the reply's own audio; none without audio).
 */
export function TutorBubble({
  text,
  translation,
  audioUrl,
  replay,
  children,
}: {
  text: string;
  translation: string;
  audioUrl: string | null;
  replay: Replay;
  children?: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  const translationId = useId();
  const words = conversationMessages.reply;
  return (
    <div className="bubble bubble-tutor">
      <span className="bubble-who">{conversationMessages.tutor}</span>
      <p lang="en">{text}</p>
      {shown && (
        <p id={translationId} className="bubble-translation">
          {translation}
        </p>
      )}
      <div className="bubble-actions">
        {translation && (
          <button
            type="button"
            className="link-button"
            aria-expanded={shown}
            aria-controls={shown ? translationId : undefined}
            onClick={() => setShown(!shown)}
          >
            {shown ? words.hideTranslation : words.translate}
          </button>
        )}
        {audioUrl && (
          <>
            <button type="button" className="link-button" onClick={() => replay(audioUrl)}>
              {conversationMessages.replay}
            </button>
            <button type="button" className="link-button" onClick={() => replay(audioUrl, SLOW_RATE)}>
              {words.slow}
            </button>
          </>
        )}
      </div>
      {children}
    </div>
  );
}
