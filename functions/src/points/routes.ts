import { Router } from 'express';
import { z } from 'zod';
import { claimPoints } from '../data/daily-usage';
import { savePracticePoints } from '../data/practices';
import { ensureUser, readPoints } from '../data/users';
import { isValidPointsClaim, type PointsField } from '../domain/claim-rules';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { practiceIdSchema, userIdSchema } from '../http/schemas';
import { parseJsonBody, parseWith } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { Points, UpdateSpeakingPointsRequest, UpdateWritingPointsRequest } from '../shared/contract';
import { apiRoutes } from '../shared/contract';

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

/**
 * With a practiceId, `points` are the practice's points so far: only what they add over what the
 * practice already has is credited, within 10 per audio served to that practice (a final save
 * also closes it); without one (old clients), the points are added within 10 per audio of the
 * day not served to a practice.
 */
async function addPoints(
  caller: Caller,
  field: PointsField,
  points: number,
  practiceId: string | undefined,
  final: boolean | undefined,
): Promise<Points> {
  const db = firestore();
  const { name } = await ensureUser(db, caller.uid, { name: caller.name, email: caller.email });
  const now = new Date();
  if (practiceId) {
    const saved = await savePracticePoints(db, caller.uid, { practiceId, field, points, final, name, now });
    if (saved.ok) return saved.points;
    throw new HttpError(
      409,
      saved.reason === 'otherField'
        ? messages.points.otherPracticeKind
        : messages.points.overPracticeAllowance,
    );
  }
  const result = await claimPoints(db, caller.uid, { field, points, name, now });
  if (!result.ok) throw new HttpError(409, messages.points.overAllowance);
  return result.points;
}

export const pointsRouter = Router();

pointsRouter.post(
  [apiRoutes.updateWritingPoints, apiRoutes.updateWritingPointsLegacy],
  authenticate,
  async (req, res) => {
    const caller = requireCaller(res);
    const body = parseJsonBody(req, writingBody);
    assertSelf(caller, body.userId);
    res.json(await addPoints(caller, 'pointsWriting', body.pointsWriting, body.practiceId, body.final));
  },
);

pointsRouter.post(apiRoutes.updateSpeakingPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, speakingBody);
  assertSelf(caller, body.userId);
  res.json(await addPoints(caller, 'pointsSpeaking', body.pointsSpeaking, body.practiceId, body.final));
});

pointsRouter.get(apiRoutes.userPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: Points = await readPoints(firestore(), caller.uid);
  res.set('Cache-Control', 'private, no-store').json(body);
});
