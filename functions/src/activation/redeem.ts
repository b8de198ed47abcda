/**
 * What POST /api/auth/validate-key decides, apart from HTTP: the route parses the request and
 * sends the answer; this takes its Firestore handle, clock and client address as parameters.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ensureUser, type NewUser } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { ValidateKeyResponse } from '../shared/contract';
import { normalizeKey } from '../shared/key-format';
import { isKeyFormat } from './key-rules';
import { addressFailuresReached, bookKeyAttempt, recordAddressFailure, redeemKey } from './key-store';

export interface RedeemRequest {
  db: Firestore;
  uid: string;
  /** A learner without a record gets one (activation writes to it). */
  newUser: NewUser;
  /** The key as the learner typed it. */
  typedKey: string;
  /** The client address's hash (`addressKey`), never the address itself. */
  addressHash: string;
  now: Date;
}

export interface RedeemAnswer {
  status: number;
  /** Refusals carry `error` like every API error, plus the `{success, message}` the client reads. */
  body: ValidateKeyResponse & { error?: string };
  /** Seconds until a throttle window ends, for `Retry-After`. */
  retryAfter?: number;
}

export function refuse(status: number, message: string): RedeemAnswer {
  return { status, body: { success: false, message, error: message } };
}

export function accept(message: string): RedeemAnswer {
  return { status: 200, body: { success: true, message } };
}

/**
 * Books one attempt (a typed key or a class link's token) for the learner, or answers 429: the
 * learner's attempts and, for a learner who already tried in this window, their address's failures.
 */
export async function bookAttempt(
  db: Firestore,
  uid: string,
  addressHash: string,
  now: Date,
): Promise<RedeemAnswer | null> {
  const tooMany = (until: Date, message: (minutes: number) => string): RedeemAnswer => {
    const seconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
    return { ...refuse(429, message(Math.ceil(seconds / 60))), retryAfter: seconds };
  };
  // Booked before the key is looked at, write-once: however many requests race, one learner
  // tests at most 5 keys a window.
  const attempt = await bookKeyAttempt(db, uid, now);
  if (!attempt.allowed) return tooMany(attempt.until, messages.activation.tooManyAttempts);
  // The address's failures bind only a learner who already tried in this window: a learner's
  // first attempt is never refused for what others on the same network did. Taken from the
  // booking rather than read before it, so of concurrent first attempts only one goes unchecked.
  if (attempt.before > 0) {
    const reached = await addressFailuresReached(db, addressHash, now);
    if (reached) return tooMany(reached.until, messages.activation.tooManyFromAddress);
  }
  return null;
}

export async function redeemActivationKey(request: RedeemRequest): Promise<RedeemAnswer> {
  const { db, uid, addressHash, now } = request;
  const key = normalizeKey(request.typedKey);
  if (key === '') return refuse(400, messages.activation.emptyKey);
  // No key the academy issues looks otherwise: answered before any read or write, so such
  // input costs nothing and counts against no one.
  if (!isKeyFormat(key)) return refuse(400, messages.activation.unknownKey);

  // Before any throttle, so an activated learner never spends an attempt: that is also why the
  // attempt a successful redemption booked never matters, the learner never needs another.
  const user = await ensureUser(db, uid, request.newUser);
  if (!user) throw new HttpError(401, messages.invalidToken);
  if (user.hasActivated) return accept(messages.activation.alreadyActive);

  const throttled = await bookAttempt(db, uid, addressHash, now);
  if (throttled) return throttled;

  const outcome = await redeemKey(db, uid, key, now);
  if (outcome === 'redeemed') return accept(messages.activation.success);
  await recordAddressFailure(db, addressHash, now);
  if (outcome === 'used') return refuse(409, messages.activation.usedKey);
  if (outcome === 'revoked') return refuse(409, messages.activation.revokedKey);
  return refuse(400, messages.activation.unknownKey);
}
