/**
 * What a finished practice hands its final screen in navigation state (`navigate(path, {state})`).
 * The state is the learner's own history and may be anything (an old tab, a hand-made URL), so
 * the final screen reads it with these schemas.
 */
import * as v from 'valibot';

const reviewedPhraseSchema = v.object({
  phrase: v.string(),
  outcome: v.picklist(['right', 'wrong', 'skipped']),
  /** What the learner answered, in order. */
  answers: v.array(v.string()),
});
/** One phrase of a finished practice, for the final screen's review. */
export type ReviewedPhrase = v.InferOutput<typeof reviewedPhraseSchema>;
export type PhraseOutcome = ReviewedPhrase['outcome'];

/** Well-formed review items are kept; anything else in the list is dropped, and a review that is no list is none. */
const reviewSchema = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.filter((item) => v.is(reviewedPhraseSchema, item))),
  ),
  [],
);
const points = v.pipe(v.number(), v.finite());

const writingFinalSchema = v.object({ pointsWriting: points, review: reviewSchema });
const speakingFinalSchema = v.object({ pointsSpeaking: points, review: reviewSchema });
export type WritingFinalState = v.InferInput<typeof writingFinalSchema>;
export type SpeakingFinalState = v.InferInput<typeof speakingFinalSchema>;

export interface FinalState {
  points: number;
  review: ReviewedPhrase[];
}

/** The practice's points and review, or null when the state carries no points (no practice finished). */
export function readFinalState(state: unknown, kind: 'writing' | 'speaking'): FinalState | null {
  if (kind === 'writing') {
    const read = v.safeParse(writingFinalSchema, state);
    return read.success ? { points: read.output.pointsWriting, review: read.output.review } : null;
  }
  const read = v.safeParse(speakingFinalSchema, state);
  return read.success ? { points: read.output.pointsSpeaking, review: read.output.review } : null;
}
