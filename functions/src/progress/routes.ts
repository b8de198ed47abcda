import { Router } from 'express';
import { readAudioUsage } from '../data/daily-usage';
import { readPointsByDay } from '../data/progress';
import { readPoints } from '../data/users';
import { academyDay, weekStartOf } from '../domain/calendar';
import { chartOf, streakOf, weekPointsOf } from '../domain/progress-rules';
import { authenticate, requireCaller } from '../http/authenticate';
import { firestore } from '../services/firebase-admin';
import type { LearnerProgress } from '../shared/contract';
import { apiRoutes } from '../shared/contract';

export const progressRouter = Router();

/** The profile's figures for the signed-in learner: three document reads, whatever their history. */
progressRouter.get(apiRoutes.progress, authenticate, async (_req, res) => {
  const caller = requireCaller(res);
  const db = firestore();
  const now = new Date();
  const today = academyDay(now);
  const [points, days, audio] = await Promise.all([
    readPoints(db, caller.uid),
    readPointsByDay(db, caller.uid),
    readAudioUsage(db, caller.uid, now),
  ]);
  const body: LearnerProgress = {
    points,
    weekPoints: weekPointsOf(days, today),
    weekStart: weekStartOf(today),
    streak: streakOf(days, today),
    days: chartOf(days, today),
    audio,
  };
  res.set('Cache-Control', 'private, no-store').json(body);
});
