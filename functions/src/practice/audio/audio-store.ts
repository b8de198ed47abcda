/**
 * The day's audios, in the learner's dailyUsage document (../../data/daily-usage.ts): taken when
 * served, given back when synthesis fails, and attributed to the practice that asked; a phrase
 * its practice was already served is served again without another.
 * docs/data.md says which write bounds each count.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { giveBack, readUsed, takeToday, usageDoc } from '../../data/daily-usage';
import { addWeeklyActivity, phraseKey } from '../../data/weekly-activity';
import type { AudioUsage } from '../../shared/contract';
import { practiceDoc } from '../practice-store';
import { audioUsage } from './audio-rules';

export async function readAudioUsage(db: Firestore, uid: string, now: Date): Promise<AudioUsage> {
  return audioUsage(await readUsed(db, uid, now, 'audios'));
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
  const { kept } = usageDoc(db, uid, now);
  const served = practiceId && phrase ? servedAudios(db, uid, practiceId).doc(phraseKey(phrase)) : null;
  let again = false;
  const take = await takeToday(db, uid, now, 'audios', {
    read: served ? [served] : [],
    allows: (_day, [mark]) => {
      again = mark !== undefined;
      return !again;
    },
    entry: { ...(practiceId ? { practiceId } : {}), ...(served ? { served: served.id } : {}) },
    labels: practiceId ? { practiceAudios: FieldValue.increment(1) } : undefined,
    alongside: (batch) => {
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
  });
  const usage = audioUsage(take.used);
  return take.taken ? { granted: true, usage, index: take.index } : { granted: false, usage, again };
}

/**
 * Gives back the audio that grant `index` took (its synthesis failed), on the day of the grant's
 * `now`, and to its practice if it had one. Refunding the same grant again changes nothing.
 * False when there is no such grant.
 */
export function refundAudio(db: Firestore, uid: string, now: Date, index: number): Promise<boolean> {
  return giveBack(db, uid, now, 'audios', index, 1, (grant) => {
    const practiceId = typeof grant.practiceId === 'string' ? grant.practiceId : undefined;
    const served = typeof grant.served === 'string' ? grant.served : undefined;
    return {
      entry: practiceId ? { practiceId } : {},
      labels: practiceId ? { practiceAudios: FieldValue.increment(-1) } : {},
      alongside: (batch) => {
        addWeeklyActivity(batch, db, uid, now, { audios: -1 });
        if (!practiceId) return;
        batch.set(
          practiceDoc(db, uid, practiceId),
          { audios: FieldValue.increment(-1), updatedAt: FieldValue.serverTimestamp() },
          { merge: true },
        );
        // The phrase was not heard: asked again, it takes an audio again.
        if (served) batch.delete(servedAudios(db, uid, practiceId).doc(served));
      },
    };
  });
}
