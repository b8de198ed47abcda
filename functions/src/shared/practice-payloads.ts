/**
 * The phrase practices' payloads beside ./payloads.ts (which uses the id, results and summary
 * below): the draw of POST /api/practices/start, the results a final save carries, and each
 * practice's summary in the progress call.
 */
import * as v from 'valibot';
import { LEVELS, MAX_SPEECH_TEXT, PHRASES_PER_PRACTICE, type PracticeKind } from './rules';

const count = v.number();

/**
 * A practice's own id, made by the client when the practice starts (e.g. crypto.randomUUID()).
 * Audios fetched with it are the practice's; its points are credited once, however often sent.
 */
export const PRACTICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One of the pool's three levels. */
export const levelSchema = v.picklist(LEVELS);

/**
 * With a final save of a practice started by POST /api/practices/start: what became of each phrase
 * it reached (PhraseResultPayload, below). Older clients send none, and their saves work as before.
 */
export const phraseResultsSchema = v.pipe(
  v.array(
    v.object({
      phrase: v.pipe(v.string(), v.maxLength(MAX_SPEECH_TEXT)),
      result: v.picklist(['right', 'skipped', 'unanswered']),
      tries: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
    }),
  ),
  v.maxLength(PHRASES_PER_PRACTICE),
);

/** A learner's learning in one practice, for the intro (the level) and the profile (the counts). */
export const learningSummarySchema = v.object({
  level: levelSchema,
  /** Phrases on the review list. */
  toReview: count,
  /** Of those, due today. */
  dueToday: count,
  /** Phrases learned (left the list) since this week's Monday. */
  learnedThisWeek: count,
});
export type LearningSummary = v.InferOutput<typeof learningSummarySchema>;

const practiceKindSchema = v.picklist(['writing', 'speaking'] as const satisfies readonly PracticeKind[]);

/**
 * POST /api/practices/start: the phrases of a new practice, drawn by the server (review
 * phrases due first, then new phrases of the level). Sent again with the same practiceId, it
 * answers the same phrases.
 */
export const startPracticeRequestSchema = v.object({
  practiceId: v.pipe(v.string(), v.regex(PRACTICE_ID_PATTERN)),
  kind: practiceKindSchema,
  /** The level the learner chose; without it, their own. */
  level: v.optional(levelSchema),
});
export type StartPracticeRequest = v.InferInput<typeof startPracticeRequestSchema>;

export const practicePhraseSchema = v.object({
  text: v.string(),
  /** Its Brazilian Portuguese meaning: shown only once the learner has answered or skipped. */
  meaning: v.string(),
  /** A phrase to review, tagged 'Revisão'. */
  review: v.boolean(),
  /** The class assignment it was drawn for (GET /api/assignments), if any. */
  assignmentId: v.optional(v.string()),
});
export type PracticePhrase = v.InferOutput<typeof practicePhraseSchema>;

export const startPracticeResponseSchema = v.object({
  /** The level drawn at. */
  level: levelSchema,
  phrases: v.array(practicePhraseSchema),
  /** The learner's daily audios (their class's allowance): what the practice's end says. */
  dailyAudios: v.number(),
});
export type StartPracticeResponse = v.InferOutput<typeof startPracticeResponseSchema>;

/**
 * What became of one phrase of the practice, sent with its final save: answered right after
 * `tries` tries (the right one included), skipped, or left unanswered when the practice ended.
 * The server keeps only the phrases it served to that practice.
 */
export type PhraseResultPayload = v.InferOutput<typeof phraseResultsSchema>[number];

/**
 * POST /api/practices/word-audio: one word of a phrase of the caller's practice, spoken alone
 * (MP3, as generate-audio). The phrase must be one the practice was served, and the word one of
 * its words (`phraseWords` of ./word-states.ts, compared without case). The client plays it
 * slowly (WORD_AUDIO_PLAYBACK_RATE). Counted in the learner's word audios of the day
 * (DAILY_WORD_AUDIO_LIMIT): 429 past them.
 */
export const wordAudioRequestSchema = v.object({
  practiceId: v.pipe(v.string(), v.regex(PRACTICE_ID_PATTERN)),
  phrase: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_SPEECH_TEXT)),
  word: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_SPEECH_TEXT)),
});
export type WordAudioRequest = v.InferInput<typeof wordAudioRequestSchema>;
