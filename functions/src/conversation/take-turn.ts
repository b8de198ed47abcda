/**
 * One turn of the conversation, apart from HTTP so that tests can give it a tutor and a speech
 * of their own (../../test/api/conversation-turn.test.ts).
 *
 * Reads decide every refusal before anything is written: an activated learner (403), their
 * session when one is named (404 unknown, 409 past its 30 minutes), the day's replies below the
 * cap (429) and no turn of theirs in flight (429). A refused request costs only those reads.
 * Then the writes a turn that will be answered needs, each of which may still lose a race:
 *   1. the turn begins (write-once `turnLog`): lost -> 429, nothing else written;
 *   2. one of the day's replies is taken (write-once `replyLog`): lost -> the turn ends, 429;
 *   3. the tutor answers (billed): failed -> the turn ends, 503;
 *   4. the reply is credited in one batch: the turn's end, the session (created by its first
 *      reply), and the points it earned (../domain/session-rules.ts replyPoints);
 *   5. only then is the reply spoken: a speech that fails or is late leaves a reply, as text,
 *      whose points are already credited.
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
  /** The reply's speech (text-to-speech-service speakReply in production, with its own deadline). */
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
    name: user.name,
    now: new Date(),
  });
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
