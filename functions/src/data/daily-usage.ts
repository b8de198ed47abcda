/**
 * dailyUsage/{uid}_{day}: one document per learner and São Paulo day, where each costly service
 * counts what the learner took that day (audios, tutor replies, recognitions). What each field
 * holds, and the write that bounds it: docs/data.md.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { academyDay } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { whileUserExists } from './users';
import { advanceCounter, type CounterResult } from './write-once';

/** The learner's dailyUsage document of `now`'s São Paulo day, with the labels its writes carry. */
export function usageDoc(db: Firestore, uid: string, now: Date) {
  const day = academyDay(now);
  const kept = deleteAfter(now, RETENTION_DAYS.activity);
  return { counter: db.collection('dailyUsage').doc(`${uid}_${day}`), labels: { uid, day, ...kept }, kept };
}

/** A counter of the day's document that a request takes one of, and when it has room left. */
export interface DailyTake {
  field: string;
  /** The log of grants (./write-once.ts advanceCounter). */
  log: string;
  /** Whether the day's document, as read, leaves room for one more. */
  allows: (current: number, doc: DocumentData | undefined) => boolean;
}

/**
 * Takes one of the learner's `field` of the day when `allows` finds room: however many requests
 * race, none is taken past what `allows` permits.
 */
export function takeOneToday(
  db: Firestore,
  uid: string,
  now: Date,
  { field, log, allows }: DailyTake,
): Promise<CounterResult> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  return advanceCounter(db, {
    counter,
    labels,
    entry: kept,
    field,
    log,
    step: (current, doc) => (allows(current, doc) ? 1 : null),
    alongside: (batch) => whileUserExists(batch, db, uid),
  });
}
