import { Router } from 'express';
import { z } from 'zod';
import { assertSelf, authenticate, type Caller, requireCaller } from '../http/authenticate';
import { userIdSchema } from '../http/schemas';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import type { CreateUserRequest, UserProfile } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { MAX_NAME_CHARACTERS } from '../shared/rules';
import { ensureProfile } from './profile';

const createUserBody = z.object({
  uid: userIdSchema,
  email: z.string().trim().max(320),
  name: z.string().trim().max(MAX_NAME_CHARACTERS).nullish(),
}) satisfies z.ZodType<CreateUserRequest>;

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
  const body = parseJsonBody(req, createUserBody);
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
