import { Router } from 'express';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { UserProfile } from '../shared/contract';
import { apiRoutes, createUserRequestSchema } from '../shared/contract';
import { ensureProfile } from './profile';

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

export const usersRouter = Router();

usersRouter.post(apiRoutes.createUser, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, createUserRequestSchema);
  assertSelf(caller, body.uid);
  // The token's email is the account's, signed by Firebase (not necessarily verified as the
  // learner's: email_verified is not checked); the body's is only a fallback.
  const profile = await profileOf(caller, body.name || caller.name, caller.email ?? (body.email || null));
  res.status(201).json(profile);
});

usersRouter.get(apiRoutes.me, authenticate, async (_req, res) => {
  const caller = requireCaller(res);
  res.set('Cache-Control', 'private, no-store').json(await profileOf(caller, caller.name, caller.email));
});
