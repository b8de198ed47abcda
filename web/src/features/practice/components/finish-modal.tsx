import type { PracticeKind } from '@shared/rules';
import { Modal } from '../../../components/modal';
import { messages } from '../../../messages';
import { endReasonText } from '../results/end-reason';
import type { EndReason } from '../results/final-state';
import type { SaveState } from '../session/use-final-save';

/** Why the practice ended; the day's audios used up also as the spec's alert. */
function endLines(kind: PracticeKind, reason: EndReason, dailyAudios: number): string[] {
  const headline = endReasonText(kind, reason, dailyAudios);
  return reason === 'limit' ? [headline, messages.practice.finish.limitAlert] : [headline];
}

/** The end of a practice: why it ended, the points, and their saving. */
export function FinishModal({
  kind,
  reason,
  dailyAudios,
  points,
  save,
  onRetry,
  onGiveUp,
}: {
  kind: PracticeKind;
  reason: EndReason | null;
  /** The learner's daily audios, as the draw said them. */
  dailyAudios: number;
  points: number;
  save: SaveState | null;
  onRetry: () => void;
  onGiveUp: () => void;
}) {
  const [headline, ...more] = reason ? endLines(kind, reason, dailyAudios) : [];
  return (
    <Modal open={reason !== null} title={messages.practice.finish.title} onClose={() => undefined}>
      <div className="finish-body">
        {headline && <p className="finish-headline">{headline}</p>}
        {more.map((line) => (
          <p key={line} role="alert" className="alert tone-error">
            {line}
          </p>
        ))}
        <p className="finish-points">{messages.practice.finish.points(points)}</p>
        <div aria-live="polite">
          {save?.status === 'saving' && <p className="muted">{messages.practice.finish.saving}</p>}
          {save?.status === 'saved' && (
            <p role="status" className="alert tone-success">
              {messages.practice.finish.saved}
            </p>
          )}
          {save?.status === 'error' && (
            <div role="alert" className="alert tone-error">
              <p>{save.message}</p>
              {save.keptOnDevice && <p>{messages.practice.save.keptOnDevice}</p>}
            </div>
          )}
        </div>
        {save?.status === 'error' && (
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={onGiveUp}>
              {save.keptOnDevice
                ? messages.practice.save.leaveSendLater
                : messages.practice.save.leaveWithoutSaving}
            </button>
            <button type="button" className="button button-primary" onClick={onRetry}>
              {messages.practice.save.retry}
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}
