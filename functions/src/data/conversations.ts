/**
 * conversations/{uid}_{sessionId}: one talking session of a learner (the id is the learner's
 * and a random one, so nobody reaches another learner's session).
 *   startedAt, expiresAt  the 30 minutes, on the server's clock
 *   replies, points       tutor replies and the points they earned (2 each)
 *   turns                 the last turns, for a coherent conversation
 * conversationTurns/{uid}: the learner's turns begun (`started`) and finished (`done`), over all
 *   their sessions: one in flight at a time, whatever the number of tabs. `started` is a
 *   write-once log counter (`turnLog/{n}`), so of two prompts sent at once exactly one begins;
 *   `lastStartedAt` lets a turn whose request died lapse.
 *
 * Which Firestore operation makes each invariant hold (in production and on the local emulator):
 * - one turn in flight: the begin creates `turnLog/{started}` (create-if-absent) in one batch
 *   with the increment of `started` (./write-once.ts advanceCounter);
 * - points = 2 x replies, in the session and in the learner's totals, week and day: a finished
 *   turn creates `creditLog/{n}` in one atomic batch with the session's increments and the
 *   learner's (./progress.ts creditPoints); a
 *   retried commit finds its own requestId there and counts once (commitOnce).
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { canStartTurn, POINTS_PER_REPLY, recentTurns, SESSION_SECONDS } from '../domain/session-rules';
import { creditPoints } from './progress';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { advanceCounter, commitOnce, newRequestId } from './write-once';

/** One stored turn, oldest first; the same shape the tutor port reads as its history. */
export interface ConversationTurn {
  role: 'learner' | 'tutor';
  text: string;
}

interface ConversationDoc {
  uid: string;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  replies?: number;
  points?: number;
  turns?: ConversationTurn[];
}

export interface Conversation {
  sessionId: string;
  startedAt: Date;
  replies: number;
  points: number;
  turns: ConversationTurn[];
}

const conversations = (db: Firestore) => db.collection('conversations');
const conversationDoc = (db: Firestore, uid: string, sessionId: string) =>
  conversations(db).doc(`${uid}_${sessionId}`);
const turnsDoc = (db: Firestore, uid: string) => db.collection('conversationTurns').doc(uid);

function toConversation(sessionId: string, doc: ConversationDoc): Conversation {
  return {
    sessionId,
    startedAt: doc.startedAt.toDate(),
    replies: doc.replies ?? 0,
    points: doc.points ?? 0,
    turns: doc.turns ?? [],
  };
}

/** A new session, starting now. */
export async function startConversation(db: Firestore, uid: string, now: Date): Promise<Conversation> {
  const sessionId = randomUUID();
  const doc = {
    uid,
    startedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000),
    replies: 0,
    points: 0,
    turns: [],
    ...deleteAfter(now, RETENTION_DAYS.activity),
  };
  await conversationDoc(db, uid, sessionId).create(doc);
  return { sessionId, startedAt: now, replies: 0, points: 0, turns: [] };
}

/** The learner's session, or null when they have none of that id. */
export async function readConversation(
  db: Firestore,
  uid: string,
  sessionId: string,
): Promise<Conversation | null> {
  const doc = (await conversationDoc(db, uid, sessionId).get()).data() as ConversationDoc | undefined;
  return doc ? toConversation(sessionId, doc) : null;
}

/**
 * Begins one of the learner's turns; `null` when another is in flight (in any of their
 * sessions). The index names the turn until it ends.
 */
export async function beginTurn(db: Firestore, uid: string, now: Date): Promise<number | null> {
  const result = await advanceCounter(db, {
    counter: turnsDoc(db, uid),
    field: 'started',
    log: 'turnLog',
    labels: { lastStartedAt: now },
    entry: deleteAfter(now, RETENTION_DAYS.activity),
    step: (started, doc) => {
      const done = typeof doc?.done === 'number' ? doc.done : 0;
      const lastStartedAt = (doc?.lastStartedAt as Timestamp | undefined)?.toDate() ?? null;
      return canStartTurn({ started, done, lastStartedAt }, now) ? 1 : null;
    },
  });
  return result.advanced ? result.from : null;
}

/** Ends a turn that produced no reply (the tutor failed): the next prompt may go ahead. */
export async function abandonTurn(db: Firestore, uid: string, index: number): Promise<void> {
  await turnsDoc(db, uid).set({ done: index + 1 }, { merge: true });
}

/**
 * Ends a turn with the tutor's reply: the turns kept, the session's reply and points, and the
 * learner's speaking points, in total, week and day (./progress.ts), in one batch. `now` is
 * when the reply is credited. Returns the session's points.
 */
export async function creditReply(
  db: Firestore,
  uid: string,
  conversation: Conversation,
  index: number,
  exchange: { prompt: string; reply: string; name: string; now: Date },
): Promise<number> {
  const { name, now } = exchange;
  const session = conversationDoc(db, uid, conversation.sessionId);
  const credit = session.collection('creditLog').doc(String(index));
  const requestId = newRequestId();
  const turns = recentTurns<ConversationTurn>([
    ...conversation.turns,
    { role: 'learner', text: exchange.prompt },
    { role: 'tutor', text: exchange.reply },
  ]);
  await commitOnce(
    db,
    (batch) => {
      batch.create(credit, {
        requestId,
        points: POINTS_PER_REPLY,
        at: FieldValue.serverTimestamp(),
        ...deleteAfter(now, RETENTION_DAYS.activity),
      });
      batch.set(turnsDoc(db, uid), { done: index + 1 }, { merge: true });
      batch.set(
        session,
        {
          turns,
          replies: FieldValue.increment(1),
          points: FieldValue.increment(POINTS_PER_REPLY),
        },
        { merge: true },
      );
      creditPoints(batch, db, uid, { field: 'pointsSpeaking', points: POINTS_PER_REPLY, name, now });
    },
    async () => (await credit.get()).get('requestId') === requestId,
  );
  return conversation.points + POINTS_PER_REPLY;
}
