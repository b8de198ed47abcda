/**
 * dailyUsage/{uid}_{day}: one document per learner and São Paulo day.
 *   audios         every audio granted that day: the write-once log counter (`audioLog/{n}` is
 *                  the grant that took it from n to n + 1). It only grows.
 *   refunded       audios given back because synthesis failed (`audioRefunds/{n}`, one per grant)
 *   practiceAudios audios currently attributed to a practice (practices/{uid}_{practiceId})
 *   pointsClaimed  points saved without a practiceId (old clients), through `claimLog`
 *   replies        tutor replies taken that day (`replyLog/{n}`), at most DAILY_REPLY_LIMIT
 *   conversationPoints  points tutor replies earned that day, at most DAILY_CONVERSATION_POINTS
 * An audio is used when granted and not refunded: used = audios - refunded.
 *
 * Which Firestore operation makes each invariant hold (in production and on the local emulator):
 * - at most 10 used audios a day: a grant creates `audioLog/{audios}` (create-if-absent) in one
 *   atomic batch with the increment of `audios`, the practice's `audios` and `practiceAudios`;
 *   of racing grants that read the same value exactly one commits (./write-once.ts).
 * - an audio is refunded once: the refund creates `audioRefunds/{n}` in one atomic batch with
 *   the increments of `refunded` (and the practice's counts); a second refund of n fails.
 * - legacy points within 10 x (used - practiceAudios): the claim creates `claimLog/{claimed}`
 *   in one atomic batch with the increments of `pointsClaimed` and the user's totals, so an
 *   audio funds either its practice or a legacy claim. A claim racing the refund of an audio it
 *   counted may keep what that audio allowed.
 * - a practice credited once, within 10 x its audios: the save advances the practice's own
 *   `saved` by creating `practices/{uid}_{practiceId}/saveLog/{saved}` in one atomic batch with
 *   the increments of the user's totals (./practices.ts).
 * - at most 100 conversation points a day: a reply's credit reads `conversationPoints` and increments it in
 *   its own atomic batch (./conversations.ts creditReply). Exact because a learner has one
 *   turn in flight at a time (`conversationTurns/{uid}/turnLog`): no other credit of theirs can
 *   run between that read and that commit.
 * A retried commit whose first attempt was applied fails with ALREADY_EXISTS: the grant, claim
 * or save finds its own requestId in the document it created and reports success, counted once.
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { academyDay } from '../domain/calendar';
import type { PointsField } from '../domain/claim-rules';
import { canClaim } from '../domain/claim-rules';
import { audioUsage } from '../domain/daily-limit';
import type { AudioUsage, Points } from '../shared/contract';
import { DAILY_AUDIO_LIMIT } from '../shared/rules';
import { practiceDoc } from './practices';
import { creditPoints } from './progress';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { readPoints } from './users';
import { advanceCounter, type CounterResult, commitOnce, numberAt } from './write-once';

/** The learner's dailyUsage document of `now`'s São Paulo day, with the labels its writes carry. */
export function usageDoc(db: Firestore, uid: string, now: Date) {
  const day = academyDay(now);
  const kept = deleteAfter(now, RETENTION_DAYS.activity);
  return { counter: db.collection('dailyUsage').doc(`${uid}_${day}`), labels: { uid, day, ...kept }, kept };
}

/** A counter of the day's document that a request takes one of, and when it has room left. */
interface DailyTake {
  field: string;
  /** The log of grants (./write-once.ts advanceCounter). */
  log: string;
  /** Whether the day's document, as read, leaves room for one more. */
  allows: (current: number, doc: DocumentData | undefined) => boolean;
}

/**
 * Takes one of the learner's `field` of the day when `allows` finds room: however many requests
 * race, none is taken past what `allows` permits.
 */
export function takeOneToday(
  db: Firestore,
  uid: string,
  now: Date,
  { field, log, allows }: DailyTake,
): Promise<CounterResult> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  return advanceCounter(db, {
    counter,
    labels,
    entry: kept,
    field,
    log,
    step: (current, doc) => (allows(current, doc) ? 1 : null),
  });
}

/** Audios granted and not given back. */
const usedOf = (doc: DocumentData | undefined) => numberAt(doc, 'audios') - numberAt(doc, 'refunded');

export async function readAudioUsage(db: Firestore, uid: string, now: Date): Promise<AudioUsage> {
  return audioUsage(usedOf((await usageDoc(db, uid, now).counter.get()).data()));
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
      used = usedOf(doc);
      return used < DAILY_AUDIO_LIMIT ? 1 : null;
    },
    alongside: (batch) => {
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

export type ClaimResult = { ok: true; points: Points } | { ok: false };

/**
 * Adds a finished practice's points to the learner's field and total, for a client that sends
 * no practiceId, provided the day's used audios not attributed to a practice cover them
 * (../domain/claim-rules.ts). The claim, the day's claimed sum and the learner's totals, week
 * and day (./progress.ts) are written in one batch.
 */
export async function claimPoints(
  db: Firestore,
  uid: string,
  { field, points, name, now }: { field: PointsField; points: number; name: string; now: Date },
): Promise<ClaimResult> {
  if (points === 0) return { ok: true, points: await readPoints(db, uid) };
  const { counter, labels, kept } = usageDoc(db, uid, now);
  const result = await advanceCounter(db, {
    counter,
    labels,
    field: 'pointsClaimed',
    log: 'claimLog',
    entry: { field, ...kept },
    step: (claimed, doc) => {
      const legacyAudios = usedOf(doc) - numberAt(doc, 'practiceAudios');
      return canClaim(points, legacyAudios, claimed) ? points : null;
    },
    alongside: (batch, _from, by) => creditPoints(batch, db, uid, { field, points: by, name, now }),
  });
  return result.advanced ? { ok: true, points: await readPoints(db, uid) } : { ok: false };
}
