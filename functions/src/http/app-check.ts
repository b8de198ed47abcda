/**
 * App Check on the calls that spend money or guard keys: with APP_CHECK=enforce, a request whose
 * `X-Firebase-AppCheck` token is missing, forged, expired or (limited-use) already spent gets 401
 * before its ID token is even looked at. A request that skipped the web app (a script at the
 * function's own URL) has no token to send. Off, the header is not read (the emulators).
 * More in docs/security.md.
 */
import type { RequestHandler } from 'express';
import { config } from '../config';
import { messages } from '../messages';
import { appCheckVerifier } from '../services/app-check/create';
import type { AppCheckVerifier } from '../services/app-check/port';
import { withDeadline } from './deadline';
import { HttpError } from './http-error';

export const APP_CHECK_HEADER = 'x-firebase-appcheck';
const VERIFY_DEADLINE_MS = 10_000;

interface AppCheckOptions {
  /** Limited-use token, marked used: the same token cannot be sent twice (key validation). */
  consume?: boolean;
  enforced?: () => boolean;
  verifier?: () => Promise<AppCheckVerifier>;
}

export function requireAppCheck({
  consume = false,
  enforced = () => config().appCheck === 'enforce',
  verifier = appCheckVerifier,
}: AppCheckOptions = {}): RequestHandler {
  return async (req, _res, next) => {
    if (!enforced()) return next();
    const token = req.get(APP_CHECK_HEADER)?.trim();
    if (!token) throw new HttpError(401, messages.appCheckRefused);
    let verdict: Awaited<ReturnType<AppCheckVerifier['verify']>>;
    try {
      verdict = await withDeadline(
        (await verifier()).verify(token, { consume }),
        VERIFY_DEADLINE_MS,
        'App Check verification',
      );
    } catch {
      throw new HttpError(503, messages.authUnavailable);
    }
    if (verdict !== 'valid') throw new HttpError(401, messages.appCheckRefused);
    next();
  };
}

/** generate-audio, recognition, the tutor: a token that lives its TTL and is sent with every call. */
export const appCheckCostly = requireAppCheck();
/** Key validation: a limited-use token per attempt, so one attestation buys one guess. */
export const appCheckOnce = requireAppCheck({ consume: true });
