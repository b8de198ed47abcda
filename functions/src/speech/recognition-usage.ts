/**
 * The day's server speech recognitions, in the learner's dailyUsage/{uid}_{day} document
 * (./daily-usage.ts describes the others):
 *   recognitions          every recognition granted that day: the write-once log counter
 *                         (`recognitionLog/{n}` is the grant that took it from n to n + 1)
 *   recognitionsRefunded  recognitions given back because the engine failed
 *                         (`recognitionRefunds/{n}`, one per grant)
 * A recognition is used when granted and not given back; at most the day's limit are used,
 * however many requests race: the grant creates its log entry (create-if-absent) in the batch
 * that increments the counter (./write-once.ts), and a refund creates its record in the batch
 * that increments `recognitionsRefunded`, so a grant is given back at most once.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { takeOneToday, usageDoc } from '../data/daily-usage';
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
    },
    async () => (await refund.get()).exists,
  );
  return true;
}
