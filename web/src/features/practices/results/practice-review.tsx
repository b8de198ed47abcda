import type { ReviewedPhrase } from '../../../config/screen-paths';
import { messages } from '../../../messages';
import { rememberedAudio } from '../session/audio-memory';

const outcomeText = {
  right: messages.review.right,
  wrong: messages.review.wrong,
  skipped: messages.review.skipped,
} as const;

/** Navigation state is the learner's own history: keep only well-formed review items. */
export function reviewFromState(state: unknown): ReviewedPhrase[] {
  const review =
    typeof state === 'object' && state !== null ? (state as { review?: unknown }).review : undefined;
  if (!Array.isArray(review)) return [];
  return review.filter(
    (item): item is ReviewedPhrase =>
      typeof item?.phrase === 'string' &&
      item.outcome in outcomeText &&
      Array.isArray(item.answers) &&
      item.answers.every((answer: unknown) => typeof answer === 'string'),
  );
}

function replay(url: string) {
  new Audio(url).play().catch(() => undefined);
}

/** Each phrase of the practice: how it went, what the learner answered, its audio again. */
export function PracticeReview({ review, answered }: { review: ReviewedPhrase[]; answered: string }) {
  if (review.length === 0) return null;
  return (
    <section className="card review" aria-labelledby="revisao">
      <h2 id="revisao" className="card-title">
        {messages.review.title}
      </h2>
      <ol className="review-list">
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
              </p>
              <p className="review-answers">
                <span className="muted">{answered}</span>{' '}
                {item.answers.length > 0 ? (
                  <span lang="en">{item.answers.join(' · ')}</span>
                ) : (
                  <span className="muted">{messages.review.noAnswer}</span>
                )}
              </p>
              {audio && (
                <button
                  type="button"
                  className="button button-secondary review-replay"
                  onClick={() => replay(audio)}
                >
                  {messages.review.replay(item.phrase)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
