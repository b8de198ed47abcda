/**
 * What the profile shows of the practices: today's audios, and each practice's level and review
 * list counted. The one module of this component that another (account/read-progress.ts) reads.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../data/calendar';
import type { AudioUsage, LearningSummary } from '../shared/contract';
import { LEVELS, type Level, type PracticeKind } from '../shared/rules';
import { readAudioUsage, type UserRead } from './audio/audio-store';
import { type Learning, learningDoc, readLearning } from './review/learning-store';
import { dueEntries, learnedThisWeek } from './review/review-rules';

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
  const levelAt = (index: number) => LEVELS.find((level) => level === docs[index]?.get('level')) ?? null;
  return new Map(uids.map((uid, i) => [uid, { writing: levelAt(2 * i), speaking: levelAt(2 * i + 1) }]));
}
