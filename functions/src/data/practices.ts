/**
 * practices/{uid}_{practiceId}: `audios` served to one practice (a client-made id), moved by the
 * audio grants and refunds of ./daily-usage.ts in their own batches.
 * practiceSaves/{uid}_{practiceId}: the practice's saved points, created once: the create and
 * the increments of the learner's totals, week and day (./progress.ts) are one atomic batch, so
 * a practice counts once however often (or however concurrently) its save is sent or retried.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { canClaimForPractice, type PointsField } from '../domain/claim-rules';
import type { Points } from '../shared/contract';
import { creditPoints, markPractised } from './progress';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { readPoints } from './users';
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

export interface PracticeSave {
  practiceId: string;
  field: PointsField;
  points: number;
  /** The learner's name, for the weekly ranking. */
  name: string;
  now: Date;
}

export type PracticeSaveResult =
  | { ok: true; points: Points }
  /** overAllowance: more than 10 per audio of the practice; alreadySaved: saved with other points. */
  | { ok: false; reason: 'overAllowance' | 'alreadySaved' };

/**
 * Saves a finished practice's points once: bounded by 10 x the audios served to that practice
 * (whatever day they were served). The same save sent again answers the current totals; a save
 * of the same practice with other points is refused. A practice finished with 0 points saves
 * nothing, but marks the day practised if it was served an audio.
 */
export async function savePracticePoints(
  db: Firestore,
  uid: string,
  { practiceId, field, points, name, now }: PracticeSave,
): Promise<PracticeSaveResult> {
  const audios = await readPracticeAudios(db, uid, practiceId);
  if (points === 0) {
    if (audios > 0) await markPractised(db, uid, now);
    return { ok: true, points: await readPoints(db, uid) };
  }
  const save = saveDoc(db, uid, practiceId);
  if (!canClaimForPractice(points, audios)) {
    // The same save sent again still answers the totals, whatever happened to the audios since.
    return sameSave((await save.get()).data(), field, points)
      ? { ok: true, points: await readPoints(db, uid) }
      : { ok: false, reason: 'overAllowance' };
  }
  const requestId = newRequestId();
  const saved = await commitOnce(
    db,
    (batch) => {
      batch.create(save, {
        uid,
        practiceId,
        field,
        points,
        requestId,
        at: FieldValue.serverTimestamp(),
        ...deleteAfter(now, RETENTION_DAYS.activity),
      });
      creditPoints(batch, db, uid, { field, points, name, now });
    },
    async () => (await save.get()).get('requestId') === requestId,
  );
  if (!saved && !sameSave((await save.get()).data(), field, points)) {
    return { ok: false, reason: 'alreadySaved' };
  }
  return { ok: true, points: await readPoints(db, uid) };
}
