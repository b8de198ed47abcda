/**
 * What the profile shows of the practices: today's audios, and each practice's level and review
 * list counted; and what a class page reads of its learners' practices. A module of this
 * component others read (account/read-progress.ts, academy/).
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../data/calendar';
import { POINTS_FIELD } from '../data/points-ledger';
import { numberAt } from '../data/write-once';
import type { AudioUsage, LearningSummary } from '../shared/contract';
import { LEVELS, type Level, type PracticeKind } from '../shared/rules';
import { readAudioUsage, type UserRead } from './audio/audio-store';
import { latestPractices, servedOf } from './practice-store';
import { type Learning, learningDoc, learningOf, readLearning } from './review/learning-store';
import { dueEntries, learnedThisWeek, type ReviewEntry } from './review/review-rules';
import { soundsHeardOf } from './sounds-heard';

export interface PracticeFigures {
  audio: AudioUsage;
  learning: Record<PracticeKind, LearningSummary>;
}

/**
 * Three document reads, whatever the learner's history, and their class's for the day's limit;
 * `userRead`: the caller's read of their record, which names the class.
 */
export async function readPracticeFigures(
  db: Firestore,
  uid: string,
  now: Date,
  userRead: UserRead,
): Promise<PracticeFigures> {
  const today = academyDay(now);
  const [audio, writing, speaking] = await Promise.all([
    readAudioUsage(db, uid, now, userRead),
    readLearning(db, uid, 'writing'),
    readLearning(db, uid, 'speaking'),
  ]);
  return { audio, learning: { writing: summaryOf(writing, today), speaking: summaryOf(speaking, today) } };
}

/** The level, and the review list counted as the profile shows it. */
function summaryOf(learning: Learning, today: string): LearningSummary {
  return {
    level: learning.level,
    toReview: learning.review.length,
    dueToday: dueEntries(learning.review, today).length,
    learnedThisWeek: learnedThisWeek(learning.learned, today),
  };
}

export type Levels = Record<PracticeKind, Level | null>;

/**
 * Each learner's level in both practices (null: never practised it), for a class page: one
 * getAll of two documents per learner.
 */
export async function readLevels(db: Firestore, uids: readonly string[]): Promise<Map<string, Levels>> {
  const kinds: PracticeKind[] = ['writing', 'speaking'];
  const refs = uids.flatMap((uid) => kinds.map((kind) => learningDoc(db, uid, kind)));
  const docs = refs.length ? await db.getAll(...refs) : [];
  const levelAt = (index: number) => levelOf(docs[index]?.data());
  return new Map(uids.map((uid, i) => [uid, { writing: levelAt(2 * i), speaking: levelAt(2 * i + 1) }]));
}

/** A learning document's level; null for a practice never saved. */
const levelOf = (doc: DocumentData | undefined): Level | null =>
  LEVELS.find((level) => level === doc?.level) ?? null;

/** One practice as stored, for the class page's drill-down. */
export interface StoredPractice {
  at: Date | null;
  kind: PracticeKind;
  level: Level | null;
  /** Phrases it served; null for a practice an older client drew. */
  phrases: number | null;
  points: number;
  finished: boolean;
}

const KINDS: readonly PracticeKind[] = ['writing', 'speaking'];

function storedPracticeOf(doc: DocumentData): StoredPractice | null {
  const kind = KINDS.find((each) => each === doc.kind || POINTS_FIELD[each] === doc.field);
  if (!kind) return null;
  const served = servedOf(doc);
  const at = doc.updatedAt?.toDate?.();
  return {
    at: at instanceof Date ? at : null,
    kind,
    level: served?.level ?? null,
    phrases: served ? served.served.length : null,
    points: numberAt(doc, 'saved'),
    finished: doc.closed === true,
  };
}

/** What the class page's drill-down shows of a learner's practices. */
export interface PracticeHistory {
  levels: Levels;
  practices: StoredPractice[];
  review: Record<PracticeKind, ReviewEntry[]>;
  soundsHeard: Record<string, number>;
}

/**
 * A learner's levels, review lists and sounds heard (one getAll of their two learning documents)
 * and their latest `practices` practices (one query, at most that many reads).
 */
export async function readPracticeHistory(
  db: Firestore,
  uid: string,
  practices: number,
): Promise<PracticeHistory> {
  const [[writing, speaking], latest] = await Promise.all([
    db.getAll(learningDoc(db, uid, 'writing'), learningDoc(db, uid, 'speaking')),
    latestPractices(db, uid, practices),
  ]);
  const writingDoc = writing?.data();
  const speakingDoc = speaking?.data();
  return {
    levels: { writing: levelOf(writingDoc), speaking: levelOf(speakingDoc) },
    practices: latest.flatMap((doc) => storedPracticeOf(doc) ?? []),
    review: { writing: learningOf(writingDoc).review, speaking: learningOf(speakingDoc).review },
    soundsHeard: soundsHeardOf(speakingDoc),
  };
}
