/**
 * The day's server speech recognitions, in the learner's dailyUsage document
 * (../data/daily-usage.ts): granted before the engine runs, given back once when it fails
 * (docs/data.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { giveBack, readUsed, takeToday } from '../data/daily-usage';

export type RecognitionGrant = { granted: true; index: number } | { granted: false };

/** Takes one of the learner's recognitions of the day, before the engine is called. */
export async function consumeRecognition(
  db: Firestore,
  uid: string,
  now: Date,
  limit: number,
): Promise<RecognitionGrant> {
  const take = await takeToday(db, uid, now, 'recognitions', { limit });
  return take.taken ? { granted: true, index: take.index } : { granted: false };
}

/** The day's used recognitions (granted and not given back). */
export function readRecognitionsUsed(db: Firestore, uid: string, now: Date): Promise<number> {
  return readUsed(db, uid, now, 'recognitions');
}

/**
 * Gives back the recognition that grant `index` took (the engine failed), on the grant's day.
 * Giving back the same grant again changes nothing. False when there is no such grant.
 */
export function refundRecognition(db: Firestore, uid: string, now: Date, index: number): Promise<boolean> {
  return giveBack(db, uid, now, 'recognitions', index);
}
