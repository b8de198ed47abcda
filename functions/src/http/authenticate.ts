import type { RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { messages } from '../messages';
import { verifyIdToken } from '../services/firebase-admin';
import { DeadlineError, withDeadline } from './deadline';
import { HttpError } from './http-error';

/** Who is calling, taken from the verified Firebase ID token and nothing else. */
export interface Caller {
  uid: string;
  email: string | null;
  name: string | null;
  photoURL: string | null;
}

export function callerOf(res: Response): Caller | undefined {
  return res.locals.caller as Caller | undefined;
}

/** The caller of a route mounted behind `authenticate`. */
export function requireCaller(res: Response): Caller {
  const caller = callerOf(res);
  if (!caller) throw new HttpError(401, messages.notSignedIn);
  return caller;
}

const bearer = /^Bearer\s+(\S+)$/i;

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * How long verifying a token may take. Usually it needs no network (Google's public keys are
 * cached); the revocation check asks Firebase Auth, whose client retries for longer than the
 * function's 60 s. Past this the learner is asked to try again, and the call does nothing.
 */
export const VERIFY_DEADLINE_MS = 10_000;

type Verify = (token: string, checkRevoked: boolean) => Promise<DecodedIdToken>;

/** The middleware that trusts only the verified ID token; see `authenticate` and `authenticateCurrent`. */
export function authenticateWith(
  checkRevoked: boolean,
  verify: Verify = verifyIdToken,
  deadlineMs = VERIFY_DEADLINE_MS,
): RequestHandler {
  return async (req, res, next) => {
    const token = bearer.exec(req.get('authorization') ?? '')?.[1];
    if (!token) {
      throw new HttpError(401, messages.notSignedIn, { 'WWW-Authenticate': 'Bearer' });
    }
    try {
      const decoded = await withDeadline(verify(token, checkRevoked), deadlineMs, 'ID token verification');
      const caller: Caller = {
        uid: decoded.uid,
        email: decoded.email ?? null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        photoURL: decoded.picture ?? null,
      };
      res.locals.caller = caller;
    } catch (error) {
      if (error instanceof DeadlineError) throw new HttpError(503, messages.authUnavailable);
      if (errorCode(error) === 'auth/user-disabled') throw new HttpError(403, messages.accountDisabled);
      throw new HttpError(401, messages.invalidToken, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    next();
  };
}

/** Any route that needs to know the caller: the token's signature, audience and expiry. */
export const authenticate: RequestHandler = authenticateWith(false);

/**
 * The calls that cost money per use (speech synthesis, the tutor): also asks Firebase Auth that
 * the account still exists, is not disabled and has no revoked tokens, so an account the
 * academy disables or deletes stops spending at once rather than when its token expires.
 */
export const authenticateCurrent: RequestHandler = authenticateWith(true);

/** A `userId` in the path or body must be the caller: nobody acts on someone else's data. */
export function assertSelf(caller: Caller, userId: string): void {
  if (userId !== caller.uid) throw new HttpError(403, messages.notYourData);
}
