import type { RequestHandler, Response } from 'express';
import { messages } from '../messages';
import { verifyIdToken } from '../services/firebase-admin';
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

export const authenticate: RequestHandler = async (req, res, next) => {
  const token = bearer.exec(req.get('authorization') ?? '')?.[1];
  if (!token) {
    throw new HttpError(401, messages.notSignedIn, { 'WWW-Authenticate': 'Bearer' });
  }
  try {
    const decoded = await verifyIdToken(token);
    const caller: Caller = {
      uid: decoded.uid,
      email: decoded.email ?? null,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      photoURL: decoded.picture ?? null,
    };
    res.locals.caller = caller;
  } catch {
    throw new HttpError(401, messages.invalidToken, {
      'WWW-Authenticate': 'Bearer error="invalid_token"',
    });
  }
  next();
};

/** A `userId` in the path or body must be the caller: nobody acts on someone else's data. */
export function assertSelf(caller: Caller, userId: string): void {
  if (userId !== caller.uid) throw new HttpError(403, messages.notYourData);
}
