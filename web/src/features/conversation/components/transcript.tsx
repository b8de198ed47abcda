import type { BroughtBack, NoPointsReason } from '@shared/contract';
import { Correction } from '../../../components/correction';
import { messages } from '../../../messages';
import { conversationMessages } from '../../../messages-conversation';
import { type Exchange, latestReply, type TutorLine } from '../session/conversation-machine';
import { type Replay, TutorBubble } from './tutor-bubble';

/** The note beside a learner's line that earned no points; none for the day's cap (told once, apart). */
function noPointsNote(reason: NoPointsReason | null): string | null {
  if (reason === 'short') return messages.conversation.noPointsShort;
  if (reason === 'repeated') return messages.conversation.noPointsRepeated;
  return null;
}

function ExchangeBubbles({ exchange, replay }: { exchange: Exchange; replay: Replay }) {
  const text = messages.conversation;
  const note = noPointsNote(exchange.noPointsReason);
  return (
    <li className="exchange">
      <div className="bubble bubble-learner">
        <span className="bubble-who">{text.you}</span>
        <p lang="en">{exchange.said}</p>
        {note && <span className="bubble-note">{note}</span>}
        {exchange.reviewRight && (
          <span className="bubble-praise">{conversationMessages.opening.reviewRight}</span>
        )}
        {exchange.correction && <Correction correction={exchange.correction} />}
      </div>
      {exchange.reply !== null && (
        <TutorBubble
          text={exchange.reply}
          translation={exchange.translation}
          audioUrl={exchange.audioUrl}
          replay={replay}
        >
          {exchange.voiceDone && <span className="bubble-note">{text.voiceDone}</span>}
        </TutorBubble>
      )}
    </li>
  );
}

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
  const text = messages.conversation;
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
        {exchanges.map((exchange) => (
          <ExchangeBubbles key={exchange.id} exchange={exchange} replay={replay} />
        ))}
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
