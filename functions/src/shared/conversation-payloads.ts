/**
 * The conversation's payloads: POST /api/conversar (a turn with the tutor), GET
 * /api/conversations/opening (the tutor's first line, and a correction brought back), GET
 * /api/conversations and /api/conversations/:sessionId (the kept lessons, "Conversas anteriores").
 */
import * as v from 'valibot';
import { MAX_PROMPT_CHARACTERS, POINTS_PER_REPLY } from './rules';

/**
 * A scenario's id (../content/scenarios.ts); null (or absent) is "Conversa livre". The server
 * refuses an id no scenario has (the conversation's routes.ts), so the scenarios stay out of the
 * contract the web app bundles.
 */
export const scenarioIdSchema = v.pipe(v.string(), v.maxLength(64));

/** GET /api/conversations/opening?scenarioId=ID: absent is free talk. */
export const conversationOpeningQuerySchema = v.object({ scenarioId: v.optional(scenarioIdSchema) });

/** GET /api/conversations/:sessionId: a session id as the turn's response gave it. */
export const conversationDetailParamsSchema = v.object({ sessionId: v.pipe(v.string(), v.uuid()) });

export const conversationRequestSchema = v.object({
  /** What the learner said (or typed), 1 to 500 characters after trimming. */
  prompt: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_PROMPT_CHARACTERS)),
  /** The session this turn belongs to; without it a new 30-minute session starts. */
  sessionId: v.optional(v.pipe(v.string(), v.uuid())),
  /**
   * The scenario of a new session (without `sessionId`); the session keeps the one it started
   * with, so it is ignored on later turns. Null or absent: "Conversa livre".
   */
  scenarioId: v.nullish(scenarioIdSchema),
});
export type ConversationRequest = v.InferInput<typeof conversationRequestSchema>;

/** A gentle correction of the learner's last sentence; `explanation` is Portuguese. */
export const conversationCorrectionSchema = v.object({
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
  /** The reply in Portuguese ("Traduzir"), from the same answer of the tutor; '' when it gave none. */
  translation: v.optional(v.string(), ''),
  /** The scenario's targets the learner has used in this session so far (empty in free talk). */
  targetsUsed: v.optional(v.array(v.string()), []),
  /** True on the turn where the learner said the brought-back correction right. */
  reviewRight: v.optional(v.boolean(), false),
});
export type ConversationResponse = v.InferOutput<typeof conversationResponseSchema>;

/**
 * One correction of an earlier session brought back at the start of the next ("Da última vez
 * você disse ... Tente de novo: ..."): the latest session's first correction not yet said right.
 */
export const broughtBackSchema = v.object({
  ...conversationCorrectionSchema.entries,
  /** The session it came from. */
  sessionId: v.string(),
});
export type BroughtBack = v.InferOutput<typeof broughtBackSchema>;

/**
 * GET /api/conversations/opening?scenarioId=ID (absent: free talk). The tutor speaks first: its
 * scripted opening line (no tutor call), spoken like a reply (its characters count as a reply's),
 * and the correction brought back, if any. Writes nothing but the speech's metering; the session
 * is created by its first reply, which reads the same correction again (it does not trust the web).
 */
export const conversationOpeningSchema = v.object({
  scenarioId: v.nullable(v.string()),
  opening: v.string(),
  translation: v.string(),
  /** The opening spoken, MP3 in base64; '' when speech failed or the voice is done for the day. */
  audioBase64: v.string(),
  voiceDoneForToday: v.optional(v.boolean()),
  broughtBack: v.nullable(broughtBackSchema),
});
export type ConversationOpening = v.InferOutput<typeof conversationOpeningSchema>;

/** One line of a kept session, oldest first; a tutor line has its translation. */
const keptTurnSchema = v.object({
  role: v.picklist(['learner', 'tutor']),
  text: v.string(),
  translation: v.optional(v.string()),
});
export type KeptTurn = v.InferOutput<typeof keptTurnSchema>;

/** A kept session as the history lists it. */
export const conversationSummarySchema = v.object({
  sessionId: v.string(),
  /** ISO 8601. */
  startedAt: v.string(),
  scenarioId: v.nullable(v.string()),
  /** Whole minutes talked, from its start to its last reply (at least 1 once it has a reply). */
  minutes: v.number(),
  points: v.number(),
  replies: v.number(),
  corrections: v.array(conversationCorrectionSchema),
  targetsUsed: v.array(v.string()),
});
export type ConversationSummary = v.InferOutput<typeof conversationSummarySchema>;

/** GET /api/conversations: the caller's sessions of the last HISTORY_DAYS days, newest first. */
export const conversationHistorySchema = v.object({
  conversations: v.array(conversationSummarySchema),
});
export type ConversationHistory = v.InferOutput<typeof conversationHistorySchema>;

/** GET /api/conversations/:sessionId: one kept session whole (404 when not the caller's). */
export const conversationDetailSchema = v.object({
  ...conversationSummarySchema.entries,
  turns: v.array(keptTurnSchema),
  /** The correction this session brought back, and whether it was said right. */
  broughtBack: v.nullable(v.object({ ...broughtBackSchema.entries, saidRight: v.boolean() })),
});
export type ConversationDetail = v.InferOutput<typeof conversationDetailSchema>;
