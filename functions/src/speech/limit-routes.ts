import { Router } from 'express';
import { assertSelf, authenticate, requireCaller } from '../http/authenticate';
import { parseWith } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { AudioLimitResponse, AudioUsage } from '../shared/contract';
import { apiRoutes, userIdSchema } from '../shared/contract';
import { readAudioAllowance, readTodaysAudios } from './audio-allowance';

export const audioLimitRouter = Router();

audioLimitRouter.get(apiRoutes.checkAudioLimit, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: AudioLimitResponse = await readAudioAllowance({
    db: firestore(),
    uid: caller.uid,
    now: new Date(),
  });
  res.set('Cache-Control', 'private, no-store').json(body);
});

/**
 * Kept for old clients. Serving an audio is what counts it now (generate-audio), so this
 * changes nothing and reports the current usage.
 */
audioLimitRouter.post(apiRoutes.incrementAudioCount, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: AudioUsage = await readTodaysAudios({ db: firestore(), uid: caller.uid, now: new Date() });
  res.set('Cache-Control', 'private, no-store').json(body);
});
