import { Router } from 'express';
import { z } from 'zod';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { ConversationRequest } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { MAX_PROMPT_CHARACTERS } from '../shared/rules';
import { speakReply } from '../speech/speech-service';
import { takeTurn } from './take-turn';
import { tutor } from './tutor-service';

const conversationBody = z.object({
  prompt: z.string().trim().min(1).max(MAX_PROMPT_CHARACTERS),
  sessionId: z.uuid().optional(),
}) satisfies z.ZodType<ConversationRequest>;

export const conversationRouter = Router();

/**
 * One turn of the conversation (spec §7), ./take-turn.ts: every limit is checked with reads
 * before anything is written, the reply's points (2, or 0 for a prompt that does not count) are
 * credited by the server before the reply is spoken, never by the client.
 */
conversationRouter.post(apiRoutes.conversation, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { prompt, sessionId } = parseJsonBody(req, conversationBody);
  const body = await takeTurn({
    db: firestore(),
    tutor,
    speak: speakReply,
    uid: caller.uid,
    prompt,
    sessionId,
    now: new Date(),
  });
  res.set('Cache-Control', 'private, no-store').json(body);
});
