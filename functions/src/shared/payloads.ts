/**
 * Every JSON payload of the API as a valibot schema with its type: the function parses requests
 * with them (http/validate.ts), the web app parses answers (web/src/lib/api-client.ts). Valibot
 * because it ships to the browser (1.5 KB against zod/mini's 5.5 KB: docs/performance.md).
 */
import * as v from 'valibot';
import { ACADEMY_ROLES } from './academy-role';
import { learningSummarySchema, PRACTICE_ID_PATTERN, phraseResultsSchema } from './practice-payloads';
import { isValidPointsClaim, MAX_RAW_NAME_CHARACTERS, MAX_SPEECH_TEXT } from './rules';

const count = v.number();

// ---------------------------------------------------------------- fields shared by requests

/** A Firebase uid: at most 128 characters. */
export const userIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

const practiceId = v.optional(v.pipe(v.string(), v.regex(PRACTICE_ID_PATTERN)));

// ---------------------------------------------------------------- errors and health

/** Every error answer of the API has this shape; `error` is a Portuguese sentence. */
export const apiErrorSchema = v.object({ error: v.string() });
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

export const healthSchema = v.object({ ok: v.literal(true) });
export type HealthResponse = v.InferOutput<typeof healthSchema>;

// ---------------------------------------------------------------- users and activation

/**
 * What a learner agreed to at sign-up (by e-mail, or their first Google sign-in): the privacy
 * notice's version they were shown (PRIVACY_NOTICE_VERSION), whether they say they are 18 or
 * older, and, when not, that a guardian agrees (required then: 400 without it).
 */
export const signUpConsentSchema = v.object({
  noticeVersion: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  adult: v.boolean(),
  guardianConsent: v.optional(v.boolean()),
});
export type SignUpConsent = v.InferInput<typeof signUpConsentSchema>;

/**
 * POST /api/users/create-user. `name` is the name the learner typed: the name rule
 * (./name-rules.ts) decides, and a name it refuses is a 400. Without one (null or absent) the
 * account's own name is used: for a Google sign-in its short form ("Ana S."), else the token's
 * name if it passes the rule, else 'Usuário'. `consent` is optional so older clients still work;
 * the web app always sends it. Sent again for an existing learner, it records a consent to
 * another notice version (and fills a missing name), and changes nothing else.
 */
export const createUserRequestSchema = v.object({
  uid: userIdSchema,
  email: v.pipe(v.string(), v.trim(), v.maxLength(320)),
  name: v.nullish(v.pipe(v.string(), v.maxLength(MAX_RAW_NAME_CHARACTERS))),
  consent: v.optional(signUpConsentSchema),
});
export type CreateUserRequest = v.InferInput<typeof createUserRequestSchema>;

export const pointsSchema = v.object({
  pointsWriting: count,
  pointsSpeaking: count,
  totalPoints: count,
});
export type Points = v.InferOutput<typeof pointsSchema>;

export const userProfileSchema = v.object({
  uid: v.string(),
  /** The name shown on the rankings: the learner's own, or "Usuário 4F2K" (name-rules.ts `shownName`). */
  name: v.string(),
  /** False while the learner has no name of their own: the app then asks for one. */
  hasOwnName: v.optional(v.boolean(), true),
  email: v.string(),
  photoURL: v.nullable(v.string()),
  hasActivated: v.boolean(),
  /**
   * Whether the learner appears on the weekly and all-time rankings (true unless they left).
   * The two fields below are always sent; their defaults only let an answer without them parse.
   */
  showOnRanking: v.optional(v.boolean(), true),
  /**
   * The privacy notice version the learner accepted, or null (signed up before consent was
   * recorded): the web asks again when it is not PRIVACY_NOTICE_VERSION.
   */
  privacyNoticeVersion: v.optional(v.nullable(v.string()), null),
  /** The name of the class whose key the learner redeemed, or null (./academy-payloads.ts). */
  className: v.optional(v.nullable(v.string()), null),
  /**
   * The caller's academy role as Firebase Auth holds it now (GET /api/users/me), which the token
   * may not carry yet (or still carry): the web refreshes its token when the two differ.
   */
  role: v.optional(v.nullable(v.picklist(ACADEMY_ROLES)), null),
  ...pointsSchema.entries,
});
export type UserProfile = v.InferOutput<typeof userProfileSchema>;

export const validateKeyRequestSchema = v.object({
  userId: userIdSchema,
  activationKey: v.pipe(v.string(), v.maxLength(200)),
});
export type ValidateKeyRequest = v.InferInput<typeof validateKeyRequestSchema>;

/** The activation's answer, also the body of its refusals (which carry `error` too). */
export const validateKeyResponseSchema = v.object({
  success: v.boolean(),
  message: v.string(),
});
export type ValidateKeyResponse = v.InferOutput<typeof validateKeyResponseSchema>;

// ---------------------------------------------------------------- audio

export const generateAudioRequestSchema = v.object({
  /** A phrase of the shared pool (content/phrases.ts); matched after normalizeAnswer (answer.ts). */
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_SPEECH_TEXT)),
  practiceId,
});
export type GenerateAudioRequest = v.InferInput<typeof generateAudioRequestSchema>;

export const audioUsageSchema = v.object({ used: count, limit: count, remaining: count });
export type AudioUsage = v.InferOutput<typeof audioUsageSchema>;

export const audioLimitSchema = v.object({ ...audioUsageSchema.entries, canGenerateAudio: v.boolean() });
export type AudioLimitResponse = v.InferOutput<typeof audioLimitSchema>;

// ---------------------------------------------------------------- points

/** A practice's points so far: a whole number of right answers within one practice. */
const claimedPoints = v.pipe(v.number(), v.check(isValidPointsClaim));

/**
 * With a practiceId, the points are the practice's points so far: sent as they are earned and
 * again at the end, the server credits only what they add over what that practice already has
 * (a repeated or older save changes nothing), within 10 per audio served to that practice.
 * `final` marks the end-of-practice save (with a practiceId): the practice then gets no more audios.
 */
const final = v.optional(v.boolean());

const phraseResults = v.optional(phraseResultsSchema);

// The fields are written out rather than spread from a shared object: a spread would keep these
// request schemas in the web app's bundle, which never reads them.
export const updateWritingPointsRequestSchema = v.object({
  userId: userIdSchema,
  pointsWriting: claimedPoints,
  practiceId,
  final,
  results: phraseResults,
});
export type UpdateWritingPointsRequest = v.InferInput<typeof updateWritingPointsRequestSchema>;

export const updateSpeakingPointsRequestSchema = v.object({
  userId: userIdSchema,
  pointsSpeaking: claimedPoints,
  practiceId,
  final,
  results: phraseResults,
});
export type UpdateSpeakingPointsRequest = v.InferInput<typeof updateSpeakingPointsRequestSchema>;

// ---------------------------------------------------------------- ranking and progress

/** The spec's name for a learner without one (§3), in the ranking. */
export const ANONYMOUS_NAME = 'Usuário Anônimo';
const rankedPoints = v.optional(count, 0);

/** A learner in a ranking, with the spec's defaults for a missing name or points (§3). */
export const rankingEntrySchema = v.object({
  id: v.string(),
  name: v.pipe(
    v.optional(v.string(), ''),
    v.transform((name) => name.trim() || ANONYMOUS_NAME),
  ),
  pointsWriting: rankedPoints,
  pointsSpeaking: rankedPoints,
  totalPoints: rankedPoints,
});
export type RankingEntry = v.InferOutput<typeof rankingEntrySchema>;

/** The all-time ranking: at most 100 learners, best first. */
export const rankingSchema = v.array(rankingEntrySchema);

/**
 * This academy week's ranking (an addition to the spec's calls): points earned since Monday
 * 00:00 in São Paulo, best first, at most 100 learners. `weekStart` is that Monday, YYYY-MM-DD.
 */
export const weeklyRankingSchema = v.object({ weekStart: v.string(), entries: rankingSchema });
export type WeeklyRanking = v.InferOutput<typeof weeklyRankingSchema>;

/** Points earned on one academy day (YYYY-MM-DD, São Paulo). */
const dayPointsSchema = v.object({ day: v.string(), points: count });
export type DayPoints = v.InferOutput<typeof dayPointsSchema>;

/** Consecutive academy days with a finished practice or conversation turn. */
const streakSchema = v.object({
  /** Ends today, or yesterday while today is not practised yet. */
  current: count,
  best: count,
  practisedToday: v.boolean(),
});
export type Streak = v.InferOutput<typeof streakSchema>;

/** Everything the profile shows, in one call (an addition to the spec's calls). */
export const learnerProgressSchema = v.object({
  points: pointsSchema,
  /** Points earned since this week's Monday (`weekStart`). */
  weekPoints: count,
  weekStart: v.string(),
  streak: streakSchema,
  /** The last 14 days, oldest first, today last. */
  days: v.array(dayPointsSchema),
  /** Today's audios. */
  audio: audioUsageSchema,
  /** Each practice's level, review list and phrases learned this week. */
  learning: v.object({ writing: learningSummarySchema, speaking: learningSummarySchema }),
});
export type LearnerProgress = v.InferOutput<typeof learnerProgressSchema>;
