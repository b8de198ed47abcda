/**
 * One turn of the conversation, apart from HTTP (tests give it a tutor and a voice of their own).
 * Reads decide every refusal before anything is written; then the turn begins, takes one of the
 * day's replies, asks the tutor, credits the reply in one batch, and only then speaks it: a
 * voice that fails leaves the reply as text, its points already credited (docs/api.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { readUser } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { Tutor, TutorReply } from '../services/tutor/port';
import type { ConversationResponse } from '../shared/contract';
import {
  abandonTurn,
  beginTurn,
  creditReply,
  mayBeginTurn,
  newConversation,
  readConversation,
} from './conversation-store';
import { consumeReply, readConversationUsage } from './reply-usage';
import { DAILY_REPLY_LIMIT, isSessionOver, secondsLeft, TUTOR_TIMEOUT_MS } from './session-rules';

export interface TurnRequest {
  db: Firestore;
  tutor: () => Promise<Tutor>;
  /** The reply's voice (./speak-reply.ts in production, with its own deadline). */
  speak: (text: string) => Promise<Uint8Array>;
  uid: string;
  prompt: string;
  sessionId?: string;
  now: Date;
}

/** The reply's speech in base64; a reply whose speech failed is still given, as text. */
async function spoken(speak: TurnRequest['speak'], text: string): Promise<string> {
  try {
    return Buffer.from(await speak(text)).toString('base64');
  } catch (error) {
    logger.warn('Speech of a tutor reply failed', { error: String(error), characters: text.length });
    return '';
  }
}

export async function takeTurn({
  db,
  tutor,
  speak,
  uid,
  prompt,
  sessionId,
  now,
}: TurnRequest): Promise<ConversationResponse> {
  // Reads only: every refusal is decided here (in parallel: a turn's latency matters).
  const [user, stored, usage, free] = await Promise.all([
    readUser(db, uid),
    sessionId ? readConversation(db, uid, sessionId) : null,
    readConversationUsage(db, uid, now),
    mayBeginTurn(db, uid, now),
  ]);
  if (!user?.hasActivated) throw new HttpError(403, messages.notActivated);
  if (sessionId && !stored) throw new HttpError(404, messages.conversation.unknownSession);
  if (stored && isSessionOver(stored.startedAt, now))
    throw new HttpError(409, messages.conversation.sessionOver);
  if (usage.replies >= DAILY_REPLY_LIMIT) {
    throw new HttpError(429, messages.conversation.dailyLimit(DAILY_REPLY_LIMIT));
  }
  if (!free) throw new HttpError(429, messages.conversation.busy);

  const conversation = stored ?? newConversation(now);
  const turn = await beginTurn(db, uid, now);
  if (turn === null) throw new HttpError(429, messages.conversation.busy);
  let answer: TutorReply;
  try {
    if (!(await consumeReply(db, uid, now, DAILY_REPLY_LIMIT))) {
      throw new HttpError(429, messages.conversation.dailyLimit(DAILY_REPLY_LIMIT));
    }
    answer = await (await tutor()).reply({
      prompt,
      history: conversation.turns,
      signal: AbortSignal.timeout(TUTOR_TIMEOUT_MS),
    });
  } catch (error) {
    await abandonTurn(db, uid, turn).catch(() => undefined);
    if (error instanceof HttpError) throw error;
    // The learner reads 'Erro ao responder.'; what went wrong is for the logs only.
    logger.error('The tutor failed', { error: String(error), uid });
    throw new HttpError(503, messages.conversation.failed);
  }

  const credited = await creditReply(db, uid, conversation, turn, {
    prompt,
    reply: answer.reply,
    now: new Date(),
  });
  if (!credited) {
    // A later turn began while this one ran past its lease: its request is long over for the
    // learner; it credits nothing and leaves the turns as the later one wrote them.
    logger.warn('A turn finished after its lease; nothing credited', { uid, turn });
    throw new HttpError(503, messages.conversation.failed);
  }
  const audioBase64 = await spoken(speak, answer.reply);
  return {
    resposta: answer.reply,
    audioBase64,
    sessionId: conversation.sessionId,
    points: credited.sessionPoints,
    pointsEarned: credited.pointsEarned,
    noPointsReason: credited.noPointsReason,
    secondsLeft: secondsLeft(conversation.startedAt, new Date()),
    correction: answer.correction,
  };
}
