/**
 * What the class page shows of a learner's and a class's week, kept by the writes that make it,
 * in their batches (blind increments: no read added to a learner's call):
 * - weeklyActivity/{week}_{uid}: practices finished, audios taken, conversation seconds;
 * - classWeeks/{classId}_{week}: per phrase of the pool, how often the class was served it in a
 *   final save's results and how often it missed it. docs/data.md, "The academy".
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { isMissedResult, type ReportedResult } from './activity-rules';
import { academyWeek } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';

export type ActivityField = 'practices' | 'audios' | 'conversationSeconds';

const weekStart = (week: string) => new Date(`${week}T03:00:00Z`);

export function weeklyActivityDoc(db: Firestore, uid: string, week: string) {
  return db.collection('weeklyActivity').doc(`${week}_${uid}`);
}

export function classWeekDoc(db: Firestore, classId: string, week: string) {
  return db.collection('classWeeks').doc(`${classId}_${week}`);
}

/** Adds the learner's activity of `now`'s week to `batch`. */
export function addWeeklyActivity(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  now: Date,
  changes: Partial<Record<ActivityField, number>>,
): void {
  const week = academyWeek(now);
  const increments = Object.fromEntries(
    Object.entries(changes)
      .filter(([, by]) => by !== 0)
      .map(([field, by]) => [field, FieldValue.increment(by as number)]),
  );
  if (!Object.keys(increments).length) return;
  batch.set(
    weeklyActivityDoc(db, uid, week),
    { uid, week, ...increments, ...deleteAfter(weekStart(week), RETENTION_DAYS.weeks) },
    { merge: true },
  );
}

/** A phrase's field in a classWeeks document: a short hash, so any text is a valid field name. */
export const phraseField = (phrase: string) =>
  `p${createHash('sha256').update(phrase).digest('hex').slice(0, 16)}`;

/** Adds one final save's results to its class's week, in `batch`. */
export function addClassResults(
  batch: WriteBatch,
  db: Firestore,
  classId: string,
  now: Date,
  results: readonly ReportedResult[],
): void {
  if (!results.length) return;
  const week = academyWeek(now);
  const phrases = Object.fromEntries(
    results.map((result) => [
      phraseField(result.phrase),
      {
        phrase: result.phrase,
        served: FieldValue.increment(1),
        missed: FieldValue.increment(isMissedResult(result) ? 1 : 0),
      },
    ]),
  );
  batch.set(
    classWeekDoc(db, classId, week),
    { classId, week, phrases, ...deleteAfter(weekStart(week), RETENTION_DAYS.weeks) },
    { merge: true },
  );
}
