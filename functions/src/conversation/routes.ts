import { Router } from 'express';
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import {
  abandonTurn,
  beginTurn,
  creditReply,
  readConversation,
  startConversation,
} from '../data/conversations';
import { consumeReply } from '../data/daily-usage';
import { readUser } from '../data/users';
import {
  DAILY_REPLY_LIMIT,
  isSessionOver,
  MAX_PROMPT_CHARACTERS,
  secondsLeft,
  TUTOR_TIMEOUT_MS,
} from '../domain/session-rules';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { parseJsonBody } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { TutorReply } from '../services/tutor/tutor';
import type { ConversationRequest, ConversationResponse } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { speakReply } from '../speech/speech-service';
import { tutor } from './tutor-service';

const conversationBody = z.object({
  prompt: z.string().trim().min(1).max(MAX_PROMPT_CHARACTERS),
  sessionId: z.uuid().optional(),
}) satisfies z.ZodType<ConversationRequest>;

/** The reply's speech; a reply whose speech failed is still shown, as text. */
async function spoken(text: string): Promise<string> {
  try {
    return Buffer.from(await speakReply(text)).toString('base64');
  } catch (error) {
    logger.warn('Speech of a tutor reply failed', { error: String(error), characters: text.length });
    return '';
  }
}

export const conversationRouter = Router();

/**
 * One turn of the conversation (spec §7). In order: an activated learner (403), their session
 * or a new one (404 unknown, 409 past its 30 minutes), no other turn of theirs in flight, in
 * any session (429), one of
 * the day's replies taken before the tutor is asked (429), then the tutor and the speech. The
 * reply's 2 points are credited by the server with the reply, never by the client.
 */
conversationRouter.post(apiRoutes.conversation, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { prompt, sessionId } = parseJsonBody(req, conversationBody);
  const db = firestore();
  const now = new Date();
  const user = await readUser(db, caller.uid);
  if (!user?.hasActivated) throw new HttpError(403, messages.notActivated);

  const conversation = sessionId
    ? await readConversation(db, caller.uid, sessionId)
    : await startConversation(db, caller.uid, now);
  if (!conversation) throw new HttpError(404, messages.conversation.unknownSession);
  if (isSessionOver(conversation.startedAt, now)) throw new HttpError(409, messages.conversation.sessionOver);

  const turn = await beginTurn(db, caller.uid, now);
  if (turn === null) throw new HttpError(429, messages.conversation.busy);
  let answer: TutorReply;
  try {
    if (!(await consumeReply(db, caller.uid, now, DAILY_REPLY_LIMIT))) {
      throw new HttpError(429, messages.conversation.dailyLimit(DAILY_REPLY_LIMIT));
    }
    answer = await (await tutor()).reply({
      prompt,
      history: conversation.turns,
      signal: AbortSignal.timeout(TUTOR_TIMEOUT_MS),
    });
  } catch (error) {
    await abandonTurn(db, caller.uid, turn).catch(() => undefined);
    if (error instanceof HttpError) throw error;
    // The learner reads 'Erro ao responder.'; what went wrong is for the logs only.
    logger.error('The tutor failed', { error: String(error), uid: caller.uid });
    throw new HttpError(503, messages.conversation.failed);
  }
  const audioBase64 = await spoken(answer.reply);
  const points = await creditReply(db, caller.uid, conversation, turn, {
    prompt,
    reply: answer.reply,
    name: user.name,
    now: new Date(),
  });

  const body: ConversationResponse = {
    resposta: answer.reply,
    audioBase64,
    sessionId: conversation.sessionId,
    points,
    secondsLeft: secondsLeft(conversation.startedAt, new Date()),
    correction: answer.correction,
  };
  res.set('Cache-Control', 'private, no-store').json(body);
});
