/**
 * What a finished practice hands its final screen in navigation state (`navigate(path, {state})`).
 * The state is the learner's own history and may be anything (an old tab, a hand-made URL), so
 * the final screen reads it with these schemas.
 */
import { DAILY_AUDIO_LIMIT, type PracticeKind } from '@shared/rules';
import * as v from 'valibot';

export const reviewedPhraseSchema = v.object({
  phrase: v.string(),
  outcome: v.picklist(['right', 'wrong', 'skipped']),
  /** What the learner answered, in order. */
  answers: v.array(v.string()),
  /** Its Portuguese meaning, and whether it came back for review or for a class's task (absent in older states). */
  meaning: v.optional(v.string()),
  wasReview: v.optional(v.boolean()),
  wasTask: v.optional(v.boolean()),
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

/** Why a practice ended: its 10 rounds (or progress 100), the day's audios used up, or the learner. */
const endReasonSchema = v.picklist(['completed', 'limit', 'stopped']);
export type EndReason = v.InferOutput<typeof endReasonSchema>;

/**
 * Why it ended and the learner's audios left today (absent in older states: nothing is said), of
 * their daily audios as the draw said them; a state without them is from before classes set
 * their own, when every learner had the default.
 */
const endOf = {
  reason: v.fallback(v.optional(endReasonSchema), undefined),
  audiosLeft: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
  dailyAudios: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), DAILY_AUDIO_LIMIT),
    DAILY_AUDIO_LIMIT,
  ),
};

/** Each practice hands over its own points field; both read as `{ points, review, reason, audiosLeft }`. */
const writingFinalSchema = v.pipe(
  v.object({ pointsWriting: points, review: reviewSchema, ...endOf }),
  v.transform(({ pointsWriting, ...rest }) => ({ points: pointsWriting, ...rest })),
);
const speakingFinalSchema = v.pipe(
  v.object({ pointsSpeaking: points, review: reviewSchema, ...endOf }),
  v.transform(({ pointsSpeaking, ...rest }) => ({ points: pointsSpeaking, ...rest })),
);
export type WritingFinalState = v.InferInput<typeof writingFinalSchema>;
export type SpeakingFinalState = v.InferInput<typeof speakingFinalSchema>;

export type FinalState = v.InferOutput<typeof writingFinalSchema>;

const finalSchemas = { writing: writingFinalSchema, speaking: speakingFinalSchema } as const;

/** The practice's points and review, or null when the state carries no points (no practice finished). */
export function readFinalState(state: unknown, kind: PracticeKind): FinalState | null {
  const read = v.safeParse(finalSchemas[kind], state);
  return read.success ? read.output : null;
}
