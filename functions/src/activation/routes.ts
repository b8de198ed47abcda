import { Router } from 'express';
import { z } from 'zod';
import { bookKeyAttempt, redeemKey } from '../data/activation-keys';
import { readUser } from '../data/users';
import { assertSelf, authenticate, requireCaller } from '../http/authenticate';
import { userIdSchema } from '../http/schemas';
import { parseJsonBody } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import type { ValidateKeyRequest, ValidateKeyResponse } from '../shared/contract';
import { routes } from '../shared/contract';
import { isPlausibleKey, normalizeKey } from './keys';

const validateKeyBody = z.object({
  userId: userIdSchema,
  activationKey: z.string().max(200),
}) satisfies z.ZodType<ValidateKeyRequest>;

/** Refusals carry `error` like every API error, plus the `{success, message}` the client reads. */
function refuse(status: number, message: string) {
  return { status, body: { success: false, message, error: message } };
}

export const activationRouter = Router();

activationRouter.post(routes.validateKey, authenticate, async (req, res) => {
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
    const attempt = await bookKeyAttempt(db, caller.uid, now);
    if (!attempt.allowed) {
      const seconds = Math.ceil((attempt.until.getTime() - now.getTime()) / 1000);
      res.set('Retry-After', String(seconds));
      return refuse(429, messages.activation.tooManyAttempts(Math.ceil(seconds / 60)));
    }
    const outcome = isPlausibleKey(key) ? await redeemKey(db, caller.uid, key, now) : 'unknown';
    if (outcome === 'redeemed') {
      return { status: 200, body: { success: true, message: messages.activation.success } };
    }
    return outcome === 'used'
      ? refuse(409, messages.activation.usedKey)
      : refuse(400, messages.activation.unknownKey);
  })();
  const response: ValidateKeyResponse & { error?: string } = answer.body;
  res.status(answer.status).json(response);
});
