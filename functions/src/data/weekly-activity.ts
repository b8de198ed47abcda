/**
 * What the class page shows of a learner's and a class's week, kept by the writes that make it,
 * in their batches (blind increments: no read added to a learner's call):
 * - weeklyActivity/{week}_{uid}: practices finished, audios taken, conversation seconds;
 * - classWeeks/{classId}_{week}: per phrase, how often the class was served it in a
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

/**
 * A phrase's fields in a classWeeks document: `text_`, `served_` and `missed_` followed by a short
 * hash of it, so any text makes valid top-level field names (one increment per field, which the
 * local emulator applies as production does; increments nested in a map it does not).
 */
export const phraseKey = (phrase: string) => createHash('sha256').update(phrase).digest('hex').slice(0, 16);

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
  const fields: Record<string, unknown> = {};
  for (const result of results) {
    const key = phraseKey(result.phrase);
    fields[`text_${key}`] = result.phrase;
    fields[`served_${key}`] = FieldValue.increment(1);
    if (isMissedResult(result)) fields[`missed_${key}`] = FieldValue.increment(1);
  }
  batch.set(
    classWeekDoc(db, classId, week),
    { classId, week, ...fields, ...deleteAfter(weekStart(week), RETENTION_DAYS.weeks) },
    { merge: true },
  );
}

/** The phrases of a classWeeks document as read: each with how often it was served and missed. */
export function phrasesOf(
  doc: Record<string, unknown> | undefined,
): { phrase: string; served: number; missed: number }[] {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return Object.entries(doc ?? {}).flatMap(([field, text]) => {
    if (!field.startsWith('text_') || typeof text !== 'string') return [];
    const key = field.slice('text_'.length);
    return [{ phrase: text, served: count(doc?.[`served_${key}`]), missed: count(doc?.[`missed_${key}`]) }];
  });
}
