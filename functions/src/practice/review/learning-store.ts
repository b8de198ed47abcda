/**
 * learning/{uid}_{kind}: a learner's level, review list and counts in one practice, changed once
 * per practice from its results, in the batch of its final save: docs/data.md.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../../data/calendar';
import { deleteAfter, RETENTION_DAYS } from '../../data/retention';
import type { Advance } from '../../data/write-once';
import { LEVELS, type Level, PHRASES_PER_PRACTICE, type PracticeKind } from '../../shared/rules';
import { RECENT_PRACTICES } from '../draw/draw-rules';
import { type LevelState, nextLevel, STARTING_LEVEL } from './level-rules';
import {
  addLearned,
  applyResults,
  type LearnedCount,
  type PhraseResult,
  type ReviewEntry,
  settledMisses,
} from './review-rules';

/** How many practice ids `applied` remembers: far more than a learner has open at once. */
export const APPLIED_KEPT = 20;

export interface Learning extends LevelState {
  review: ReviewEntry[];
  learned: LearnedCount | null;
  recent: string[];
}

export function learningDoc(db: Firestore, uid: string, kind: PracticeKind) {
  return db.collection('learning').doc(`${uid}_${kind}`);
}

const isText = (value: unknown): value is string => typeof value === 'string';

function isEntry(value: unknown): value is ReviewEntry {
  const entry = value as Partial<ReviewEntry> | null;
  return isText(entry?.phrase) && isText(entry?.due) && [0, 1, 2, 3].includes(entry?.box as number);
}

/** The stored document as plain values; a learner who never practised gets the starting state. */
export function learningOf(doc: DocumentData | undefined): Learning {
  const level = LEVELS.find((each) => each === doc?.level) ?? STARTING_LEVEL.level;
  const learned = doc?.learned;
  return {
    level,
    strongInARow: typeof doc?.strongInARow === 'number' ? doc.strongInARow : 0,
    review: Array.isArray(doc?.review) ? doc.review.filter(isEntry) : [],
    learned:
      isText(learned?.week) && typeof learned?.count === 'number'
        ? { week: learned.week, count: learned.count }
        : null,
    recent: Array.isArray(doc?.recent) ? doc.recent.filter(isText) : [],
  };
}

export async function readLearning(db: Firestore, uid: string, kind: PracticeKind): Promise<Learning> {
  return learningOf((await learningDoc(db, uid, kind).get()).data());
}

export interface PracticeResults {
  practiceId: string;
  /** The level the practice was drawn at. */
  level: Level;
  /** The phrases the practice served, in order. */
  served: readonly string[];
  /** What became of them, already limited to `served`. */
  results: readonly PhraseResult[];
  now: Date;
}

/** The learner's learning document as read, in a save's batch. */
export interface LearningRead {
  uid: string;
  kind: PracticeKind;
  doc: DocumentData | undefined;
}

const appliedOf = (doc: DocumentData | undefined): string[] =>
  Array.isArray(doc?.applied) ? doc.applied.filter(isText) : [];

/** One more version of the learning document, with `labels`, logged under the practice's id. */
function advanceWith(
  db: Firestore,
  { uid, kind }: LearningRead,
  practiceId: string,
  now: Date,
  labels: DocumentData,
): Advance {
  return {
    counter: learningDoc(db, uid, kind),
    field: 'version',
    log: 'learningLog',
    by: 1,
    entry: { practiceId, ...deleteAfter(now, RETENTION_DAYS.saveLog) },
    labels: { uid, kind, updatedAt: now, ...labels },
  };
}

/**
 * The advance of the learner's learning document (`doc`, as read) that applies a practice's
 * results to their list, level and counts: committed by the practice's final save, in the same
 * batch as its points (../saves/save-store.ts). Null when they were applied before.
 */
export function learningAdvance(
  db: Firestore,
  read: LearningRead,
  { practiceId, level, served, results, now }: PracticeResults,
): Advance | null {
  const applied = appliedOf(read.doc);
  if (applied.includes(practiceId)) return null;
  const today = academyDay(now);
  const learning = learningOf(read.doc);
  const review = applyResults(learning.review, results, today);
  const levelState = nextLevel(learning, level, results);
  return advanceWith(db, read, practiceId, now, {
    level: levelState.level,
    strongInARow: levelState.strongInARow,
    review: review.list,
    learned: addLearned(learning.learned, review.learned.length, today),
    recent: [...learning.recent, ...served].slice(-RECENT_PRACTICES * PHRASES_PER_PRACTICE),
    applied: [...applied, practiceId].slice(-APPLIED_KEPT),
  });
}

/**
 * The advance that puts on the review list the misses a save reports before its practice ends
 * (`settledMisses`), and nothing else: the level, counts and `applied` wait for the close, which
 * finds these entries as it would leave them. Null when they change nothing (already applied by
 * an earlier save of the practice) or the practice's results were applied.
 */
export function missesAdvance(
  db: Firestore,
  read: LearningRead,
  { practiceId, results, now }: Pick<PracticeResults, 'practiceId' | 'results' | 'now'>,
): Advance | null {
  if (appliedOf(read.doc).includes(practiceId)) return null;
  const review = applyResults(learningOf(read.doc).review, settledMisses(results), academyDay(now));
  return review.changed ? advanceWith(db, read, practiceId, now, { review: review.list }) : null;
}
