/** The learner's account: their record, their points and the profile's figures. */
import { Router } from 'express';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { parseJsonBody, parseWith } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import {
  apiRoutes,
  createUserRequestSchema,
  type LearnerProgress,
  type Points,
  type UserProfile,
  userIdSchema,
} from '../shared/contract';
import { ensureProfile } from './profile';
import { readLearnerPoints } from './read-points';
import { readProgress } from './read-progress';

function profileOf(caller: Caller, name: string | null, email: string | null): Promise<UserProfile> {
  return ensureProfile({
    db: firestore(),
    uid: caller.uid,
    name,
    email,
    tokenEmail: caller.email,
    photoURL: caller.photoURL,
  });
}

export const accountRouter = Router();

accountRouter.post(apiRoutes.createUser, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, createUserRequestSchema);
  assertSelf(caller, body.uid);
  // The token's email is the account's, signed by Firebase (not necessarily verified as the
  // learner's: email_verified is not checked); the body's is only a fallback.
  const profile = await profileOf(caller, body.name || caller.name, caller.email ?? (body.email || null));
  res.status(201).json(profile);
});

accountRouter.get(apiRoutes.me, authenticate, async (_req, res) => {
  const caller = requireCaller(res);
  res.set('Cache-Control', 'private, no-store').json(await profileOf(caller, caller.name, caller.email));
});

accountRouter.get(apiRoutes.exportMe, authenticate, () => {
  // The contract's first commit: the call itself follows.
  throw new HttpError(501, messages.internal);
});

accountRouter.get(apiRoutes.progress, authenticate, async (_req, res) => {
  const caller = requireCaller(res);
  const body: LearnerProgress = await readProgress({ db: firestore(), uid: caller.uid, now: new Date() });
  res.set('Cache-Control', 'private, no-store').json(body);
});

accountRouter.get(apiRoutes.userPoints, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: Points = await readLearnerPoints({ db: firestore(), uid: caller.uid });
  res.set('Cache-Control', 'private, no-store').json(body);
});
