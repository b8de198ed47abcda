/**
 * The product's numbers both sides know, written once: the server enforces them, the web app
 * (through `@shared`) shows and applies them. docs/product.md tells them as a learner meets them.
 */

/** The two phrase practices: hear and write, hear and say. */
export type PracticeKind = 'writing' | 'speaking';

/** Phrases (rounds) in a writing or speaking practice. */
export const PHRASES_PER_PRACTICE = 10;
/** Points per phrase answered right. */
export const POINTS_PER_ANSWER = 10;
/** The most one practice can earn. */
export const MAX_POINTS_PER_PRACTICE = PHRASES_PER_PRACTICE * POINTS_PER_ANSWER;

/** A practice's points are well formed when they are a whole number of answers within one practice. */
export function isValidPointsClaim(points: number): boolean {
  return (
    Number.isInteger(points) &&
    points >= 0 &&
    points <= MAX_POINTS_PER_PRACTICE &&
    points % POINTS_PER_ANSWER === 0
  );
}

/** Audios (phrase rounds) a learner may be served per São Paulo day, both practices together. */
export const DAILY_AUDIO_LIMIT = 10;
/** Wrong tries on one phrase after which 'Pular' is offered, in both practices. */
export const TRIES_BEFORE_SKIP = 3;
/** A conversation lasts this long from its first prompt (1800 s). */
export const SESSION_SECONDS = 30 * 60;
/** Points credited per tutor reply, when its prompt earns them. */
export const POINTS_PER_REPLY = 2;
/** A prompt of fewer words earns nothing: 'ok' or 'hmm' is not talking. */
export const MIN_PROMPT_WORDS = 2;
/**
 * Conversation points a learner can earn per São Paulo day: as much as the two practices together
 * (10 audios a day at 10 points each), so talking cannot outweigh them on the ranking.
 */
export const DAILY_CONVERSATION_POINTS = 100;
/** Longest prompt to the tutor, after trimming. */
export const MAX_PROMPT_CHARACTERS = 500;

/** Longest text generate-audio accepts, after trimming. */
export const MAX_SPEECH_TEXT = 300;

/** Longest display name, after trimming. */
export const MAX_NAME_CHARACTERS = 80;

/** The phrase pool's three levels, easiest first; the learner's rises and falls. */
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];
/** A level rises after PRACTICES_TO_RISE practices in a row with RIGHT_TO_RISE right or more. */
export const RIGHT_TO_RISE = 8;
export const PRACTICES_TO_RISE = 2;
/** A level falls after one practice with RIGHT_TO_FALL right or fewer. */
export const RIGHT_TO_FALL = 4;
/** Of a practice's phrases, at most this many are review phrases, all among its first rounds. */
export const MAX_REVIEWS_PER_PRACTICE = 3;
