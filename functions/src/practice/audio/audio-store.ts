/**
 * The day's audios, in the learner's dailyUsage document (../../data/daily-usage.ts): taken when
 * served, given back when synthesis fails, and attributed to the practice that asked; a phrase
 * its practice was already served is served again without another.
 * docs/data.md says which write bounds each count.
 */
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { learnersClassDoc, readDailyAudios } from '../../data/classes';
import { giveBack, readUsed, takeToday, usageDoc } from '../../data/daily-usage';
import { readUser, type StoredUser } from '../../data/users';
import { addWeeklyActivity, phraseKey } from '../../data/weekly-activity';
import type { AudioUsage } from '../../shared/contract';
import { DAILY_AUDIO_LIMIT, dailyAudiosOf } from '../../shared/rules';
import { practiceDoc } from '../practice-store';
import { audioUsage } from './audio-rules';

/** The caller's read of the learner's record, which names their class. */
export type UserRead = Promise<Pick<StoredUser, 'classId'> | null>;

/**
 * The learner's daily audios: their class's allowance (shared/rules.ts dailyAudiosOf). Reads their
 * record unless the caller's read of it is given, then their class if they have one: two reads at
 * most.
 */
export async function readAudioLimit(db: Firestore, uid: string, userRead?: UserRead): Promise<number> {
  return readDailyAudios(db, (await (userRead ?? readUser(db, uid)))?.classId);
}

/** Today's audios against the learner's limit: the day's document, with readAudioLimit's reads. */
export async function readAudioUsage(
  db: Firestore,
  uid: string,
  now: Date,
  userRead?: UserRead,
): Promise<AudioUsage> {
  const [used, limit] = await Promise.all([
    readUsed(db, uid, now, 'audios'),
    readAudioLimit(db, uid, userRead),
  ]);
  return audioUsage(used, limit);
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
 *
 * The limit is the allowance of the learner's class `classId` (their record's), read with the
 * day's document in each attempt, and read again after a grant: a grant that an allowance
 * lowered meanwhile no longer covers is given back at once (its audio not yet spoken), so no
 * grant committed after a change passes the new number. Audios served before it stay.
 */
export async function consumeAudio(
  db: Firestore,
  uid: string,
  now: Date,
  practiceId?: string,
  phrase?: string,
  classId: string | null = null,
): Promise<AudioGrant> {
  const { kept } = usageDoc(db, uid, now);
  const served = practiceId && phrase ? servedAudios(db, uid, practiceId).doc(phraseKey(phrase)) : null;
  const ofClass = learnersClassDoc(db, classId);
  let again = false;
  let limit = DAILY_AUDIO_LIMIT;
  const take = await takeToday(db, uid, now, 'audios', {
    read: [...(served ? [served] : []), ...(ofClass ? [ofClass] : [])],
    limit: (others) => {
      limit = ofClass ? dailyAudiosOf(others.at(-1)?.dailyAudios) : DAILY_AUDIO_LIMIT;
      return limit;
    },
    allows: (_day, others) => {
      again = served !== null && others[0] !== undefined;
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
  if (take.taken && ofClass) {
    const current = await readDailyAudios(db, classId);
    if (take.used > current) {
      try {
        await refundAudio(db, uid, now, take.index);
      } catch (error) {
        logger.error('Refund of an audio past a lowered allowance failed', {
          error: String(error),
          index: take.index,
        });
      }
      return { granted: false, usage: audioUsage(take.used - 1, current), again: false };
    }
  }
  const usage = audioUsage(take.used, limit);
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
