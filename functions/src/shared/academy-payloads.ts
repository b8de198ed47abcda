/**
 * The academy's own calls (`/api/academy/**`, the screen `/academia`) and what learners see of
 * their class, beside ./payloads.ts. Roles come from the verified token's custom claims: `admin`
 * (made with `npm run admin -- grant <email>`) sees and manages every class; `teacher` sees the
 * classes an admin added them to. The Portuguese 4xx sentences of each call are in docs/api.md.
 */
import * as v from 'valibot';
import {
  ASSIGNMENT_STATES,
  assignmentProgressSchema,
  assignmentSchema,
  LEARNER_RESULTS,
} from './assignment-payloads';
import { levelSchema } from './practice-payloads';
import {
  ASSIGNMENTS_SHOWN,
  CORRECTIONS_SHOWN,
  isValidDailyAudios,
  LEARNER_CORRECTIONS_SHOWN,
  LEARNER_MISSED_SHOWN,
  LEARNER_PRACTICES_SHOWN,
  LEARNER_SOUNDS_SHOWN,
  MAX_CLASS_NAME_CHARACTERS,
  MAX_KEYS_PER_MINT,
  MISSED_PHRASES_SHOWN,
} from './rules';

const count = v.number();
/** A São Paulo calendar day, YYYY-MM-DD. */
const daySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
/** An instant as an ISO 8601 string (UTC). */
const instantSchema = v.string();

export { ACADEMY_ROLES, type AcademyRole, academyRoleOf } from './academy-role';

// ---------------------------------------------------------------- classes

export const classTeacherSchema = v.object({
  uid: v.string(),
  email: v.nullable(v.string()),
  name: v.nullable(v.string()),
});
export type ClassTeacher = v.InferOutput<typeof classTeacherSchema>;

/** One class as the class list shows it; every count is kept up to date by the writes that change it. */
export const classSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** The last day of the course, if the academy set one. */
  endDate: v.nullable(daySchema),
  archived: v.boolean(),
  /** Learners who activated with one of its keys and were not replaced since. */
  learners: count,
  keys: v.object({ free: count, used: count, revoked: count }),
  /** Audios each of its learners may be served per São Paulo day (shared/rules.ts dailyAudiosOf). */
  dailyAudios: count,
  teachers: v.array(classTeacherSchema),
  /**
   * Addresses invited to teach it that are not confirmed yet (no account, or its holder has not
   * followed the confirmation e-mail's link): they get the role once they confirm it.
   */
  invited: v.array(v.string()),
});
export type ClassSummary = v.InferOutput<typeof classSummarySchema>;

/** GET /api/academy/classes: the caller's classes (an admin's: all), archived ones last. */
export const classListSchema = v.object({
  classes: v.array(classSummarySchema),
  /** Whether the caller may create classes, mint and revoke keys and add teachers (admin). */
  canManage: v.boolean(),
});
export type ClassList = v.InferOutput<typeof classListSchema>;

const className = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_CLASS_NAME_CHARACTERS));

/** POST /api/academy/classes (admin): answers the new ClassSummary, 201. A name in use is 409. */
export const createClassRequestSchema = v.object({
  name: className,
  endDate: v.optional(v.nullable(daySchema)),
});
export type CreateClassRequest = v.InferInput<typeof createClassRequestSchema>;

/**
 * PATCH /api/academy/classes/:classId (admin): rename, set or clear the end date, archive or bring
 * back, set its learners' daily audios.
 */
export const updateClassRequestSchema = v.pipe(
  v.object({
    name: v.optional(className),
    endDate: v.optional(v.nullable(daySchema)),
    archived: v.optional(v.boolean()),
    dailyAudios: v.optional(v.pipe(v.number(), v.check(isValidDailyAudios))),
  }),
  v.check(
    (body) =>
      body.name !== undefined ||
      body.endDate !== undefined ||
      body.archived !== undefined ||
      body.dailyAudios !== undefined,
  ),
);
export type UpdateClassRequest = v.InferInput<typeof updateClassRequestSchema>;

// ---------------------------------------------------------------- a class's page

/** One learner of a class, as its page shows them; "this week" is the academy week (Monday, São Paulo). */
export const classLearnerSchema = v.object({
  uid: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  activatedAt: v.nullable(instantSchema),
  /** The last São Paulo day they earned points on. */
  lastPractisedOn: v.nullable(daySchema),
  /** No practice in the last 7 days (counting today): the page makes them stand out. */
  inactive: v.boolean(),
  practicesThisWeek: count,
  audiosThisWeek: count,
  conversationMinutesThisWeek: count,
  pointsThisWeek: count,
  totalPoints: count,
  /** Consecutive days with points, as the learner's profile counts them. */
  streak: count,
  levels: v.object({ writing: v.nullable(levelSchema), speaking: v.nullable(levelSchema) }),
});
export type ClassLearner = v.InferOutput<typeof classLearnerSchema>;

/**
 * A phrase of one practice the class answered wrong this week: its answers (every try), the wrong
 * ones, and how many learners answered it wrong at least once. A phrase only heard is no answer.
 */
export const missedPhraseSchema = v.object({
  phrase: v.string(),
  tries: count,
  wrong: count,
  learners: count,
});
export type MissedPhrase = v.InferOutput<typeof missedPhraseSchema>;

const missedList = v.pipe(v.array(missedPhraseSchema), v.maxLength(MISSED_PHRASES_SHOWN));

/**
 * A correction the tutor made in the class's conversations this week, once however often: in how
 * many conversations, of how many learners (never which).
 */
export const classCorrectionSchema = v.object({
  said: v.string(),
  better: v.string(),
  explanation: v.string(),
  conversations: count,
  learners: count,
});
export type ClassCorrection = v.InferOutput<typeof classCorrectionSchema>;

/** GET /api/academy/classes/:classId: the class, its learners, and what it missed this week. */
export const classPageSchema = v.object({
  class: classSummarySchema,
  /** The Monday the week's figures count from. */
  weekStart: daySchema,
  learners: v.array(classLearnerSchema),
  /** Per practice, the most wrong answers first, at most MISSED_PHRASES_SHOWN each. */
  missedPhrases: v.object({ writing: missedList, speaking: missedList }),
  /**
   * The most frequent first, at most CORRECTIONS_SHOWN, from each learner's conversations begun
   * this week (at most CORRECTION_SESSIONS_PER_LEARNER each, the newest).
   */
  corrections: v.pipe(v.array(classCorrectionSchema), v.maxLength(CORRECTIONS_SHOWN)),
});
export type ClassPage = v.InferOutput<typeof classPageSchema>;

// ---------------------------------------------------------------- a learner's drill-down

/** One of the learner's practices, as stored: `right` is its credited points over POINTS_PER_ANSWER. */
export const learnerPracticeSchema = v.object({
  /** When it was last saved (or drawn, for one never saved): ISO 8601. */
  at: v.nullable(instantSchema),
  kind: v.picklist(['writing', 'speaking']),
  level: v.nullable(levelSchema),
  /** Phrases it served; null for a practice an older client drew. */
  phrases: v.nullable(count),
  right: count,
  points: count,
  /** Its final save arrived. */
  finished: v.boolean(),
});
export type LearnerPractice = v.InferOutput<typeof learnerPracticeSchema>;

/** A phrase on the learner's review list: box 0 is missed and not yet right again, 1-2 on the way out. */
export const learnerMissedPhraseSchema = v.object({
  phrase: v.string(),
  box: count,
  /** The São Paulo day it comes back in a practice. */
  due: daySchema,
});
export type LearnerMissedPhrase = v.InferOutput<typeof learnerMissedPhraseSchema>;

const learnerMissedList = v.pipe(v.array(learnerMissedPhraseSchema), v.maxLength(LEARNER_MISSED_SHOWN));

/** A sound habit the speaking coach heard: its tip id (shared/sound-habits.ts) and in how many recordings. */
export const learnerSoundSchema = v.object({ tip: v.string(), recordings: count });
export type LearnerSound = v.InferOutput<typeof learnerSoundSchema>;

/** The learner's result in one of the class's assignments, as its results screen says it. */
export const learnerAssignmentResultSchema = v.object({
  assignment: assignmentSchema,
  state: v.picklist(ASSIGNMENT_STATES),
  result: v.picklist(LEARNER_RESULTS),
  /** The due day ended (São Paulo): an unfinished one is late. */
  pastDue: v.boolean(),
  progress: v.array(assignmentProgressSchema),
});
export type LearnerAssignmentResult = v.InferOutput<typeof learnerAssignmentResultSchema>;

/**
 * GET /api/academy/classes/:classId/learners/:learnerId (admins, the class's teachers): one
 * learner of the class; 404 for a learner not in it. Every list is bounded (shared/rules.ts).
 */
export const learnerPageSchema = v.object({
  className: v.string(),
  learner: classLearnerSchema,
  /** Newest first, at most LEARNER_PRACTICES_SHOWN. */
  practices: v.pipe(v.array(learnerPracticeSchema), v.maxLength(LEARNER_PRACTICES_SHOWN)),
  /** Per practice, the phrases of the review list, the least learned first. */
  missedPhrases: v.object({ writing: learnerMissedList, speaking: learnerMissedList }),
  /** The most recordings first, at most LEARNER_SOUNDS_SHOWN. */
  sounds: v.pipe(v.array(learnerSoundSchema), v.maxLength(LEARNER_SOUNDS_SHOWN)),
  /** From their newest conversations (at most LEARNER_CORRECTION_SESSIONS), newest first, each once. */
  corrections: v.pipe(
    v.array(v.object({ said: v.string(), better: v.string(), explanation: v.string() })),
    v.maxLength(LEARNER_CORRECTIONS_SHOWN),
  ),
  /** The class's assignments, the latest due first, at most ASSIGNMENTS_SHOWN. */
  assignments: v.pipe(v.array(learnerAssignmentResultSchema), v.maxLength(ASSIGNMENTS_SHOWN)),
});
export type LearnerPage = v.InferOutput<typeof learnerPageSchema>;

// ---------------------------------------------------------------- keys

export const KEY_STATES = ['free', 'used', 'revoked'] as const;
export type KeyState = (typeof KEY_STATES)[number];

export const classKeySchema = v.object({
  key: v.string(),
  state: v.picklist(KEY_STATES),
  createdAt: v.nullable(instantSchema),
  /** Who used it (their ranking name; `conta excluída` once that account was deleted), and when. */
  usedBy: v.nullable(v.string()),
  usedAt: v.nullable(instantSchema),
  revokedAt: v.nullable(instantSchema),
});
export type ClassKey = v.InferOutput<typeof classKeySchema>;

/** GET /api/academy/classes/:classId/keys: newest first. */
export const classKeysSchema = v.object({ keys: v.array(classKeySchema) });
export type ClassKeys = v.InferOutput<typeof classKeysSchema>;

/** POST /api/academy/classes/:classId/keys (admin): mints `count` free keys, 201 with them. */
export const mintKeysRequestSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_KEYS_PER_MINT)),
});
export type MintKeysRequest = v.InferInput<typeof mintKeysRequestSchema>;
export const mintKeysResponseSchema = v.object({ keys: v.array(v.string()) });
export type MintKeysResponse = v.InferOutput<typeof mintKeysResponseSchema>;

/** POST /api/academy/keys/:key/revoke (admin), no body: a free key becomes revoked; a used one is 409. */
export const revokeKeyResponseSchema = v.object({ key: v.string(), state: v.literal('revoked') });
export type RevokeKeyResponse = v.InferOutput<typeof revokeKeyResponseSchema>;

/**
 * POST /api/academy/classes/:classId/learners/:learnerId/replace (admin), no body: for a learner
 * who lost their account. The old account leaves the class and loses its activation (its place is
 * freed); a new key of the same class is minted for the learner's new account.
 */
export const replaceLearnerResponseSchema = v.object({ key: v.string() });
export type ReplaceLearnerResponse = v.InferOutput<typeof replaceLearnerResponseSchema>;

// ---------------------------------------------------------------- the class link

/** A class link's token as the server makes them (24 base64url characters): nothing else is looked up. */
export const CLASS_LINK_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/**
 * A class's link (`/turma/<token>`): each learner who opens it and signs up takes one of its seats,
 * a key of the class minted and redeemed for them at once. At most one link of a class is open.
 */
export const classLinkSchema = v.object({
  /** Unguessable (144 random bits, base64url, 24 characters): the link's only secret. */
  token: v.string(),
  seats: count,
  seatsTaken: count,
  open: v.boolean(),
  openedAt: instantSchema,
  closedAt: v.nullable(instantSchema),
});
export type ClassLink = v.InferOutput<typeof classLinkSchema>;

/**
 * GET /api/academy/classes/:classId/link (admins, the class's teachers): the class's latest link,
 * open or closed, or null. POST (admin) opens one with `seats`, or sets the open one's seats (never
 * below those taken, 409); DELETE (admin) closes it (404 when none is open). Each answers this.
 */
export const classLinkAnswerSchema = v.object({ link: v.nullable(classLinkSchema) });
export type ClassLinkAnswer = v.InferOutput<typeof classLinkAnswerSchema>;

export const openClassLinkRequestSchema = v.object({
  seats: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_KEYS_PER_MINT)),
});
export type OpenClassLinkRequest = v.InferInput<typeof openClassLinkRequestSchema>;

export const CLASS_LINK_STATES = ['open', 'full', 'closed'] as const;
export type ClassLinkState = (typeof CLASS_LINK_STATES)[number];

/** GET /api/class-links/:token, signed out too: what the join page shows (no personal data). 404 for no such link. */
export const publicClassLinkSchema = v.object({
  className: v.string(),
  state: v.picklist(CLASS_LINK_STATES),
  seatsLeft: count,
});
export type PublicClassLink = v.InferOutput<typeof publicClassLinkSchema>;

/**
 * POST /api/auth/join-class: the caller takes a seat of the link (a key of its class, redeemed as
 * a typed one), answered as POST /api/auth/validate-key is (`{success, message}`). Throttled as keys.
 */
export const joinClassRequestSchema = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
export type JoinClassRequest = v.InferInput<typeof joinClassRequestSchema>;

// ---------------------------------------------------------------- teachers

/**
 * POST /api/academy/classes/:classId/teachers (admin): the account with this e-mail becomes a
 * teacher of the class if its holder confirmed the address; otherwise the address is kept in the
 * class's `invited` until they do (then the role applies at their next account read). Answers
 * the class. DELETE .../teachers/:teacherId takes them off it (and the role, off their last
 * class); with an invited address as `teacherId`, it withdraws the invite.
 */
export const addTeacherRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
});
export type AddTeacherRequest = v.InferInput<typeof addTeacherRequestSchema>;

// ---------------------------------------------------------------- what a learner sees

const classRankingEntrySchema = v.object({
  id: v.string(),
  name: v.string(),
  pointsWriting: count,
  pointsSpeaking: count,
  totalPoints: count,
});

/**
 * GET /api/points/ranking/class: the caller's classmates who are on the rankings (the learner
 * included), best first, equal points by name. `entries`: all-time points, everyone. `weekly`:
 * the points of the academy week starting `weekStart` (Monday, YYYY-MM-DD), only who earned some,
 * as the academy's weekly ranking. `className` is null, with no entries, for a learner in no class.
 */
export const classRankingSchema = v.object({
  className: v.nullable(v.string()),
  entries: v.array(classRankingEntrySchema),
  weekly: v.object({ weekStart: daySchema, entries: v.array(classRankingEntrySchema) }),
});
export type ClassRanking = v.InferOutput<typeof classRankingSchema>;

/** The CSV files (class page and keys) open in Excel set to Portuguese: UTF-8 with BOM, `;`, dd/mm/aaaa. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
