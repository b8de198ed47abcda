/**
 * The conversation's share of the learner's day (../data/daily-usage.ts): the tutor replies
 * taken and the conversation points earned. docs/data.md, "The learner's day".
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

/** Replies granted and not given back. */
const usedRepliesOf = (doc: DocumentData | undefined) =>
  numberAt(doc, 'replies') - numberAt(doc, 'repliesRefunded');

/**
 * Takes one of the learner's tutor replies of the day, before the tutor is asked (it is billed
 * per call): the replyLog entry it created, or null when the day's replies are all taken; like
 * the audios, the count never passes the limit, however many requests race. `replies` is its
 * own counter: talking never spends the practices' 10 audios.
 */
export async function consumeReply(
  db: Firestore,
  uid: string,
  now: Date,
  limit: number,
): Promise<number | null> {
  const result = await takeOneToday(db, uid, now, {
    field: 'replies',
    log: 'replyLog',
    allows: (_replies, doc) => usedRepliesOf(doc) < limit,
  });
  return result.advanced ? result.from : null;
}

/**
 * Gives back the reply that grant `index` took (the tutor failed, or declined the prompt), on the
 * grant's day: refunding the same grant again changes nothing.
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

/** The day's usage as read before a turn: the replies used and the conversation points earned. */
export async function readConversationUsage(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ replies: number; conversationPoints: number }> {
  const doc = (await usageDoc(db, uid, now).counter.get()).data();
  return {
    replies: usedRepliesOf(doc),
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
