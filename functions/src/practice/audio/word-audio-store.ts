/**
 * The day's word audios (the speaking practice's word help), in the learner's dailyUsage
 * document (../../data/daily-usage.ts): taken before the word is spoken, given back once when
 * speaking fails. docs/data.md.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { takeOneToday, usageDoc } from '../../data/daily-usage';
import { whileUserExists } from '../../data/users';
import { commitOnce, numberAt } from '../../data/write-once';
import { DAILY_WORD_AUDIO_LIMIT } from '../../shared/rules';

/** Word audios granted and not given back. */
const usedOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'wordAudios') - numberAt(doc, 'wordAudiosRefunded');

export type WordAudioGrant = { granted: true; index: number } | { granted: false };

/** Takes one of the learner's word audios of the day: never past the limit, however many race. */
export async function consumeWordAudio(db: Firestore, uid: string, now: Date): Promise<WordAudioGrant> {
  const result = await takeOneToday(db, uid, now, {
    field: 'wordAudios',
    log: 'wordAudioLog',
    allows: (_wordAudios, doc) => usedOf(doc) < DAILY_WORD_AUDIO_LIMIT,
  });
  return result.advanced ? { granted: true, index: result.from } : { granted: false };
}

/** The day's used word audios (granted and not given back). */
export async function readWordAudiosUsed(db: Firestore, uid: string, now: Date): Promise<number> {
  return usedOf((await usageDoc(db, uid, now).counter.get()).data());
}

/** Gives back the word audio that grant `index` took, on the grant's day; again, it changes nothing. */
export async function refundWordAudio(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  const { counter, kept } = usageDoc(db, uid, now);
  if (!(await counter.collection('wordAudioLog').doc(String(index)).get()).exists) return;
  const refund = counter.collection('wordAudioRefunds').doc(String(index));
  await commitOnce(
    db,
    (batch) => {
      batch.create(refund, { at: FieldValue.serverTimestamp(), ...kept });
      batch.set(counter, { wordAudiosRefunded: FieldValue.increment(1) }, { merge: true });
      whileUserExists(batch, db, uid);
    },
    async () => (await refund.get()).exists,
  );
}
