/** The learner's account: their record, their points, the profile's figures, their data and its deletion. *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/users/create-user
 *   GET    /api/users/me
 *   PATCH  /api/users/me
 *   DELETE /api/users/me
 *   GET    /api/users/me/export
 *   GET    /api/users/me/progress
 *   GET    /api/points/userPoints/:userId
 */
import { Router } from 'express';
import { applyTeacherInvites } from '../academy/teacher-invites';
import {
  assertSelf,
  authenticateCurrent,
  authenticateRecent,
  type Caller,
  newUserOf,
  requireCaller,
} from '../http/authenticate';
import { parseJsonBody, parseWith } from '../http/validate';
import {
  currentClaims,
  deleteAuthAccount,
  firestore,
  revokeSessions,
  setRoleClaim,
} from '../services/firebase-admin';
import {
  type AccountExport,
  academyRoleOf,
  apiRoutes,
  createUserRequestSchema,
  type DeleteMeResponse,
  type LearnerProgress,
  type Points,
  type UpdateMeResponse,
  type UserProfile,
  updateMeRequestSchema,
  userIdSchema,
} from '../shared/contract';
import { deleteAccount } from './delete-account';
import { exportAccount, exportFileNameOn } from './export-account';
import { ensureProfile } from './profile';
import { readLearnerPoints } from './read-points';
import { readProgress } from './read-progress';
import { changeProfile } from './update-profile';

export const accountRouter = Router();

/** The caller's e-mail if their token says it is confirmed: only then is what names it theirs. */
const confirmedEmailOf = (caller: Caller) => (caller.emailVerified ? caller.email : null);

accountRouter.post(apiRoutes.createUser, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, createUserRequestSchema);
  assertSelf(caller, body.uid);
  // The body's `email` (the contract still carries it) is not stored: only the token's is.
  const profile: UserProfile = await ensureProfile({
    db: firestore(),
    caller,
    typedName: body.name,
    consent: body.consent,
    now: new Date(),
    role: academyRoleOf(caller.roles),
  });
  res.status(201).json(profile);
});

accountRouter.get(apiRoutes.me, authenticateCurrent, async (_req, res) => {
  const caller = requireCaller(res);
  const db = firestore();
  const profile: UserProfile = await ensureProfile({
    db,
    caller,
    now: new Date(),
    // Not the token's: a role given or taken since it was made shows here first, and so does
    // one a class's invite gives now that the token says the address is confirmed.
    role: applyTeacherInvites(db, { setRoleClaim }, caller)
      .then(() => currentClaims(caller.uid))
      .then(academyRoleOf),
  });
  res.set('Cache-Control', 'private, no-store').json(profile);
});

accountRouter.patch(apiRoutes.me, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const change = parseJsonBody(req, updateMeRequestSchema);
  const body: UpdateMeResponse = await changeProfile({
    db: firestore(),
    uid: caller.uid,
    newUser: newUserOf(caller),
    change,
  });
  res.set('Cache-Control', 'private, no-store').json(body);
});

accountRouter.delete(apiRoutes.me, authenticateRecent, async (_req, res) => {
  const caller = requireCaller(res);
  await deleteAccount(
    firestore(),
    { revokeSessions, deleteAuthAccount },
    caller.uid,
    caller.authTime,
    confirmedEmailOf(caller),
  );
  const body: DeleteMeResponse = { deleted: true };
  res.set('Cache-Control', 'private, no-store').json(body);
});

accountRouter.get(apiRoutes.exportMe, authenticateCurrent, async (_req, res) => {
  const caller = requireCaller(res);
  const now = new Date();
  const body: AccountExport = await exportAccount(firestore(), caller.uid, now, confirmedEmailOf(caller));
  res
    .set({
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `attachment; filename="${exportFileNameOn(now)}"`,
    })
    .json(body);
});

accountRouter.get(apiRoutes.progress, authenticateCurrent, async (_req, res) => {
  const caller = requireCaller(res);
  const body: LearnerProgress = await readProgress({ db: firestore(), uid: caller.uid, now: new Date() });
  res.set('Cache-Control', 'private, no-store').json(body);
});

accountRouter.get(apiRoutes.userPoints, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  assertSelf(caller, parseWith(userIdSchema, req.params.userId));
  const body: Points = await readLearnerPoints({ db: firestore(), uid: caller.uid });
  res.set('Cache-Control', 'private, no-store').json(body);
});
