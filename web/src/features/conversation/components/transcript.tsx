import type { NoPointsReason } from '@shared/contract';
import { messages } from '../../../messages';
import { type Exchange, latestReply } from '../session/conversation-machine';
import { Correction } from './correction';

/** The note beside a learner's line that earned no points; none for the day's cap (told once, apart). */
function noPointsNote(reason: NoPointsReason | null): string | null {
  if (reason === 'short') return messages.conversation.noPointsShort;
  if (reason === 'repeated') return messages.conversation.noPointsRepeated;
  return null;
}

function ExchangeBubbles({ exchange, replay }: { exchange: Exchange; replay: (url: string) => void }) {
  const text = messages.conversation;
  const note = noPointsNote(exchange.noPointsReason);
  const { audioUrl } = exchange;
  return (
    <li className="exchange">
      <div className="bubble bubble-learner">
        <span className="bubble-who">{text.you}</span>
        <p lang="en">{exchange.said}</p>
        {note && <span className="bubble-note">{note}</span>}
        {exchange.correction && <Correction correction={exchange.correction} />}
      </div>
      {exchange.reply !== null && (
        <div className="bubble bubble-tutor">
          <span className="bubble-who">{text.tutor}</span>
          <p lang="en">{exchange.reply}</p>
          {audioUrl && (
            <button type="button" className="link-button" onClick={() => replay(audioUrl)}>
              {text.replay}
            </button>
          )}
          {exchange.voiceDone && <span className="bubble-note">{text.voiceDone}</span>}
        </div>
      )}
    </li>
  );
}

export function Transcript({
  exchanges,
  waiting,
  replay,
}: {
  exchanges: Exchange[];
  waiting: boolean;
  replay: (url: string) => void;
}) {
  const text = messages.conversation;
  return (
    <section className="card transcript" aria-label={text.transcriptLabel}>
      {exchanges.length === 0 && <p className="muted">{text.empty}</p>}
      <ol className="plain-list transcript-list">
        {exchanges.map((exchange) => (
          <ExchangeBubbles key={exchange.id} exchange={exchange} replay={replay} />
        ))}
      </ol>
      {waiting && (
        <p className="muted" role="status">
          {text.waiting}
        </p>
      )}
      {/* One announcement per reply, not the whole transcript. */}
      <p className="visually-hidden" aria-live="polite">
        {latestReply({ exchanges })}
      </p>
    </section>
  );
}
