/**
 * learning/{uid}_{kind}: what a learner is learning in one phrase practice (issue 17), one
 * document per learner and practice kind (writing and speaking keep separate lists), kept for
 * good (a few KB):
 *   level, strongInARow  the learner's level and its row of strong practices (../domain/level-rules.ts)
 *   review               the review list, at most REVIEW_LIST_LIMIT entries (../domain/review-rules.ts)
 *   learned              { week, count }: phrases learned in that academy week
 *   recent               the phrases served in the last RECENT_PRACTICES practices whose results came in
 *   applied              the ids of the last APPLIED_KEPT practices whose results came in
 *   version              advanced by every update
 *
 * Which Firestore operation makes each invariant hold (in production and on the local emulator):
 * - the list, level and counts are only ever changed from a practice's results, once per
 *   practice, never recomputed from history, and in the same batch as the practice's final save
 *   (its points credit or its close, ./practices.ts savePracticePoints): the update advances
 *   `version` (./write-once.ts commitAdvances), which creates `learningLog/{version as read}` in
 *   that batch with the new state. Of racing updates (two tabs finishing at once) that read the
 *   same version exactly one commits; the others re-read and apply their results on top. A
 *   practice already in `applied` changes nothing (a final save sent twice). A retried commit
 *   whose first attempt was applied fails with ALREADY_EXISTS (or ends in UNAVAILABLE): the save
 *   finds its own requestId in a log entry it created and reports success, applied once.
 * - the log entries matter only while updates race or a commit is retried, so they are kept
 *   1 day; `version` only grows, so an expired entry's name is never used again.
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
function learningOf(doc: DocumentData | undefined): Learning {
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

/**
 * The advance of the learner's learning document (`doc`, as read) that applies a practice's
 * results to their list, level and counts: committed by the practice's final save, in the same
 * batch as its points (./practices.ts savePracticePoints). Null when they were applied before.
 */
export function learningAdvance(
  db: Firestore,
  { uid, kind, doc }: { uid: string; kind: PracticeKind; doc: DocumentData | undefined },
  { practiceId, level, served, results, now }: PracticeResults,
): Advance | null {
  const applied: string[] = Array.isArray(doc?.applied) ? doc.applied.filter(isText) : [];
  if (applied.includes(practiceId)) return null;
  const today = academyDay(now);
  const learning = learningOf(doc);
  const review = applyResults(learning.review, results, today);
  const levelState = nextLevel(learning, level, results);
  return {
    counter: learningDoc(db, uid, kind),
    field: 'version',
    log: 'learningLog',
    by: 1,
    entry: { practiceId, ...deleteAfter(now, RETENTION_DAYS.saveLog) },
    labels: {
      uid,
      kind,
      updatedAt: now,
      level: levelState.level,
      strongInARow: levelState.strongInARow,
      review: review.list,
      learned: addLearned(learning.learned, review.learned.length, today),
      recent: [...learning.recent, ...served].slice(-RECENT_PRACTICES * PHRASES_PER_PRACTICE),
      applied: [...applied, practiceId].slice(-APPLIED_KEPT),
    },
  };
}
