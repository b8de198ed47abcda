/**
 * A learner's points live in three places, all written by `creditPoints` inside the batch that
 * records what earned them (a practice save, a legacy claim, a tutor reply), so they move
 * together, once, and are never recomputed by reading history:
 *   users/{uid}                 pointsWriting, pointsSpeaking, totalPoints: all time
 *   weeklyPoints/{week}_{uid}   the same three for the academy week starting on Monday `week`,
 *                               with `week`, `uid` and the learner's `name`: the weekly ranking
 *                               is one indexed query on (week, totalPoints desc) over these
 *   progress/{uid}              day_YYYY_MM_DD: points earned that academy day, a field present
 *                               once a practice or a conversation turn earned points on it: the
 *                               streak and the chart. One top-level field per day (the local
 *                               emulator applies increments to top-level fields only); the
 *                               document grows by about 8 KB a year.
 * Each write is an increment merged into its document: concurrent credits add up, and the
 * caller's create-first batch (./write-once.ts commitOnce) keeps a retried commit from
 * counting twice.
 */
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { academyDay, academyWeek } from '../domain/calendar';
import type { PointsField } from '../domain/claim-rules';
import type { PointsByDay } from '../domain/progress-rules';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { usersCollection } from './users';

export function weeklyPointsCollection(db: Firestore) {
  return db.collection('weeklyPoints');
}

const progressDoc = (db: Firestore, uid: string) => db.collection('progress').doc(uid);

export interface Credit {
  field: PointsField;
  points: number;
  /** The learner's name, as the weekly ranking shows it. */
  name: string;
  now: Date;
}

const DAY_FIELD = /^day_(\d{4})_(\d{2})_(\d{2})$/;
/** The progress document's field for a day: day_YYYY_MM_DD. */
export const dayField = (day: string) => `day_${day.replaceAll('-', '_')}`;

function addToDay(batch: WriteBatch, db: Firestore, uid: string, now: Date, points: number): void {
  const field = dayField(academyDay(now));
  batch.set(progressDoc(db, uid), { uid, [field]: FieldValue.increment(points) }, { merge: true });
}

/**
 * Adds the writes of one credit to `batch` (see above). A credit of 0 points adds no write at
 * all: nothing earned marks no day of the streak (a practice saved with 0 points, a
 * conversation turn that earned none), and callers rely on that.
 */
export function creditPoints(batch: WriteBatch, db: Firestore, uid: string, credit: Credit): void {
  const { field, points, name, now } = credit;
  if (points === 0) return;
  addToDay(batch, db, uid, now, points);
  const increments = { [field]: FieldValue.increment(points), totalPoints: FieldValue.increment(points) };
  batch.set(usersCollection(db).doc(uid), increments, { merge: true });
  const week = academyWeek(now);
  batch.set(
    weeklyPointsCollection(db).doc(`${week}_${uid}`),
    {
      uid,
      week,
      name,
      ...increments,
      updatedAt: FieldValue.serverTimestamp(),
      ...deleteAfter(new Date(`${week}T03:00:00Z`), RETENTION_DAYS.weeks),
    },
    { merge: true },
  );
}

/** The learner's points per practised academy day (YYYY-MM-DD). */
export async function readPointsByDay(db: Firestore, uid: string): Promise<PointsByDay> {
  const doc = (await progressDoc(db, uid).get()).data() ?? {};
  const days: Record<string, number> = {};
  for (const [field, points] of Object.entries(doc)) {
    const day = DAY_FIELD.exec(field);
    if (day && typeof points === 'number') days[`${day[1]}-${day[2]}-${day[3]}`] = points;
  }
  return days;
}
