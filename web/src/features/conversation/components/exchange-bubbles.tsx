import type { NoPointsReason } from '@shared/contract';
import { Correction } from '../../../components/correction';
import { conversationMessages } from '../../../messages/conversation';
import type { Exchange } from '../session/conversation-machine';
import { type Replay, TutorBubble } from './tutor-bubble';

/** The note beside a learner's line that earned no points; none for the day's cap (told once, apart). */
function noPointsNote(reason: NoPointsReason | null): string | null {
  if (reason === 'short') return conversationMessages.noPointsShort;
  if (reason === 'repeated') return conversationMessages.noPointsRepeated;
  return null;
}

/** One turn: the learner's line (its note, praise and correction) and the tutor's reply. */
export function ExchangeBubbles({ exchange, replay }: { exchange: Exchange; replay: Replay }) {
  const text = conversationMessages;
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
