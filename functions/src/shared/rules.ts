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

/**
 * Audios (phrase rounds) a learner may be served per São Paulo day, both practices together: the
 * default, for a learner with no class or whose class has no allowance of its own.
 */
export const DAILY_AUDIO_LIMIT = 10;
/**
 * The most daily audios an admin may give a class: three whole practices. A practice audio comes
 * from the speech cache (the academy's characters pay each phrase once, not each learner), so
 * what grows with it is a few Firestore operations and one function call per audio, and, in the
 * speaking practice, recognitions, which keep their own daily bound below. The ceiling is against
 * a typo ("100") and keeps the practices' points within reach of the ranking's other learners.
 */
export const MAX_CLASS_DAILY_AUDIOS = 30;
/** A class's daily audios are a whole number from 1 to MAX_CLASS_DAILY_AUDIOS. */
export const isValidDailyAudios = (value: number): boolean =>
  Number.isInteger(value) && value >= 1 && value <= MAX_CLASS_DAILY_AUDIOS;
/** The daily audios a class's stored allowance gives its learners: the default when it has none. */
export const dailyAudiosOf = (stored: unknown): number =>
  typeof stored === 'number' && isValidDailyAudios(stored) ? stored : DAILY_AUDIO_LIMIT;
/**
 * A phrase's words heard alone (the speaking practice's word help), per learner and São Paulo
 * day: 6 words for each of a day's 10 audios. Each is a short text of the pool, cached once
 * synthesized, so the bound is against abuse more than cost.
 */
export const DAILY_WORD_AUDIO_LIMIT = 60;
/**
 * A word heard alone plays at this rate: slowly, its pitch kept by the browser. The speech port
 * has no rate option (Flite and Cloud TTS would each need their own), and one cached audio per
 * word serves any rate.
 */
export const WORD_AUDIO_PLAYBACK_RATE = 0.7;
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
/**
 * Characters of tutor replies a learner may hear spoken per São Paulo day (speech is billed per
 * character): about 130 replies of 150 characters. Past it the replies come as text.
 */
export const DAILY_REPLY_SPEECH_CHARACTERS = 20_000;
/**
 * Prompts the tutor may decline (its safety settings blocked them, or it answered nothing) per
 * learner and São Paulo day. Each is a billed call whose reply the learner gets back, and whether
 * a prompt is declined is known only after the call: past this many, no turn of theirs reaches
 * the tutor that day. An over-cautious filter meets a learner once or twice; ten is for blocked
 * text sent on purpose, and caps what it costs the academy.
 */
export const DAILY_DECLINED_TURN_LIMIT = 10;
/** Tutor replies per learner per São Paulo day: a whole session at a brisk pace, and some. */
export const DAILY_REPLY_LIMIT = 150;
/** Server speech recognitions a learner may use per São Paulo day: each one is billed in production. */
export const DAILY_RECOGNITION_LIMIT = 60;

/**
 * The learner's daily allowances, each kept in their day's document (functions/src/data/daily-usage.ts)
 * under its name: its limit, the field counting what was given back, the log of grants (each entry
 * named by the count it moved from) and the log of refunds (named after the grant). A new metered
 * service is one line here and its take and give-back there. Server-only: the web reads the limits.
 */
export const DAILY_ALLOWANCES = {
  /** The default: a learner's class may set its own (dailyAudiosOf), passed to each take. */
  audios: { limit: DAILY_AUDIO_LIMIT, refunded: 'refunded', log: 'audioLog', refunds: 'audioRefunds' },
  wordAudios: {
    limit: DAILY_WORD_AUDIO_LIMIT,
    refunded: 'wordAudiosRefunded',
    log: 'wordAudioLog',
    refunds: 'wordAudioRefunds',
  },
  recognitions: {
    limit: DAILY_RECOGNITION_LIMIT,
    refunded: 'recognitionsRefunded',
    log: 'recognitionLog',
    refunds: 'recognitionRefunds',
  },
  replies: {
    limit: DAILY_REPLY_LIMIT,
    refunded: 'repliesRefunded',
    log: 'replyLog',
    refunds: 'replyRefunds',
  },
  /** Characters of spoken replies: a take is the reply's length. */
  replyCharacters: {
    limit: DAILY_REPLY_SPEECH_CHARACTERS,
    refunded: 'replyCharactersRefunded',
    log: 'replyCharacterLog',
    refunds: 'replyCharacterRefunds',
  },
  /** Prompts the tutor declined: each gives back its reply, and is never given back itself. */
  declinedTurns: { limit: DAILY_DECLINED_TURN_LIMIT, refunded: null, log: 'declinedLog', refunds: null },
} as const;
export type DailyAllowance = keyof typeof DAILY_ALLOWANCES;

/** Longest prompt to the tutor, after trimming. */
export const MAX_PROMPT_CHARACTERS = 500;

/** "Conversas anteriores" lists the sessions of this many days (they are kept a little longer). */
export const HISTORY_DAYS = 30;

/**
 * The CPU time the offline decoder may spend on one recording, from when it starts on it: 2 s
 * plus half the recording's length (20.5 s: 12.25 s; 1 s: 2.5 s), then it is killed (the
 * recording's fault: it counts) and replaced. Real speech takes 0.15 to 0.4 of its length
 * (0.7 for a 2.6-s clip with the 2 cores shared by dozens of processes, measured on Debian's
 * PocketSphinx here); a babble tone crafted to swell the search took 1.5 to 5 times its length.
 * The floor is a short clip's fixed cost; half of real time lets the longest recording and one
 * waiting behind it finish within the call's 25 s on an idle instance. CPU time, not the clock,
 * so a busy machine slows a decode without failing it.
 */
export const RECOGNITION_DECODE_FLOOR_MS = 2000;
export const RECOGNITION_DECODE_REAL_TIME = 0.5;
export const recognitionDecodeLimitMs = (audioMs: number): number =>
  Math.round(RECOGNITION_DECODE_FLOOR_MS + RECOGNITION_DECODE_REAL_TIME * audioMs);
/**
 * A decoder that has not answered after this many times a recording's limit by the clock, and at
 * least RECOGNITION_DECODE_STARVED_MS (the fixed limit it had before), without having used that
 * CPU time, is hung or starved: killed too, as the server's fault (given back).
 */
export const RECOGNITION_DECODE_STARVED_FACTOR = 3;
export const RECOGNITION_DECODE_STARVED_MS = 15_000;
/**
 * Recordings up to this long (the speaking practice's 10 s, with the recorder's slack) also have
 * a decoder of their own, which longer ones never hold: a phrase is never stuck behind a 20-s one.
 */
export const RECOGNITION_SHORT_MS = 10_500;
/**
 * A decoder takes recordings while the limits of those it runs and has waiting add up to at most
 * this (the call's 25 s): whatever it takes is answered, or killed, within the call's time.
 * Past it the call answers 503 at once, counting nothing, and asks to try again this much later.
 */
export const RECOGNITION_QUEUE_MS = 25_000;
export const RECOGNITION_BUSY_RETRY_SECONDS = 5;

/** Longest text generate-audio accepts, after trimming. */
export const MAX_SPEECH_TEXT = 300;

/** A ranking name's length, in code points, after the name rule cleans it (./name-rules.ts). */
export const MIN_NAME_CHARACTERS = 2;
export const MAX_NAME_CHARACTERS = 30;
/**
 * The longest name a request may carry before the name rule cleans it: room for hidden characters
 * that the rule removes, and still a bound on what is parsed (Firebase allows 256 characters).
 */
export const MAX_RAW_NAME_CHARACTERS = 300;

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

/**
 * The privacy notice's version (the day it took effect): sign-up records which version the learner
 * accepted (CreateUserRequest's `consent`), and the profile says which one they accepted, so the
 * web can ask again when it changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-30';

/** Below this age a learner needs a guardian's agreement to sign up. */
export const ADULT_AGE = 18;

/**
 * Deleting the account needs a sign-in this recent (the token's `auth_time`): whoever holds an
 * open session for long cannot erase the learner's data without their password.
 */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/**
 * Days a record is kept after the moment it is about (its day, its session, its window), applied
 * by Firestore TTL policies (functions/src/data/retention.ts); the privacy notice shows these
 * figures. What is kept for good, and why, is in docs/security.md.
 */
export const RETENTION_DAYS = {
  /** Daily counters, practices and conversations: a month of support questions, then gone. */
  activity: 35,
  /** A key-attempt window: only its own 15 minutes matter. */
  keyAttempts: 1,
  /**
   * A practice's save log (practices/{id}/saveLog): it matters only while saves race or a commit
   * is retried, and must be gone long before its practice document (35 days after its last
   * write), so an expired practice never leaves an entry behind (docs/data.md).
   */
  saveLog: 1,
  /** A week's points: the weekly ranking shows the current week; a year of history is kept. */
  weeks: 400,
} as const;

// ---------------------------------------------------------------- the academy's screen

/** A class's name, as the academy writes it ("Turma B - noite"). */
export const MAX_CLASS_NAME_CHARACTERS = 60;
/** Keys minted for a class at once: a class, with room to spare. */
export const MAX_KEYS_PER_MINT = 200;
/** A learner with no points in this many days (today included) stands out on the class page. */
export const INACTIVE_AFTER_DAYS = 7;
/** The class page's list of the week's most-missed phrases, per practice. */
export const MISSED_PHRASES_SHOWN = 10;
/**
 * The class page reads at most this many of each learner's conversations begun this week, newest
 * first, for the tutor's corrections: a bounded read whatever a learner talks.
 */
export const CORRECTION_SESSIONS_PER_LEARNER = 10;
/** The class page's list of the week's most frequent tutor corrections. */
export const CORRECTIONS_SHOWN = 10;

/** A learner's drill-down on the class page: their latest practices, newest first. */
export const LEARNER_PRACTICES_SHOWN = 20;
/** The drill-down's phrases on the learner's review list, per practice. */
export const LEARNER_MISSED_SHOWN = 10;
/** The drill-down's sound habits the speaking coach heard most often. */
export const LEARNER_SOUNDS_SHOWN = 6;
/** The drill-down reads the learner's newest conversations up to this many, for their corrections. */
export const LEARNER_CORRECTION_SESSIONS = 10;
export const LEARNER_CORRECTIONS_SHOWN = 20;
/**
 * The assignments a staff screen lists (the class page's, a learner's drill-down), the latest due
 * first: what they read stays bounded however long the class has had assignments. At most 30
 * (Firestore's `in` reads their progress in one query).
 */
export const ASSIGNMENTS_SHOWN = 20;

// ---------------------------------------------------------------- the academy's phrase lists

/** Phrases in one list: a course unit, with room to spare. */
export const MAX_LIST_PHRASES = 200;
/** A list's name, as the academy writes it ("Unidade 4 - Restaurante"). */
export const MAX_LIST_NAME_CHARACTERS = 60;
/** One list phrase: a sentence a learner hears and writes or says in one go. */
export const MAX_LIST_PHRASE_CHARACTERS = 120;
/** Words in one list phrase: the practice screen and the phrase check read it at once. */
export const MAX_LIST_PHRASE_WORDS = 20;
/** A list phrase's Portuguese meaning, shown after the answer. */
export const MAX_LIST_MEANING_CHARACTERS = 200;
/** The pasted text or CSV file of one list, as sent (200 lines with meanings, quoted). */
export const MAX_LIST_SOURCE_CHARACTERS = 100_000;

// ---------------------------------------------------------------- the academy's assignments

/**
 * Days after its due day an assignment still counts (done late) and the learner still sees it;
 * the practices still draw its phrases, after those of the assignments open now.
 */
export const ASSIGNMENT_LATE_DAYS = 7;
/** The longest an assignment may run, start to due day: a school term. */
export const MAX_ASSIGNMENT_DAYS = 180;
/**
 * Prompts that count (two words or more, not said before in the session) a conversation in a
 * scenario needs to count for an assignment of that scenario: talked, not just opened.
 */
export const ASSIGNMENT_CONVERSATION_PROMPTS = 3;
/** Scenarios in one conversation assignment. */
export const MAX_ASSIGNMENT_SCENARIOS = 8;
