/**
 * What the class page shows of a learner's and a class's week, kept by the writes that make it,
 * in their batches (blind increments: no read added to a learner's call):
 * - weeklyActivity/{week}_{uid}: practices finished, audios taken, conversation seconds;
 * - classWeeks/{classId}_{week}: per phrase and practice, the answers the class gave it in final
 *   saves' results, the wrong ones, and how many learners missed it. docs/data.md.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { PracticeKind } from '../shared/rules';
import { type ReportedResult, tallyResults } from './activity-rules';
import { academyWeek, dayStartsAt } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';

export type ActivityField = 'practices' | 'audios' | 'conversationSeconds';

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
    { uid, week, ...increments, ...deleteAfter(dayStartsAt(week), RETENTION_DAYS.weeks) },
    { merge: true },
  );
}

/**
 * A phrase's fields in a classWeeks document: `text_` and, per practice, `writingTries_`,
 * `writingWrong_`, `writingLearners_` (`speaking...` alike) followed by a short hash of it, so any
 * text makes valid top-level field names (one increment per field, which the local emulator
 * applies as production does; increments nested in a map it does not). Weeks written before kept
 * `served_` and `missed_`, which nothing reads.
 */
export const phraseKey = (phrase: string) => createHash('sha256').update(phrase).digest('hex').slice(0, 16);

/** The learner's mark, in their week's weeklyActivity, that they already count among a phrase's learners. */
const missedMark = (kind: PracticeKind, key: string) => `${kind}Missed_${key}`;

export interface ClassResults {
  classId: string;
  uid: string;
  kind: PracticeKind;
  results: readonly ReportedResult[];
  /** The learner's weeklyActivity of `now`'s week as read in the save's own reads. */
  learnerWeek: Record<string, unknown> | undefined;
  now: Date;
}

/**
 * Adds one final save's answers to its class's week, in `batch` (./activity-rules.ts
 * tallyResults), and marks in the learner's week each phrase they are now counted as having
 * missed. The save's batch creates its practice's entry in the learning log, so two final saves
 * of one practice kind never both commit from the same read: a learner is counted once.
 */
export function addClassResults(
  batch: WriteBatch,
  db: Firestore,
  { classId, uid, kind, results, learnerWeek, now }: ClassResults,
): void {
  const tallies = tallyResults(
    results,
    (phrase) => learnerWeek?.[missedMark(kind, phraseKey(phrase))] === true,
  );
  if (!tallies.length) return;
  const week = academyWeek(now);
  const fields: Record<string, unknown> = {};
  const marks: Record<string, true> = {};
  for (const { phrase, tries, wrong, newLearner } of tallies) {
    const key = phraseKey(phrase);
    fields[`text_${key}`] = phrase;
    fields[`${kind}Tries_${key}`] = FieldValue.increment(tries);
    if (wrong) fields[`${kind}Wrong_${key}`] = FieldValue.increment(wrong);
    if (newLearner) {
      fields[`${kind}Learners_${key}`] = FieldValue.increment(1);
      marks[missedMark(kind, key)] = true;
    }
  }
  const kept = deleteAfter(dayStartsAt(week), RETENTION_DAYS.weeks);
  batch.set(classWeekDoc(db, classId, week), { classId, week, ...fields, ...kept }, { merge: true });
  if (Object.keys(marks).length) {
    batch.set(weeklyActivityDoc(db, uid, week), { uid, week, ...marks, ...kept }, { merge: true });
  }
}

/** A phrase of a practice as the class answered it this week. */
export interface PhraseAnswers {
  phrase: string;
  tries: number;
  wrong: number;
  /** Learners who answered it wrong at least once. */
  learners: number;
}

/** The phrases of a classWeeks document as read, per practice, each answered at least once. */
export function classAnswersOf(
  doc: Record<string, unknown> | undefined,
): Record<PracticeKind, PhraseAnswers[]> {
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  const texts = Object.entries(doc ?? {}).flatMap(([field, text]) =>
    field.startsWith('text_') && typeof text === 'string' ? [{ key: field.slice('text_'.length), text }] : [],
  );
  const of = (kind: PracticeKind) =>
    texts
      .map(({ key, text }) => ({
        phrase: text,
        tries: count(doc?.[`${kind}Tries_${key}`]),
        wrong: count(doc?.[`${kind}Wrong_${key}`]),
        learners: count(doc?.[`${kind}Learners_${key}`]),
      }))
      .filter((each) => each.tries > 0);
  return { writing: of('writing'), speaking: of('speaking') };
}
