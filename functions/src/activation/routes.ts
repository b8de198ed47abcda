import { Router } from 'express';
import { z } from 'zod';
import {
  bookAddressAttempt,
  bookKeyAttempt,
  failedKeysCeilingReached,
  recordFailedKey,
  redeemKey,
} from '../data/activation-keys';
import { readUser } from '../data/users';
import { isPlausibleKey, normalizeKey } from '../domain/key-rules';
import { assertSelf, authenticate, requireCaller } from '../http/authenticate';
import { addressKey, clientAddress } from '../http/client-address';
import { userIdSchema } from '../http/schemas';
import { parseJsonBody } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { ValidateKeyRequest, ValidateKeyResponse } from '../shared/contract';
import { apiRoutes } from '../shared/contract';

const validateKeyBody = z.object({
  userId: userIdSchema,
  activationKey: z.string().max(200),
}) satisfies z.ZodType<ValidateKeyRequest>;

/** Refusals carry `error` like every API error, plus the `{success, message}` the client reads. */
function refuse(status: number, message: string) {
  return { status, body: { success: false, message, error: message } };
}

export const activationRouter = Router();

activationRouter.post(apiRoutes.validateKey, authenticate, async (req, res) => {
  const caller = requireCaller(res);
  const body = parseJsonBody(req, validateKeyBody);
  assertSelf(caller, body.userId);
  const key = normalizeKey(body.activationKey);
  const db = firestore();
  const now = new Date();

  const answer = await (async () => {
    if (key === '') return refuse(400, messages.activation.emptyKey);
    if ((await readUser(db, caller.uid))?.hasActivated) {
      return { status: 200, body: { success: true, message: messages.activation.alreadyActive } };
    }
    const tooMany = (until: Date, message: (minutes: number) => string) => {
      const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
      res.set('Retry-After', String(seconds));
      return refuse(429, message(Math.ceil(seconds / 60)));
    };
    // Three bounds on guessing: per learner, per client address, and over everyone.
    const attempt = await bookKeyAttempt(db, caller.uid, now);
    if (!attempt.allowed) return tooMany(attempt.until, messages.activation.tooManyAttempts);
    const ceiling = await failedKeysCeilingReached(db, now);
    if (ceiling) return tooMany(ceiling.until, messages.activation.tooManyOverall);
    const address = addressKey(clientAddress(req.get('x-forwarded-for')));
    const fromAddress = await bookAddressAttempt(db, address, now);
    if (!fromAddress.allowed) return tooMany(fromAddress.until, messages.activation.tooManyFromAddress);
    const outcome = isPlausibleKey(key) ? await redeemKey(db, caller.uid, key, now) : 'unknown';
    if (outcome === 'redeemed') {
      return { status: 200, body: { success: true, message: messages.activation.success } };
    }
    if (outcome === 'unknown') await recordFailedKey(db, now);
    return outcome === 'used'
      ? refuse(409, messages.activation.usedKey)
      : refuse(400, messages.activation.unknownKey);
  })();
  const response: ValidateKeyResponse & { error?: string } = answer.body;
  res.status(answer.status).json(response);
});
