/**
 * practices/{uid}_{practiceId}: `audios` served to one practice (a client-made id), moved by the
 * audio grants and refunds of ./daily-usage.ts in their own batches.
 * practiceSaves/{uid}_{practiceId}: the practice's saved points, created once: the create and
 * the increments of the learner's totals are one atomic batch, so a practice counts once
 * however often (or however concurrently) its save is sent or retried.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { canClaimForPractice, type PointsField } from '../points/claim-rules';
import type { Points } from '../shared/contract';
import { readPoints, usersCollection } from './users';
import { commitOnce, newRequestId } from './write-once';

export function practiceDoc(db: Firestore, uid: string, practiceId: string) {
  return db.collection('practices').doc(`${uid}_${practiceId}`);
}

function saveDoc(db: Firestore, uid: string, practiceId: string) {
  return db.collection('practiceSaves').doc(`${uid}_${practiceId}`);
}

export async function readPracticeAudios(db: Firestore, uid: string, practiceId: string): Promise<number> {
  const audios = (await practiceDoc(db, uid, practiceId).get()).get('audios');
  return typeof audios === 'number' ? audios : 0;
}

const sameSave = (doc: DocumentData | undefined, field: PointsField, points: number) =>
  doc?.field === field && doc?.points === points;

export type PracticeSaveResult =
  | { ok: true; points: Points }
  /** overAllowance: more than 10 per audio of the practice; alreadySaved: saved with other points. */
  | { ok: false; reason: 'overAllowance' | 'alreadySaved' };

/**
 * Saves a finished practice's points once: bounded by 10 x the audios served to that practice
 * (whatever day they were served). The same save sent again answers the current totals; a save
 * of the same practice with other points is refused.
 */
export async function savePracticePoints(
  db: Firestore,
  uid: string,
  { practiceId, field, points }: { practiceId: string; field: PointsField; points: number },
): Promise<PracticeSaveResult> {
  if (points === 0) return { ok: true, points: await readPoints(db, uid) };
  const save = saveDoc(db, uid, practiceId);
  if (!canClaimForPractice(points, await readPracticeAudios(db, uid, practiceId))) {
    // The same save sent again still answers the totals, whatever happened to the audios since.
    return sameSave((await save.get()).data(), field, points)
      ? { ok: true, points: await readPoints(db, uid) }
      : { ok: false, reason: 'overAllowance' };
  }
  const requestId = newRequestId();
  const saved = await commitOnce(
    db,
    (batch) => {
      batch.create(save, { uid, practiceId, field, points, requestId, at: FieldValue.serverTimestamp() });
      batch.set(
        usersCollection(db).doc(uid),
        { [field]: FieldValue.increment(points), totalPoints: FieldValue.increment(points) },
        { merge: true },
      );
    },
    async () => (await save.get()).get('requestId') === requestId,
  );
  if (!saved && !sameSave((await save.get()).data(), field, points)) {
    return { ok: false, reason: 'alreadySaved' };
  }
  return { ok: true, points: await readPoints(db, uid) };
}
