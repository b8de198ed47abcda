/**
 * Redeeming an activation key, and joining a class through its link (a seat is a key redeemed).
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/auth/validate-key
 *   GET    /api/class-links/:token
 *   POST   /api/auth/join-class
 */
import { type Request, type Response, Router } from 'express';
import { config } from '../config';
import { appCheckOnce } from '../http/app-check';
import { assertSelf, authenticateCurrent, newUserOf, requireCaller } from '../http/authenticate';
import { addressKey, clientAddress } from '../http/client-address';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { apiRoutes, joinClassRequestSchema, validateKeyRequestSchema } from '../shared/contract';
import { joinClass, publicClassLink } from './join-class';
import { type RedeemAnswer, redeemActivationKey } from './redeem';

export const activationRouter = Router();

const addressHashOf = (req: Request) =>
  addressKey(clientAddress(req.get('x-forwarded-for'), config().trustedProxyHops));

function send(res: Response, answer: RedeemAnswer): void {
  if (answer.retryAfter !== undefined) res.set('Retry-After', String(answer.retryAfter));
  res.status(answer.status).json(answer.body);
}

activationRouter.post(apiRoutes.validateKey, appCheckOnce, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, validateKeyRequestSchema);
  assertSelf(caller, body.userId);
  const answer = await redeemActivationKey({
    db: firestore(),
    uid: caller.uid,
    newUser: newUserOf(caller),
    typedKey: body.activationKey,
    addressHash: addressHashOf(req),
    now: new Date(),
  });
  send(res, answer);
});

// Signed out too: the join page shows the class before the visitor signs up. No personal data.
activationRouter.get(apiRoutes.classLink, async (req, res) => {
  const link = await publicClassLink(firestore(), String(req.params.token ?? ''));
  res.set('Cache-Control', 'no-store').json(link);
});

activationRouter.post(apiRoutes.joinClass, appCheckOnce, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { token } = parseJsonBody(req, joinClassRequestSchema);
  const answer = await joinClass({
    db: firestore(),
    uid: caller.uid,
    newUser: newUserOf(caller),
    token,
    addressHash: addressHashOf(req),
    now: new Date(),
  });
  send(res, answer);
});
