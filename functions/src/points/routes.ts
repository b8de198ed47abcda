import { Router } from 'express';
import { z } from 'zod';
import { isValidPointsClaim, type PointsField } from '../domain/claim-rules';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { practiceIdSchema, userIdSchema } from '../http/schemas';
import { parseJsonBody, parseWith } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { Points, UpdateSpeakingPointsRequest, UpdateWritingPointsRequest } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { readLearnerPoints } from './read-points';
import { savePoints } from './save-points';

const pointsSchema = z.number().refine(isValidPointsClaim, { message: messages.points.invalid });

const writingBody = z.object({
  userId: userIdSchema,
  pointsWriting: pointsSchema,
  practiceId: practiceIdSchema,
  final: z.boolean().optional(),
}) satisfies z.ZodType<UpdateWritingPointsRequest>;

const speakingBody = z.object({
  userId: userIdSchema,
  pointsSpeaking: pointsSchema,
  practiceId: practiceIdSchema,
  final: z.boolean().optional(),
}) satisfies z.ZodType<UpdateSpeakingPointsRequest>;

/** The caller's save of `points` to `field` (./save-points.ts), answered with their totals. */
function save(
  caller: Caller,
  field: PointsField,
  points: number,
  { practiceId, final }: { practiceId?: string; final?: boolean },
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
    now: new Date(),
  });
}

export const pointsRouter = Router();

pointsRouter.post(
  [apiRoutes.updateWritingPoints, apiRoutes.updateWritingPointsLegacy],
  authenticate,
  async (req, res) => {
    const caller = requireCaller(res);
    const body = parseJsonBody(req, writingBody);
    assertSelf(caller, body.userId);
    res.json(await save(caller, 'pointsWriting', body.pointsWriting, body));
  },
);

pointsRouter.post(apiRoutes.updateSpeakingPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, speakingBody);
  assertSelf(caller, body.userId);
  res.json(await save(caller, 'pointsSpeaking', body.pointsSpeaking, body));
});

pointsRouter.get(apiRoutes.userPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: Points = await readLearnerPoints({ db: firestore(), uid: caller.uid });
  res.set('Cache-Control', 'private, no-store').json(body);
});
