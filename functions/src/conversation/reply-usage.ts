/**
 * The conversation's share of the learner's day (../data/daily-usage.ts): the tutor replies
 * taken, the prompts it declined and the conversation points earned. See docs/data.md.
 */
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { takeOneToday, usageDoc } from '../data/daily-usage';
import { whileUserExists } from '../data/users';
import { advanceCounter, commitOnce, numberAt } from '../data/write-once';
import { DAILY_REPLY_SPEECH_CHARACTERS } from '../shared/rules';
import { type DayRefusal, dayRefusal, hasDeclinedLeft, type TurnsOfTheDay } from './session-rules';

/** Replies granted and not given back. */
const usedRepliesOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'replies') - numberAt(doc, 'repliesRefunded');

const turnsOfTheDay = (doc: DocumentData | undefined): TurnsOfTheDay => ({
  replies: usedRepliesOf(doc),
  declined: numberAt(doc, 'declinedTurns'),
});

/**
 * Takes one of the learner's tutor replies of the day, before the tutor is asked (it is billed
 * per call): the replyLog entry it created, or why the day refuses it (./session-rules.ts
 * dayRefusal: the replies all taken, or the declined prompts); like the audios, the count never
 * passes the limit, however many requests race. `replies` is its own counter: talking never
 * spends the practices' 10 audios.
 */
export async function consumeReply(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ index: number } | { refused: DayRefusal }> {
  let refused: DayRefusal | null = null;
  const result = await takeOneToday(db, uid, now, {
    field: 'replies',
    log: 'replyLog',
    allows: (_replies, doc) => {
      refused = dayRefusal(turnsOfTheDay(doc));
      return refused === null;
    },
  });
  if (result.advanced) return { index: result.from };
  return { refused: refused ?? 'replies' };
}

/**
 * Counts a prompt the tutor declined and gives back the reply that grant `index` took, in one
 * write-once advance of `declinedTurns` (its declinedLog entry names the reply): never past the
 * day's allowance, however many turns race. False when the allowance was already spent (turns
 * that overlapped past their lease): the reply then stays spent, so a declined prompt is never
 * free.
 */
export async function declineReply(db: Firestore, uid: string, now: Date, index: number): Promise<boolean> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  const result = await advanceCounter(db, {
    counter,
    labels: { ...labels, repliesRefunded: FieldValue.increment(1) },
    entry: { ...kept, reply: index },
    field: 'declinedTurns',
    log: 'declinedLog',
    step: (declined) => (hasDeclinedLeft(declined) ? 1 : null),
    alongside: (batch) => whileUserExists(batch, db, uid),
  });
  return result.advanced;
}

/**
 * Gives back the reply that grant `index` took (the tutor failed), on the grant's day: refunding
 * the same grant again changes nothing.
 */
export function refundReply(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  return refundOnce(db, uid, now, {
    refund: (counter) => counter.collection('replyRefunds').doc(String(index)),
    field: 'repliesRefunded',
    by: 1,
  });
}

/** Characters of spoken replies granted and not given back. */
const spokenCharactersOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'replyCharacters') - numberAt(doc, 'replyCharactersRefunded');

/**
 * Takes `characters` of the learner's spoken replies of the day (DAILY_REPLY_SPEECH_CHARACTERS),
 * before the reply is synthesized: the replyCharacterLog entry, or null when they do not fit.
 */
export async function takeReplyCharacters(
  db: Firestore,
  uid: string,
  now: Date,
  characters: number,
): Promise<number | null> {
  const { counter, labels, kept } = usageDoc(db, uid, now);
  const result = await advanceCounter(db, {
    counter,
    labels,
    entry: { ...kept, characters },
    field: 'replyCharacters',
    log: 'replyCharacterLog',
    step: (_taken, doc) =>
      spokenCharactersOf(doc) + characters <= DAILY_REPLY_SPEECH_CHARACTERS ? characters : null,
    alongside: (batch) => whileUserExists(batch, db, uid),
  });
  return result.advanced ? result.from : null;
}

/** Gives back the characters grant `index` took (the reply's speech failed). */
export function refundReplyCharacters(
  db: Firestore,
  uid: string,
  now: Date,
  index: number,
  characters: number,
): Promise<void> {
  return refundOnce(db, uid, now, {
    refund: (counter) => counter.collection('replyCharacterRefunds').doc(String(index)),
    field: 'replyCharactersRefunded',
    by: characters,
  });
}

/** One refund of the day's document, written once: its entry is named after the grant's. */
async function refundOnce(
  db: Firestore,
  uid: string,
  now: Date,
  given: { refund: (counter: DocumentReference) => DocumentReference; field: string; by: number },
): Promise<void> {
  const { field, by } = given;
  const { counter, kept } = usageDoc(db, uid, now);
  const refund = given.refund(counter);
  await commitOnce(
    db,
    (batch) => {
      batch.create(refund, { at: FieldValue.serverTimestamp(), ...kept });
      batch.set(counter, { [field]: FieldValue.increment(by) }, { merge: true });
      whileUserExists(batch, db, uid);
    },
    async () => (await refund.get()).exists,
  );
}

/**
 * The field's name before 2026-11-23. A day's document written before the rename keeps the
 * points earned there; read with the new field, a learner conversing across the deploy does not
 * earn the day's points twice. Only that day's documents have it: it can go once it has passed.
 */
const LEGACY_CONVERSATION_POINTS = 'talkingPoints';

/**
 * The day's usage as read before a turn: the replies used, the prompts declined and the
 * conversation points earned.
 */
export async function readConversationUsage(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<TurnsOfTheDay & { conversationPoints: number }> {
  const doc = (await usageDoc(db, uid, now).counter.get()).data();
  return {
    ...turnsOfTheDay(doc),
    conversationPoints: numberAt(doc, 'conversationPoints') + numberAt(doc, LEGACY_CONVERSATION_POINTS),
  };
}

/**
 * Adds `points` to the day's conversation points in `batch`: the caller's batch credits the reply
 * that earned them (see the header for why the read-then-increment is exact).
 */
export function addConversationPoints(
  batch: WriteBatch,
  db: Firestore,
  uid: string,
  now: Date,
  points: number,
): void {
  const { counter, labels } = usageDoc(db, uid, now);
  batch.set(counter, { ...labels, conversationPoints: FieldValue.increment(points) }, { merge: true });
}
