import type { RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { messages } from '../messages';
import { verifyIdToken } from '../services/firebase-admin';
import { accountDefaultName } from '../shared/name-rules';
import { RECENT_SIGN_IN_SECONDS } from '../shared/rules';
import { DeadlineError, withDeadline } from './deadline';
import { HttpError } from './http-error';

/** Who is calling, taken from the verified Firebase ID token and nothing else. */
export interface Caller {
  uid: string;
  email: string | null;
  /**
   * Whether Firebase Auth holds `email` as confirmed (`email_verified`, as of the token's making):
   * only a confirmed address receives an academy role (academy/teacher-invites.ts).
   */
  emailVerified: boolean;
  /** The token's name as Firebase holds it (up to 256 characters, uncleaned). */
  name: string | null;
  photoURL: string | null;
  /** How the learner signed in (`firebase.sign_in_provider`): 'password', 'google.com'... */
  signInProvider: string | null;
  /** The name a new record gets: the token's, through the name rule (shared/name-rules.ts). */
  defaultName: string;
  /** When the learner last signed in with their password or Google (`auth_time`), in seconds. */
  authTime: number;
  /**
   * The academy roles the token's custom claims give (`admin`: `npm run admin -- grant`;
   * `teacher`: set when an admin adds them to a class). A teacher's classes are checked apart.
   */
  roles: { admin: boolean; teacher: boolean };
  /**
   * Asks Firebase Auth again whether this token is still good (the account exists, is enabled,
   * and its tokens were not revoked): false when not, thrown when Auth does not answer.
   */
  stillCurrent(): Promise<boolean>;
}

export function callerOf(res: Response): Caller | undefined {
  return res.locals.caller as Caller | undefined;
}

/** The caller of a route mounted behind `authenticateCurrent` or `authenticateRecent`. */
export function requireCaller(res: Response): Caller {
  const caller = callerOf(res);
  if (!caller) throw new HttpError(401, messages.notSignedIn);
  return caller;
}

const bearer = /^Bearer\s+(\S+)$/i;

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Firebase Auth's answers that mean the token no longer stands for a usable account. */
const NOT_CURRENT = new Set(['auth/user-disabled', 'auth/id-token-revoked', 'auth/user-not-found']);

/**
 * How long verifying a token may take. Usually it needs no network (Google's public keys are
 * cached); the revocation check asks Firebase Auth, whose client retries for longer than the
 * function's 60 s. Past this the learner is asked to try again, and the call does nothing.
 */
export const VERIFY_DEADLINE_MS = 10_000;

type Verify = (token: string, checkRevoked: boolean) => Promise<DecodedIdToken>;

function callerFrom(decoded: DecodedIdToken, stillCurrent: () => Promise<boolean>): Caller {
  const name = typeof decoded.name === 'string' ? decoded.name : null;
  const signInProvider = decoded.firebase?.sign_in_provider ?? null;
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    name,
    photoURL: decoded.picture ?? null,
    signInProvider,
    defaultName: accountDefaultName(name, signInProvider === 'google.com'),
    authTime: decoded.auth_time,
    roles: { admin: decoded.admin === true, teacher: decoded.teacher === true },
    stillCurrent,
  };
}

/** The middleware that trusts only the verified ID token; see `authenticateCurrent` and `authenticateRecent`. */
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
    const verified = (check: boolean) =>
      withDeadline(verify(token, check), deadlineMs, 'ID token verification');
    const stillCurrent = () =>
      verified(true).then(
        () => true,
        (error: unknown) => {
          if (NOT_CURRENT.has(errorCode(error) as string)) return false;
          throw error instanceof DeadlineError ? new HttpError(503, messages.authUnavailable) : error;
        },
      );
    try {
      res.locals.caller = callerFrom(await verified(checkRevoked), stillCurrent);
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

/**
 * Every call behind a sign-in: the token's signature, audience and expiry, and Firebase Auth is
 * asked that the account still exists, is not disabled and has no revoked tokens, so an account
 * disabled or deleted stops at once rather than when its token expires (an hour at most).
 * docs/security.md says why the read-only calls check it too.
 */
export const authenticateCurrent: RequestHandler = authenticateWith(true);

/**
 * Deleting an account needs a sign-in within RECENT_SIGN_IN_SECONDS (the token's `auth_time`):
 * an open session alone cannot erase the learner's data. Exactly 5 minutes still passes.
 */
export function isRecentSignIn(authTimeSeconds: number, nowMs: number): boolean {
  return nowMs - authTimeSeconds * 1000 <= RECENT_SIGN_IN_SECONDS * 1000;
}

/**
 * DELETE /api/users/me's check: `authenticateCurrent`'s, then a recent sign-in (else 401 asking
 * to sign in again). A deletion revokes the account's tokens first, so a deletion that failed
 * midway is finished by the next attempt after the learner signs in again.
 */
export function authenticateRecentWith(
  verify: Verify = verifyIdToken,
  now: () => number = Date.now,
): RequestHandler {
  const current = authenticateWith(true, verify);
  return async (req, res, next) => {
    await current(req, res, () => {});
    if (!isRecentSignIn(requireCaller(res).authTime, now())) {
      throw new HttpError(401, messages.account.signInAgain, {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
    }
    next();
  };
}

export const authenticateRecent: RequestHandler = authenticateRecentWith();

/** What a record made for the caller holds: the token's name through the name rule, its e-mail. */
export function newUserOf(caller: Caller): {
  name: string;
  email: string | null;
  stillCurrent: () => Promise<boolean>;
} {
  return { name: caller.defaultName, email: caller.email, stillCurrent: caller.stillCurrent };
}

/** A `userId` in the path or body must be the caller: nobody acts on someone else's data. */
export function assertSelf(caller: Caller, userId: string): void {
  if (userId !== caller.uid) throw new HttpError(403, messages.notYourData);
}
