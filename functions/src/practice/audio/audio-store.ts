/**
 * The day's audios, in the learner's dailyUsage document (../../data/daily-usage.ts): taken when
 * served, given back when synthesis fails, and attributed to the practice that asked.
 * docs/data.md, "The learner's day", says which write bounds each count.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { usageDoc } from '../../data/daily-usage';
import { whileUserExists } from '../../data/users';
import { addWeeklyActivity } from '../../data/weekly-activity';
import { advanceCounter, commitOnce, numberAt } from '../../data/write-once';
import type { AudioUsage } from '../../shared/contract';
import { DAILY_AUDIO_LIMIT } from '../../shared/rules';
import { practiceDoc } from '../practice-store';
import { audioUsage } from './audio-rules';

/** Audios granted and not given back. */
export const usedAudiosOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'audios') - numberAt(doc, 'refunded');

export async function readAudioUsage(db: Firestore, uid: string, now: Date): Promise<AudioUsage> {
  return audioUsage(usedAudiosOf((await usageDoc(db, uid, now).counter.get()).data()));
}

export type AudioGrant =
  /** `index`: the audioLog entry this grant created; a refund names it. */
  { granted: true; usage: AudioUsage; index: number } | { granted: false; usage: AudioUsage };

/**
 * Takes one of today's audios for the learner, attributed to `practiceId` when given.
 * `granted: false` when all are used; the used count never passes the limit, however many
 * requests race.
 */
export async function consumeAudio(
  db: Firestore,
  uid: string,
  now: Date,
  practiceId?: string,
): Promise<AudioGrant> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  let used = 0;
  const result = await advanceCounter(db, {
    counter,
    field: 'audios',
    log: 'audioLog',
    entry: practiceId ? { practiceId, ...kept } : kept,
    labels: practiceId ? { ...labels, practiceAudios: FieldValue.increment(1) } : labels,
    step: (_audios, doc) => {
      used = usedAudiosOf(doc);
      return used < DAILY_AUDIO_LIMIT ? 1 : null;
    },
    alongside: (batch) => {
      whileUserExists(batch, db, uid);
      addWeeklyActivity(batch, db, uid, now, { audios: 1 });
      if (!practiceId) return;
      batch.set(
        practiceDoc(db, uid, practiceId),
        {
          uid,
          practiceId,
          audios: FieldValue.increment(1),
          updatedAt: FieldValue.serverTimestamp(),
          ...kept,
        },
        { merge: true },
      );
    },
  });
  return result.advanced
    ? { granted: true, usage: audioUsage(used + 1), index: result.from }
    : { granted: false, usage: audioUsage(used) };
}

/**
 * Gives back the audio that grant `index` took (its synthesis failed), on the day of the grant's
 * `now`, and to its practice if it had one. Refunding the same grant again changes nothing.
 * False when there is no such grant.
 */
export async function refundAudio(db: Firestore, uid: string, now: Date, index: number): Promise<boolean> {
  const { counter, kept } = usageDoc(db, uid, now);
  const grant = (await counter.collection('audioLog').doc(String(index)).get()).data();
  if (!grant) return false;
  const practiceId = typeof grant.practiceId === 'string' ? grant.practiceId : undefined;
  const refund = counter.collection('audioRefunds').doc(String(index));
  // Lost to an existing refund: this grant was already given back, by this call or another.
  await commitOnce(
    db,
    (batch) => {
      whileUserExists(batch, db, uid);
      addWeeklyActivity(batch, db, uid, now, { audios: -1 });
      batch.create(refund, {
        at: FieldValue.serverTimestamp(),
        ...kept,
        ...(practiceId ? { practiceId } : {}),
      });
      batch.set(
        counter,
        {
          refunded: FieldValue.increment(1),
          ...(practiceId ? { practiceAudios: FieldValue.increment(-1) } : {}),
        },
        { merge: true },
      );
      if (practiceId) {
        batch.set(
          practiceDoc(db, uid, practiceId),
          { audios: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
      }
    },
    async () => (await refund.get()).exists,
  );
  return true;
}
