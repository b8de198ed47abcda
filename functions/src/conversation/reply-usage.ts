/**
 * The conversation's share of the learner's day (../data/daily-usage.ts): the tutor replies
 * taken and the conversation points earned. docs/data.md, "The learner's day".
 */
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { takeOneToday, usageDoc } from '../data/daily-usage';
import { numberAt } from '../data/write-once';

/**
 * Takes one of the learner's tutor replies of the day, before the tutor is asked (it is billed
 * per call). `false` when the day's replies are all taken; like the audios, the count never
 * passes the limit, however many requests race. `replies` is its own counter: talking never
 * spends the practices' 10 audios.
 */
export async function consumeReply(db: Firestore, uid: string, now: Date, limit: number): Promise<boolean> {
  const result = await takeOneToday(db, uid, now, {
    field: 'replies',
    log: 'replyLog',
    allows: (replies) => replies < limit,
  });
  return result.advanced;
}

/**
 * The field's name before 2026-11-23. A day's document written before the rename keeps the
 * points earned there; read with the new field, a learner conversing across the deploy does not
 * earn the day's points twice. Only that day's documents have it: it can go once it has passed.
 */
const LEGACY_CONVERSATION_POINTS = 'talkingPoints';

/** The day's usage as read before a turn: the replies taken and the conversation points earned. */
export async function readConversationUsage(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ replies: number; conversationPoints: number }> {
  const doc = (await usageDoc(db, uid, now).counter.get()).data();
  return {
    replies: numberAt(doc, 'replies'),
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
