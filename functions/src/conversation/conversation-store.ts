/**
 * conversations/{uid}_{sessionId} (one session, created by its first reply's credit) and
 * conversationTurns/{uid} (the learner's one turn in flight). What each field holds and which
 * write makes each bound hold: docs/data.md.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  type DocumentData,
  FieldValue,
  type Firestore,
  type Timestamp,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { creditPoints } from '../data/points-ledger';
import { deleteAfter, RETENTION_DAYS } from '../data/retention';
import { whileUserExists } from '../data/users';
import { addWeeklyActivity } from '../data/weekly-activity';
import { advanceCounter, commitOnce, isFailedPrecondition, newRequestId } from '../data/write-once';
import { uniqueCorrections } from '../shared/corrections';
import { ASSIGNMENT_CONVERSATION_PROMPTS, MIN_PROMPT_WORDS, SESSION_SECONDS } from '../shared/rules';
import { countConversation } from '../syllabus/assignment-counting';
import { addConversationPoints, readConversationUsage } from './reply-usage';
import {
  type BroughtBackState,
  boundedLesson,
  canStartTurn,
  type KeptCorrection,
  type KeptLine,
  type NoPointsReason,
  promptKey,
  promptWords,
  type ReplyPoints,
  replyPoints,
  talkSeconds,
} from './session-rules';

interface ConversationDoc {
  uid: string;
  startedAt: Timestamp;
  expiresAt: Timestamp;
  scenarioId?: string | null;
  replies?: number;
  points?: number;
  transcript?: KeptLine[];
  /** Sessions begun before the transcript kept their last 12 turns here. */
  turns?: KeptLine[];
  corrections?: KeptCorrection[];
  targetsUsed?: string[];
  broughtBack?: BroughtBackState | null;
  said?: string[];
  lastReplyAt?: Timestamp;
}

export interface Conversation {
  sessionId: string;
  startedAt: Date;
  /** The scenario it plays (../content/scenarios.ts), or null for free talk. */
  scenarioId: string | null;
  replies: number;
  points: number;
  /** Every line said and replied, oldest first (bounded: ./session-rules.ts boundedLesson). */
  transcript: KeptLine[];
  /** Every correction the tutor made in it, oldest first. */
  corrections: KeptCorrection[];
  /** The scenario's targets the learner has used in it. */
  targetsUsed: string[];
  /** The earlier correction it brought back (decided at its first reply), or null. */
  broughtBack: BroughtBackState | null;
  /** Hashes of the prompts that counted (`promptHash`). */
  said: string[];
  /** When its last reply was credited (null before the first). */
  lastReplyAt: Date | null;
  /** Not stored yet: its first reply's credit writes it. */
  isNew: boolean;
}

const conversations = (db: Firestore) => db.collection('conversations');
const conversationDoc = (db: Firestore, uid: string, sessionId: string) =>
  conversations(db).doc(`${uid}_${sessionId}`);
const turnsDoc = (db: Firestore, uid: string) => db.collection('conversationTurns').doc(uid);

const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : [];

function toConversation(sessionId: string, doc: ConversationDoc): Conversation {
  return {
    sessionId,
    startedAt: doc.startedAt.toDate(),
    scenarioId: doc.scenarioId ?? null,
    replies: doc.replies ?? 0,
    points: doc.points ?? 0,
    transcript: doc.transcript ?? doc.turns ?? [],
    corrections: doc.corrections ?? [],
    targetsUsed: texts(doc.targetsUsed),
    broughtBack: doc.broughtBack ?? null,
    said: doc.said ?? [],
    lastReplyAt: doc.lastReplyAt?.toDate() ?? null,
    isNew: false,
  };
}

/** A new session starting now; nothing is written until its first reply is credited. */
export function newConversation(
  now: Date,
  scenarioId: string | null = null,
  broughtBack: BroughtBackState | null = null,
): Conversation {
  return {
    sessionId: randomUUID(),
    startedAt: now,
    scenarioId,
    replies: 0,
    points: 0,
    transcript: [],
    corrections: [],
    targetsUsed: [],
    broughtBack,
    said: [],
    lastReplyAt: null,
    isNew: true,
  };
}

/** A prompt as the session remembers it: a short hash of its words (./session-rules.ts promptKey). */
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
    alongside: (batch) => whileUserExists(batch, db, uid),
  });
  return result.advanced ? result.from : null;
}

/** Rounds of a turn's end whose precondition failed because another write landed between. */
const END_ROUNDS = 20;

/**
 * Whether turn `index` may still end, as the turns document reads: it is the learner's latest
 * turn and has not ended. A request that finishes late (its function ran past its timeout, the
 * turn's lease lapsed and a later turn began) finds it is not, and writes nothing.
 */
function isOpenTurn(doc: DocumentData | undefined, index: number): boolean {
  const { started, done } = turnStateOf(doc);
  return started === index + 1 && done < started;
}

/**
 * Ends turn `index`: `done` becomes index + 1 by an update as of the turns document read (its
 * update time), made only while the turn is open (isOpenTurn), so `done` only moves forward and a
 * late request cannot end a later turn. `attempt` commits `endWrite` with the rest of its batch
 * (through ./write-once.ts commitOnce for a credit); a failed precondition re-reads and tries
 * again. False when the turn was no longer open.
 */
async function endTurn(
  db: Firestore,
  uid: string,
  index: number,
  attempt: (endWrite: (batch: WriteBatch) => void) => Promise<boolean>,
): Promise<boolean> {
  const turns = turnsDoc(db, uid);
  for (let round = 1; ; round++) {
    const snapshot = await turns.get();
    if (!isOpenTurn(snapshot.data(), index)) return false;
    const endWrite = (batch: WriteBatch) => {
      batch.update(turns, { done: index + 1 }, { lastUpdateTime: snapshot.updateTime });
      whileUserExists(batch, db, uid);
    };
    try {
      return await attempt(endWrite);
    } catch (error) {
      if (!isFailedPrecondition(error) || round === END_ROUNDS) throw error;
    }
  }
}

/** Ends a turn that produced no reply (the tutor failed): the next prompt may go ahead. */
export async function abandonTurn(db: Firestore, uid: string, index: number): Promise<void> {
  await endTurn(db, uid, index, async (endWrite) => {
    const batch = db.batch();
    endWrite(batch);
    await batch.commit();
    return true;
  });
}

export interface CreditedReply {
  /** The session's points after this reply. */
  sessionPoints: number;
  pointsEarned: 0 | 2;
  noPointsReason: NoPointsReason | null;
}

/**
 * Ends a turn with the tutor's reply, in one batch: the turn's end, the session with its turns,
 * replies and points, and only when the reply earned points (./session-rules.ts replyPoints) the
 * day's conversation points and the learner's speaking points. `now` is the day it counts for.
 * Null when the turn was no longer open (endTurn): a request that finished after a later turn
 * began credits nothing, so the reads below (the day's points, the session's prompts) are only
 * ever followed by the commit of the learner's one open turn.
 */
export async function creditReply(
  db: Firestore,
  uid: string,
  conversation: Conversation,
  index: number,
  exchange: {
    prompt: string;
    reply: string;
    now: Date;
    declined?: boolean;
    /** The reply's translation, kept with it. */
    translation?: string;
    correction?: KeptCorrection | null;
    /** The session's targets used, this prompt included (./session-rules.ts targetsUsed). */
    targetsUsed?: readonly string[];
    /** The brought-back correction as this prompt leaves it (said right or not). */
    broughtBack?: BroughtBackState | null;
  },
): Promise<CreditedReply | null> {
  const { prompt, now } = exchange;
  const session = conversationDoc(db, uid, conversation.sessionId);
  const credit = session.collection('creditLog').doc(String(index));
  const requestId = newRequestId();
  const hash = promptHash(prompt);
  const saidBefore = conversation.said.includes(hash);
  // A declined prompt (the tutor's safety settings) earns nothing, is not a reply, and stays out
  // of the kept lesson and so of the history the tutor reads next.
  const { declined = false, correction = null } = exchange;
  const counts = !declined && promptWords(prompt).length >= MIN_PROMPT_WORDS && !saidBefore;
  const lesson = declined
    ? { transcript: conversation.transcript, corrections: conversation.corrections }
    : boundedLesson({
        transcript: [
          ...conversation.transcript,
          { role: 'learner', text: prompt },
          { role: 'tutor', text: exchange.reply, translation: exchange.translation ?? '' },
        ],
        // The same wrong sentence said twice is corrected twice, and kept once.
        corrections: uniqueCorrections(
          correction ? [...conversation.corrections, correction] : conversation.corrections,
        ),
      });
  const targetsUsed = declined
    ? conversation.targetsUsed
    : [...(exchange.targetsUsed ?? conversation.targetsUsed)];
  const broughtBack = exchange.broughtBack === undefined ? conversation.broughtBack : exchange.broughtBack;
  const { startedAt } = conversation;
  const isOurs = async () => (await credit.get()).get('requestId') === requestId;
  let earned: ReplyPoints = { points: 0, reason: null };
  const ended = await endTurn(db, uid, index, async (endWrite) => {
    const { conversationPoints } = await readConversationUsage(db, uid, now);
    const { points, reason }: ReplyPoints = declined
      ? { points: 0, reason: 'declined' }
      : replyPoints({ prompt, saidBefore, earnedToday: conversationPoints });
    earned = { points, reason };
    try {
      return await commitOnce(
        db,
        (batch) => {
          batch.create(credit, {
            requestId,
            points,
            reason,
            at: FieldValue.serverTimestamp(),
            ...deleteAfter(now, RETENTION_DAYS.activity),
          });
          endWrite(batch);
          batch.set(
            session,
            {
              ...(conversation.isNew
                ? {
                    uid,
                    startedAt,
                    expiresAt: new Date(startedAt.getTime() + SESSION_SECONDS * 1000),
                    scenarioId: conversation.scenarioId,
                    ...deleteAfter(startedAt, RETENTION_DAYS.activity),
                  }
                : {}),
              transcript: lesson.transcript,
              corrections: lesson.corrections,
              targetsUsed,
              broughtBack,
              ...(counts ? { said: [...conversation.said, hash] } : {}),
              replies: FieldValue.increment(declined ? 0 : 1),
              points: FieldValue.increment(points),
              lastReplyAt: now,
            },
            { merge: true },
          );
          addWeeklyActivity(batch, db, uid, now, {
            conversationSeconds: talkSeconds(conversation.lastReplyAt ?? startedAt, now),
          });
          if (points > 0) {
            addConversationPoints(batch, db, uid, now, points);
            creditPoints(batch, db, uid, { kind: 'speaking', points, now });
          }
        },
        isOurs,
      );
    } catch (error) {
      // A precondition failed on a replay of a commit that was in fact applied: ours.
      if (isFailedPrecondition(error) && (await isOurs())) return true;
      throw error;
    }
  });
  if (!ended) return null;
  // A conversation held in a scenario counts for the class's assignments of it.
  const prompts = conversation.said.length + (counts ? 1 : 0);
  if (counts && conversation.scenarioId && prompts >= ASSIGNMENT_CONVERSATION_PROMPTS) {
    await countConversation(db, uid, conversation.scenarioId, now);
  }
  const { points, reason } = earned;
  return { sessionPoints: conversation.points + points, pointsEarned: points, noPointsReason: reason };
}

/** At most this many sessions are read for the history and the correction brought back. */
export const HISTORY_LIMIT = 100;

/** The fields the history's list and the brought-back rule read (not the transcript). */
const SUMMARY_FIELDS = [
  'startedAt',
  'scenarioId',
  'replies',
  'points',
  'lastReplyAt',
  'corrections',
  'targetsUsed',
  'broughtBack',
];

/**
 * The learner's sessions begun at `since` or later, newest first, at most HISTORY_LIMIT, without
 * their transcripts (the composite index `uid` + `startedAt` desc: firestore.indexes.json).
 */
export async function readRecentConversations(
  db: Firestore,
  uid: string,
  since: Date,
): Promise<Conversation[]> {
  const snapshot = await conversations(db)
    .where('uid', '==', uid)
    .where('startedAt', '>=', since)
    .orderBy('startedAt', 'desc')
    .limit(HISTORY_LIMIT)
    .select(...SUMMARY_FIELDS)
    .get();
  return snapshot.docs.map((doc) => {
    const conversation = toConversation(doc.id.slice(uid.length + 1), doc.data() as ConversationDoc);
    return { ...conversation, transcript: [] };
  });
}

/**
 * The tutor's corrections of the learner's sessions begun at `since` or later, one list per
 * session, newest first, at most `limit` sessions (the history's index; only that field is read).
 */
export async function readSessionCorrections(
  db: Firestore,
  uid: string,
  since: Date,
  limit: number,
): Promise<KeptCorrection[][]> {
  const snapshot = await conversations(db)
    .where('uid', '==', uid)
    .where('startedAt', '>=', since)
    .orderBy('startedAt', 'desc')
    .limit(limit)
    .select('corrections')
    .get();
  return snapshot.docs.map((doc) => (doc.get('corrections') as KeptCorrection[] | undefined) ?? []);
}
