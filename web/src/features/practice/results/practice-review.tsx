import { TitledCard } from '../../../components/titled-card';
import { messages } from '../../../messages';
import { finalScreenMessages } from '../../../messages/final-screen';
import { Meaning } from '../components/meaning';
import { rememberedAudio } from '../session/audio-memory';
import type { ReviewedPhrase } from './final-state';

const outcomeText = {
  right: finalScreenMessages.review.right,
  wrong: finalScreenMessages.review.wrong,
  skipped: finalScreenMessages.review.skipped,
} as const;

function replay(url: string) {
  new Audio(url).play().catch(() => undefined);
}

/** Each phrase of the practice: how it went, what the learner answered, its audio again. */
export function PracticeReview({ review, answered }: { review: ReviewedPhrase[]; answered: string }) {
  if (review.length === 0) return null;
  return (
    <TitledCard title={finalScreenMessages.review.title} className="review">
      <ol className="plain-list review-list">
        {review.map((item) => {
          const audio = rememberedAudio(item.phrase);
          return (
            <li key={item.phrase} className={`review-item review-${item.outcome}`}>
              <p className="review-head">
                <span className={`badge review-badge review-badge-${item.outcome}`}>
                  {outcomeText[item.outcome]}
                </span>
                <q lang="en" className="review-phrase">
                  {item.phrase}
                </q>
                {item.wasReview && <span className="badge">{messages.practice.reviewTag}</span>}
                {item.wasTask && <span className="badge">{messages.practice.assignmentTag}</span>}
              </p>
              <Meaning text={item.meaning} />
              <p className="review-answers">
                <span className="muted">{answered}</span>{' '}
                {item.answers.length > 0 ? (
                  <span lang="en">{item.answers.join(' · ')}</span>
                ) : (
                  <span className="muted">{finalScreenMessages.review.noAnswer}</span>
                )}
              </p>
              {audio && (
                <button
                  type="button"
                  className="button button-secondary review-replay"
                  onClick={() => replay(audio)}
                >
                  {finalScreenMessages.review.replay(item.phrase)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </TitledCard>
  );
}
