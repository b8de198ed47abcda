/**
 * The conversation's share of the learner's day (../data/daily-usage.ts): the tutor replies
 * taken, the prompts it declined and the conversation points earned. See docs/data.md.
 */
import { type DocumentData, FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { giveBack, readDay, takeToday, usageDoc, usedOf } from '../data/daily-usage';
import { numberAt } from '../data/write-once';
import { type DayRefusal, dayRefusal, type TurnsOfTheDay } from './session-rules';

const turnsOfTheDay = (doc: DocumentData | undefined): TurnsOfTheDay => ({
  replies: usedOf('replies', doc),
  declined: usedOf('declinedTurns', doc),
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
  const take = await takeToday(db, uid, now, 'replies', {
    allows: (doc) => {
      refused = dayRefusal(turnsOfTheDay(doc));
      return refused === null;
    },
  });
  if (take.taken) return { index: take.index };
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
  const take = await takeToday(db, uid, now, 'declinedTurns', {
    entry: { reply: index },
    labels: { repliesRefunded: FieldValue.increment(1) },
  });
  return take.taken;
}

/**
 * Gives back the reply that grant `index` took (the tutor failed), on the grant's day: refunding
 * the same grant again changes nothing.
 */
export async function refundReply(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  await giveBack(db, uid, now, 'replies', index);
}

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
  const take = await takeToday(db, uid, now, 'replyCharacters', { by: characters, entry: { characters } });
  return take.taken ? take.index : null;
}

/** Gives back the characters grant `index` took (the reply's speech failed). */
export async function refundReplyCharacters(
  db: Firestore,
  uid: string,
  now: Date,
  index: number,
  characters: number,
): Promise<void> {
  await giveBack(db, uid, now, 'replyCharacters', index, characters);
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
  const doc = await readDay(db, uid, now);
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
