/**
 * conversations/{uid}_{sessionId}: one conversation of a learner (the id is the learner's
 * and a random one, so nobody reaches another learner's session). Written first by the credit
 * of its first reply, so a turn refused or failed leaves no session behind.
 *   startedAt, expiresAt  the 30 minutes, on the server's clock (from the first prompt)
 *   replies, points       tutor replies and the points they earned (2 or 0 each)
 *   turns                 the last turns, for a coherent conversation
 *   said                  short hashes of the prompts that counted (at least two words), so a
 *                         prompt sent again earns nothing; one per reply at most, so bounded by
 *                         the session's replies (150 a day, a session lasting 30 minutes)
 * conversationTurns/{uid}: the learner's turns begun (`started`) and finished (`done`), over all
 *   their sessions: one in flight at a time, whatever the number of tabs. `started` is a
 *   write-once log counter (`turnLog/{n}`), so of two prompts sent at once exactly one begins;
 *   `lastStartedAt` lets a turn whose request died lapse.
 *
 * Which Firestore operation makes each invariant hold (in production and on the local emulator):
 * - one turn in flight: the begin creates `turnLog/{started}` (create-if-absent) in one batch
 *   with the increment of `started` (./write-once.ts advanceCounter);
 * - a session's points = the sum of what its replies earned, in the session and in the
 *   learner's totals, week, day and the day's `conversationPoints` (./daily-usage.ts): a finished
 *   turn creates `creditLog/{n}` in one atomic batch with all those increments
 *   (./progress.ts creditPoints, only for a reply that earned points); a retried commit
 *   finds its own requestId there and counts once (commitOnce);
 * - at most 100 conversation points a day, and a prompt counted once per session: the credit reads
 *   the day's `conversationPoints` and the session's `said` before its batch. Both are exact because
 *   only the learner's one turn in flight writes them between that read and that commit.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type DocumentData, FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { creditPoints } from '../data/points-ledger';
import { deleteAfter, RETENTION_DAYS } from '../data/retention';
import { advanceCounter, commitOnce, newRequestId } from '../data/write-once';
import type { ConversationTurn } from '../services/tutor/port';
import { MIN_PROMPT_WORDS, SESSION_SECONDS } from '../shared/rules';
import { addConversationPoints, readConversationUsage } from './reply-usage';
import {
  canStartTurn,
  type NoPointsReason,
  promptKey,
  promptWords,
  recentTurns,
  replyPoints,
} from './session-rules';

interface ConversationDoc {
  uid: string;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  replies?: number;
  points?: number;
  turns?: ConversationTurn[];
  said?: string[];
}

export interface Conversation {
  sessionId: string;
  startedAt: Date;
  replies: number;
  points: number;
  turns: ConversationTurn[];
  /** Hashes of the prompts that counted (`promptHash`). */
  said: string[];
  /** Not stored yet: its first reply's credit writes it. */
  isNew: boolean;
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
    said: doc.said ?? [],
    isNew: false,
  };
}

/** A new session starting now; nothing is written until its first reply is credited. */
export function newConversation(now: Date): Conversation {
  return { sessionId: randomUUID(), startedAt: now, replies: 0, points: 0, turns: [], said: [], isNew: true };
}

/** A prompt as the session remembers it: a short hash of its words (../domain promptKey). */
export function promptHash(prompt: string): string {
  return createHash('sha256').update(promptKey(prompt)).digest('base64url').slice(0, 12);
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
 * Whether the learner has no turn in flight, read before anything is written. `beginTurn` still
 * decides: of prompts that all read "free", exactly one begins.
 */
export async function mayBeginTurn(db: Firestore, uid: string, now: Date): Promise<boolean> {
  return canStartTurn(turnStateOf((await turnsDoc(db, uid).get()).data()), now);
}

function turnStateOf(doc: DocumentData | undefined) {
  return {
    started: typeof doc?.started === 'number' ? doc.started : 0,
    done: typeof doc?.done === 'number' ? doc.done : 0,
    lastStartedAt: (doc?.lastStartedAt as Timestamp | undefined)?.toDate() ?? null,
  };
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
    step: (started, doc) => (canStartTurn({ ...turnStateOf(doc), started }, now) ? 1 : null),
  });
  return result.advanced ? result.from : null;
}

/** Ends a turn that produced no reply (the tutor failed): the next prompt may go ahead. */
export async function abandonTurn(db: Firestore, uid: string, index: number): Promise<void> {
  await turnsDoc(db, uid).set({ done: index + 1 }, { merge: true });
}

export interface CreditedReply {
  /** The session's points after this reply. */
  sessionPoints: number;
  pointsEarned: 0 | 2;
  noPointsReason: NoPointsReason | null;
}

/**
 * Ends a turn with the tutor's reply, in one batch: the turn's end, the session (created by its
 * first reply) with the turns kept, its reply count and points, and, only when the reply earned
 * points (../domain/session-rules.ts replyPoints), the day's conversation points and the learner's
 * speaking points in total, week and day (./progress.ts). A reply that earns nothing credits
 * nothing to the learner, so it does not mark the day practised. `now` is when the reply is
 * credited: the day it counts for.
 */
export async function creditReply(
  db: Firestore,
  uid: string,
  conversation: Conversation,
  index: number,
  exchange: { prompt: string; reply: string; name: string; now: Date },
): Promise<CreditedReply> {
  const { prompt, name, now } = exchange;
  const session = conversationDoc(db, uid, conversation.sessionId);
  const credit = session.collection('creditLog').doc(String(index));
  const requestId = newRequestId();
  const hash = promptHash(prompt);
  const saidBefore = conversation.said.includes(hash);
  const { conversationPoints } = await readConversationUsage(db, uid, now);
  const { points, reason } = replyPoints({ prompt, saidBefore, earnedToday: conversationPoints });
  const counts = promptWords(prompt).length >= MIN_PROMPT_WORDS && !saidBefore;
  const turns = recentTurns<ConversationTurn>([
    ...conversation.turns,
    { role: 'learner', text: prompt },
    { role: 'tutor', text: exchange.reply },
  ]);
  const { startedAt } = conversation;
  await commitOnce(
    db,
    (batch) => {
      batch.create(credit, {
        requestId,
        points,
        reason,
        at: FieldValue.serverTimestamp(),
        ...deleteAfter(now, RETENTION_DAYS.activity),
      });
      batch.set(turnsDoc(db, uid), { done: index + 1 }, { merge: true });
      batch.set(
        session,
        {
          ...(conversation.isNew
            ? {
                uid,
                startedAt,
                expiresAt: new Date(startedAt.getTime() + SESSION_SECONDS * 1000),
                ...deleteAfter(startedAt, RETENTION_DAYS.activity),
              }
            : {}),
          turns,
          ...(counts ? { said: [...conversation.said, hash] } : {}),
          replies: FieldValue.increment(1),
          points: FieldValue.increment(points),
        },
        { merge: true },
      );
      if (points > 0) {
        addConversationPoints(batch, db, uid, now, points);
        creditPoints(batch, db, uid, { kind: 'speaking', points, name, now });
      }
    },
    async () => (await credit.get()).get('requestId') === requestId,
  );
  return { sessionPoints: conversation.points + points, pointsEarned: points, noPointsReason: reason };
}
