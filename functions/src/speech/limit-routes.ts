import { Router } from 'express';
import { readAudioUsage } from '../data/daily-usage';
import { audioLimitStatus } from '../domain/daily-limit';
import { assertSelf, authenticate, requireCaller } from '../http/authenticate';
import { userIdSchema } from '../http/schemas';
import { parseWith } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { AudioLimitResponse, AudioUsage } from '../shared/contract';
import { apiRoutes } from '../shared/contract';

export const audioLimitRouter = Router();

audioLimitRouter.get(apiRoutes.checkAudioLimit, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const usage = await readAudioUsage(firestore(), caller.uid, new Date());
  const body: AudioLimitResponse = audioLimitStatus(usage.used);
  res.set('Cache-Control', 'private, no-store').json(body);
});

/**
 * Kept for old clients. Serving an audio is what counts it now (generate-audio), so this
 * changes nothing and reports the current usage.
 */
audioLimitRouter.post(apiRoutes.incrementAudioCount, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: AudioUsage = await readAudioUsage(firestore(), caller.uid, new Date());
  res.set('Cache-Control', 'private, no-store').json(body);
});
