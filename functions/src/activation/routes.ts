/**
 * Redeeming an activation key.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/auth/validate-key
 */
import { Router } from 'express';
import { config } from '../config';
import { appCheckOnce } from '../http/app-check';
import { assertSelf, authenticateCurrent, newUserOf, requireCaller } from '../http/authenticate';
import { addressKey, clientAddress } from '../http/client-address';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { apiRoutes, validateKeyRequestSchema } from '../shared/contract';
import { redeemActivationKey } from './redeem';

export const activationRouter = Router();

activationRouter.post(apiRoutes.validateKey, appCheckOnce, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, validateKeyRequestSchema);
  assertSelf(caller, body.userId);
  const answer = await redeemActivationKey({
    db: firestore(),
    uid: caller.uid,
    newUser: newUserOf(caller),
    typedKey: body.activationKey,
    addressHash: addressKey(clientAddress(req.get('x-forwarded-for'), config().trustedProxyHops)),
    now: new Date(),
  });
  if (answer.retryAfter !== undefined) res.set('Retry-After', String(answer.retryAfter));
  res.status(answer.status).json(answer.body);
});
