import type { BroughtBack } from '@shared/contract';
import { lazy, Suspense } from 'react';
import { conversationMessages } from '../../../messages/conversation';
import { type Exchange, latestReply, type TutorLine } from '../session/conversation-machine';
import { loadExchangeBubbles } from './talk-parts';
import { type Replay, TutorBubble } from './tutor-bubble';

/** The learner's lines and the replies: none at the first render, so their code loads with the first. */
const ExchangeBubbles = lazy(() => loadExchangeBubbles().then((m) => ({ default: m.ExchangeBubbles })));

/** "Da última vez você disse ... Tente de novo: ...", with why: a correction of the last conversation. */
function BroughtBackCard({ broughtBack }: { broughtBack: BroughtBack }) {
  const words = conversationMessages.opening;
  return (
    <section className="brought-back" aria-label={words.broughtBackTitle}>
      <p>{words.broughtBack(broughtBack.said, broughtBack.better)}</p>
      <p className="correction-why">{broughtBack.explanation}</p>
    </section>
  );
}

export function Transcript({
  opened,
  opening,
  broughtBack,
  exchanges,
  waiting,
  replay,
}: {
  /** The tutor has opened (or could not: the learner starts). */
  opened: boolean;
  opening: TutorLine | null;
  broughtBack: BroughtBack | null;
  exchanges: Exchange[];
  waiting: boolean;
  replay: Replay;
}) {
  const text = conversationMessages;
  return (
    <section className="card transcript" aria-label={text.transcriptLabel}>
      {!opened && (
        <p className="muted" role="status">
          {conversationMessages.opening.loading}
        </p>
      )}
      {/* The tutor speaks first; the list holds the learner's turns and their replies. */}
      {opening && (
        <div className="exchange">
          <TutorBubble
            text={opening.text}
            translation={opening.translation}
            audioUrl={opening.audioUrl}
            replay={replay}
          />
        </div>
      )}
      {broughtBack && <BroughtBackCard broughtBack={broughtBack} />}
      <ol className="plain-list transcript-list">
        <Suspense fallback={null}>
          {exchanges.map((exchange) => (
            <ExchangeBubbles key={exchange.id} exchange={exchange} replay={replay} />
          ))}
        </Suspense>
      </ol>
      {opened && exchanges.length === 0 && <p className="muted">{text.empty}</p>}
      {waiting && (
        <p className="muted" role="status">
          {text.waiting}
        </p>
      )}
      {/* One announcement per reply, not the whole transcript. */}
      <p className="visually-hidden" aria-live="polite">
        {latestReply({ exchanges, opening })}
      </p>
    </section>
  );
}
