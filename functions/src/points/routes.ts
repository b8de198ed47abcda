import { Router } from 'express';
import type { PointsField } from '../domain/claim-rules';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { parseJsonBody, parseWith } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { PhraseResultPayload, Points } from '../shared/contract';
import {
  apiRoutes,
  updateSpeakingPointsRequestSchema,
  updateWritingPointsRequestSchema,
  userIdSchema,
} from '../shared/contract';
import { readLearnerPoints } from './read-points';
import { savePoints } from './save-points';

/** The caller's save of `points` to `field` (./save-points.ts), answered with their totals. */
function save(
  caller: Caller,
  field: PointsField,
  points: number,
  { practiceId, final, results }: { practiceId?: string; final?: boolean; results?: PhraseResultPayload[] },
): Promise<Points> {
  return savePoints({
    db: firestore(),
    uid: caller.uid,
    name: caller.name,
    email: caller.email,
    field,
    points,
    practiceId,
    final,
    results,
    now: new Date(),
  });
}

export const pointsRouter = Router();

pointsRouter.post(
  [apiRoutes.updateWritingPoints, apiRoutes.updateWritingPointsLegacy],
  authenticate,
  async (req, res) => {
    const caller = requireCaller(res);
    const body = parseJsonBody(req, updateWritingPointsRequestSchema);
    assertSelf(caller, body.userId);
    res.json(await save(caller, 'pointsWriting', body.pointsWriting, body));
  },
);

pointsRouter.post(apiRoutes.updateSpeakingPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, updateSpeakingPointsRequestSchema);
  assertSelf(caller, body.userId);
  res.json(await save(caller, 'pointsSpeaking', body.pointsSpeaking, body));
});

pointsRouter.get(apiRoutes.userPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: Points = await readLearnerPoints({ db: firestore(), uid: caller.uid });
  res.set('Cache-Control', 'private, no-store').json(body);
});
