/**
 * dailyUsage/{uid}_{day}: one document per learner and São Paulo day, counting the audios
 * served (`audios`) and the points claimed (`pointsClaimed`). Both move only through
 * advanceCounter (./write-once.ts), so they stay exact under any concurrency.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PointsField } from '../points/claim-rules';
import { canClaim } from '../points/claim-rules';
import type { AudioUsage, Points } from '../shared/contract';
import { academyDay, audioUsage, DAILY_AUDIO_LIMIT } from '../speech/daily-limit';
import { readPoints, usersCollection } from './users';
import { advanceCounter } from './write-once';

function usageDoc(db: Firestore, uid: string, now: Date) {
  const day = academyDay(now);
  return { counter: db.collection('dailyUsage').doc(`${uid}_${day}`), labels: { uid, day } };
}

export async function readAudioUsage(db: Firestore, uid: string, now: Date): Promise<AudioUsage> {
  const data = (await usageDoc(db, uid, now).counter.get()).data();
  return audioUsage(typeof data?.audios === 'number' ? data.audios : 0);
}

/**
 * Takes one of today's audios for the learner. `granted: false` when all are taken; the count
 * never passes the limit, however many requests race.
 */
export async function consumeAudio(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ granted: boolean; usage: AudioUsage }> {
  const result = await advanceCounter(db, {
    ...usageDoc(db, uid, now),
    field: 'audios',
    log: 'audioLog',
    step: (used) => (used < DAILY_AUDIO_LIMIT ? 1 : null),
  });
  return result.advanced
    ? { granted: true, usage: audioUsage(result.to) }
    : { granted: false, usage: audioUsage(result.current) };
}

export type ClaimResult = { ok: true; points: Points } | { ok: false };

/**
 * Adds a finished practice's points to the learner's field and total, provided the day's
 * served audios cover them (../points/claim-rules.ts). The claim, the day's claimed sum and
 * the learner's totals are written in one batch.
 */
export async function claimPoints(
  db: Firestore,
  uid: string,
  field: PointsField,
  points: number,
  now: Date,
): Promise<ClaimResult> {
  if (points === 0) return { ok: true, points: await readPoints(db, uid) };
  const user = usersCollection(db).doc(uid);
  const result = await advanceCounter(db, {
    ...usageDoc(db, uid, now),
    field: 'pointsClaimed',
    log: 'claimLog',
    entry: { field },
    step: (claimed, doc) => {
      const audios = typeof doc?.audios === 'number' ? doc.audios : 0;
      return canClaim(points, audios, claimed) ? points : null;
    },
    alongside: (batch, _from, by) => {
      batch.set(
        user,
        { [field]: FieldValue.increment(by), totalPoints: FieldValue.increment(by) },
        { merge: true },
      );
    },
  });
  return result.advanced ? { ok: true, points: await readPoints(db, uid) } : { ok: false };
}
