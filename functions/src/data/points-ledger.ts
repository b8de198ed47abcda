/**
 * Where a learner's points are kept: all time in users/{uid}, per academy week in
 * weeklyPoints/{week}_{uid} (the weekly ranking) and per day in progress/{uid} (the streak and the
 * chart). `creditPoints` writes all three in the batch that records what earned the points, so
 * they move together and once: docs/data.md.
 */
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import type { Points } from '../shared/contract';
import type { PracticeKind } from '../shared/rules';
import { academyDay, academyWeek, dayStartsAt } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { usersCollection } from './users';

/** The stored field of each practice's points (the conversation earns speaking points). */
export const POINTS_FIELD = {
  writing: 'pointsWriting',
  speaking: 'pointsSpeaking',
} as const satisfies Record<PracticeKind, keyof Points>;

export function weeklyPointsCollection(db: Firestore) {
  return db.collection('weeklyPoints');
}

const progressDoc = (db: Firestore, uid: string) => db.collection('progress').doc(uid);

export interface Credit {
  kind: PracticeKind;
  points: number;
  now: Date;
}

const DAY_FIELD = /^day_(\d{4})_(\d{2})_(\d{2})$/;
/** The progress document's field for a day: day_YYYY_MM_DD (one top-level field per day). */
export const dayField = (day: string) => `day_${day.replaceAll('-', '_')}`;

/**
 * Adds the writes of one credit to `batch`. A credit of 0 points adds no write at all: nothing
 * earned marks no day of the streak, and callers rely on that.
 */
export function creditPoints(batch: WriteBatch, db: Firestore, uid: string, credit: Credit): void {
  const { kind, points, now } = credit;
  if (points === 0) return;
  const day = dayField(academyDay(now));
  batch.set(progressDoc(db, uid), { uid, [day]: FieldValue.increment(points) }, { merge: true });
  const increments = {
    [POINTS_FIELD[kind]]: FieldValue.increment(points),
    totalPoints: FieldValue.increment(points),
  };
  batch.set(usersCollection(db).doc(uid), increments, { merge: true });
  const week = academyWeek(now);
  batch.set(
    weeklyPointsCollection(db).doc(`${week}_${uid}`),
    {
      // No name: the ranking reads it from users/{uid}, its only copy (docs/data.md).
      uid,
      week,
      ...increments,
      updatedAt: FieldValue.serverTimestamp(),
      ...deleteAfter(dayStartsAt(week), RETENTION_DAYS.weeks),
    },
    { merge: true },
  );
}

export const progressRef = progressDoc;

/** The points per practised academy day (YYYY-MM-DD) in a progress document as read. */
export function pointsByDayOf(doc: Record<string, unknown> | undefined): Readonly<Record<string, number>> {
  const days: Record<string, number> = {};
  for (const [field, points] of Object.entries(doc ?? {})) {
    const day = DAY_FIELD.exec(field);
    if (day && typeof points === 'number') days[`${day[1]}-${day[2]}-${day[3]}`] = points;
  }
  return days;
}

/** The learner's points per practised academy day (YYYY-MM-DD). */
export async function readPointsByDay(db: Firestore, uid: string): Promise<Readonly<Record<string, number>>> {
  return pointsByDayOf((await progressDoc(db, uid).get()).data());
}
