import { Router } from 'express';
import { authenticate, requireCaller } from '../http/authenticate';
import { firestore } from '../services/firebase-admin';
import type { LearnerProgress } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { readProgress } from './read-progress';

export const progressRouter = Router();

/** The profile's figures for the signed-in learner (./read-progress.ts). */
progressRouter.get(apiRoutes.progress, authenticate, async (_req, res) => {
  const caller = requireCaller(res);
  const body: LearnerProgress = await readProgress({ db: firestore(), uid: caller.uid, now: new Date() });
  res.set('Cache-Control', 'private, no-store').json(body);
});
