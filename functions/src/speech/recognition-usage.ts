/**
 * The day's server speech recognitions, in the learner's dailyUsage document
 * (../data/daily-usage.ts): granted before the engine runs, given back once when it fails
 * (docs/data.md).
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { takeOneToday, usageDoc } from '../data/daily-usage';
import { whileUserExists } from '../data/users';
import { commitOnce, numberAt } from '../data/write-once';

/** Recognitions granted and not given back. */
const usedOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'recognitions') - numberAt(doc, 'recognitionsRefunded');

export type RecognitionGrant = { granted: true; index: number } | { granted: false };

/** Takes one of the learner's recognitions of the day, before the engine is called. */
export async function consumeRecognition(
  db: Firestore,
  uid: string,
  now: Date,
  limit: number,
): Promise<RecognitionGrant> {
  const result = await takeOneToday(db, uid, now, {
    field: 'recognitions',
    log: 'recognitionLog',
    allows: (_recognitions, doc) => usedOf(doc) < limit,
  });
  return result.advanced ? { granted: true, index: result.from } : { granted: false };
}

/** The day's used recognitions (granted and not given back). */
export async function readRecognitionsUsed(db: Firestore, uid: string, now: Date): Promise<number> {
  return usedOf((await usageDoc(db, uid, now).counter.get()).data());
}

/**
 * Gives back the recognition that grant `index` took (the engine failed), on the grant's day.
 * Giving back the same grant again changes nothing. False when there is no such grant.
 */
export async function refundRecognition(
  db: Firestore,
  uid: string,
  now: Date,
  index: number,
): Promise<boolean> {
  const { counter, kept } = usageDoc(db, uid, now);
  if (!(await counter.collection('recognitionLog').doc(String(index)).get()).exists) return false;
  const refund = counter.collection('recognitionRefunds').doc(String(index));
  await commitOnce(
    db,
    (batch) => {
      batch.create(refund, { at: FieldValue.serverTimestamp(), ...kept });
      batch.set(counter, { recognitionsRefunded: FieldValue.increment(1) }, { merge: true });
      whileUserExists(batch, db, uid);
    },
    async () => (await refund.get()).exists,
  );
  return true;
}
