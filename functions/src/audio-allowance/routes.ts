import { type Response, Router } from 'express';
import { assertSelf, authenticate, requireCaller } from '../http/authenticate';
import { parseWith } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { AudioLimitResponse, AudioUsage } from '../shared/contract';
import { apiRoutes, userIdSchema } from '../shared/contract';
import { type AudioAllowanceRequest, readAudioAllowance, readTodaysAudios } from './read-allowance';

/** The caller's own audios of today to read: the path's `userId` must be the caller (else 403). */
function ownAllowance(res: Response, userId: unknown): AudioAllowanceRequest {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, userId));
  return { db: firestore(), uid: caller.uid, now: new Date() };
}

export const audioAllowanceRouter = Router();

audioAllowanceRouter.get(apiRoutes.checkAudioLimit, authenticate, async (req, res) => {
  const body: AudioLimitResponse = await readAudioAllowance(ownAllowance(res, req.params.userId));
  res.set('Cache-Control', 'private, no-store').json(body);
});

/**
 * Kept for old clients. Serving an audio is what counts it now (generate-audio), so this
 * changes nothing and reports the current usage.
 */
audioAllowanceRouter.post(apiRoutes.incrementAudioCount, authenticate, async (req, res) => {
  const body: AudioUsage = await readTodaysAudios(ownAllowance(res, req.params.userId));
  res.set('Cache-Control', 'private, no-store').json(body);
});
