import { Router } from 'express';
import { appCheckCostly } from '../http/app-check';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { tutor } from '../services/tutor/create';
import { apiRoutes, conversationRequestSchema } from '../shared/contract';
import { speakReply } from './speak-reply';
import { takeTurn } from './take-turn';

export const conversationRouter = Router();

/** One turn of the conversation (./take-turn.ts): its points are credited by the server, never the client. */
conversationRouter.post(apiRoutes.conversation, appCheckCostly, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { prompt, sessionId } = parseJsonBody(req, conversationRequestSchema);
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
