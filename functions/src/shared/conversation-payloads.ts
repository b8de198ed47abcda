/** The conversation's payloads: POST /api/conversar, a turn with the tutor. */
import * as v from 'valibot';
import { MAX_PROMPT_CHARACTERS, POINTS_PER_REPLY } from './rules';

export const conversationRequestSchema = v.object({
  /** What the learner said (or typed), 1 to 500 characters after trimming. */
  prompt: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_PROMPT_CHARACTERS)),
  /** The session this turn belongs to; without it a new 30-minute session starts. */
  sessionId: v.optional(v.pipe(v.string(), v.uuid())),
});
export type ConversationRequest = v.InferInput<typeof conversationRequestSchema>;

/** A gentle correction of the learner's last sentence; `explanation` is Portuguese. */
const conversationCorrectionSchema = v.object({
  said: v.string(),
  better: v.string(),
  explanation: v.string(),
});
export type ConversationCorrection = v.InferOutput<typeof conversationCorrectionSchema>;

/**
 * A reply earns no points when its prompt has fewer than two words (`short`), was already sent
 * in the session (`repeated`), the learner has earned the day's 100 conversation points (`dailyCap`),
 * or the tutor declined the prompt (`declined`: a scripted reply, not counted as a reply).
 */
const noPointsReasonSchema = v.picklist(['short', 'repeated', 'dailyCap', 'declined']);
export type NoPointsReason = v.InferOutput<typeof noPointsReasonSchema>;

export const conversationResponseSchema = v.object({
  /** The tutor's reply (English). */
  resposta: v.string(),
  /** The reply spoken, MP3 in base64; empty when its speech failed or the voice is done for the day. */
  audioBase64: v.string(),
  /**
   * True when the reply comes as text only because the tutor's voice is done for the day (the
   * learner's DAILY_REPLY_SPEECH_CHARACTERS, or the academy's characters, are spent).
   */
  voiceDoneForToday: v.optional(v.boolean()),
  sessionId: v.string(),
  /** Points credited in this session so far (POINTS_PER_REPLY per reply that earned them). */
  points: v.number(),
  /** What this reply earned: 2, or 0 for the reason `noPointsReason` gives. */
  pointsEarned: v.picklist([0, POINTS_PER_REPLY]),
  /** Why the reply earned nothing, or null when it earned its points. */
  noPointsReason: v.nullable(noPointsReasonSchema),
  /** Seconds left in the session, on the server's clock. */
  secondsLeft: v.number(),
  correction: v.nullable(conversationCorrectionSchema),
});
export type ConversationResponse = v.InferOutput<typeof conversationResponseSchema>;
