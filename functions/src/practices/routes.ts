import { Router } from 'express';
import { authenticate, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { apiRoutes, type StartPracticeResponse, startPracticeRequestSchema } from '../shared/contract';
import { startPractice } from './start-practice';

export const practicesRouter = Router();

/** A new practice's phrases, drawn for the signed-in learner (./start-practice.ts). */
practicesRouter.post(apiRoutes.startPractice, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, startPracticeRequestSchema);
  const answer: StartPracticeResponse = await startPractice({
    db: firestore(),
    uid: caller.uid,
    practiceId: body.practiceId,
    kind: body.kind,
    level: body.level,
    now: new Date(),
  });
  res.set('Cache-Control', 'private, no-store').json(answer);
});
