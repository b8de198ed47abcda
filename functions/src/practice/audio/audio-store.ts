/**
 * The day's audios, in the learner's dailyUsage document (../../data/daily-usage.ts): taken when
 * served, given back when synthesis fails, and attributed to the practice that asked; a phrase
 * its practice was already served is served again without another.
 * docs/data.md says which write bounds each count.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { usageDoc } from '../../data/daily-usage';
import { whileUserExists } from '../../data/users';
import { addWeeklyActivity, phraseKey } from '../../data/weekly-activity';
import { commitAdvances, commitOnce, numberAt } from '../../data/write-once';
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
  | { granted: true; usage: AudioUsage; index: number }
  /** `again`: nothing taken because the practice was already served this phrase (a reload). */
  | { granted: false; usage: AudioUsage; again: boolean };

/**
 * A practice's marks of the phrases whose audio it was served (named by phraseKey), each made by
 * the grant that took the audio and removed by its refund: a phrase asked again (the page
 * reloaded mid-practice) takes nothing more.
 */
function servedAudios(db: Firestore, uid: string, practiceId: string) {
  return practiceDoc(db, uid, practiceId).collection('servedAudios');
}

/**
 * Takes one of today's audios for the learner, attributed to `practiceId` when given.
 * `granted: false` when all are used, or (`again`) when the practice was already served
 * `phrase`. The used count never passes the limit, and a practice's phrase takes at most one
 * audio, however many requests race: the grant creates the phrase's mark in the batch that
 * creates the counter's log entry, so a racing grant for the same phrase fails, reads again and
 * finds the mark.
 */
export async function consumeAudio(
  db: Firestore,
  uid: string,
  now: Date,
  practiceId?: string,
  phrase?: string,
): Promise<AudioGrant> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  const served = practiceId && phrase ? servedAudios(db, uid, practiceId).doc(phraseKey(phrase)) : null;
  let grant: AudioGrant = { granted: false, usage: audioUsage(0), again: false };
  await commitAdvances(db, {
    read: served ? [counter, served] : [counter],
    plan: ([doc, mark]) => {
      const used = usedAudiosOf(doc);
      if (mark || used >= DAILY_AUDIO_LIMIT) {
        grant = { granted: false, usage: audioUsage(used), again: mark !== undefined };
        return null;
      }
      const from = numberAt(doc, 'audios');
      grant = { granted: true, usage: audioUsage(used + 1), index: from };
      const entry = {
        ...kept,
        ...(practiceId ? { practiceId } : {}),
        ...(served ? { served: served.id } : {}),
      };
      return {
        advances: [
          {
            counter,
            field: 'audios',
            log: 'audioLog',
            by: 1,
            entry,
            labels: practiceId ? { ...labels, practiceAudios: FieldValue.increment(1) } : labels,
          },
        ],
        alongside: (batch) => {
          whileUserExists(batch, db, uid);
          addWeeklyActivity(batch, db, uid, now, { audios: 1 });
          if (served) batch.create(served, { at: FieldValue.serverTimestamp(), ...kept });
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
      };
    },
  });
  return grant;
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
  const served = typeof grant.served === 'string' ? grant.served : undefined;
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
        // The phrase was not heard: asked again, it takes an audio again.
        if (served) batch.delete(servedAudios(db, uid, practiceId).doc(served));
      }
    },
    async () => (await refund.get()).exists,
  );
  return true;
}
