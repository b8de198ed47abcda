import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import type { AccountState } from '../services/firebase-admin';
import { RECENT_SIGN_IN_SECONDS } from '../shared/rules';
import { authenticateRecentWith, authenticateWith, deletionRefusal } from './authenticate';
import { handleError } from './errors';
import { serveForTest } from './serve-for-test';

type Verify = (token: string, checkRevoked: boolean) => Promise<DecodedIdToken>;

/** What the test at hand makes of a token. */
let verify: Verify;

/** One route behind `authenticateWith(true, ...)` with a 50 ms deadline. */
const app = express();
app.get(
  '/who',
  authenticateWith(true, (token, checkRevoked) => verify(token, checkRevoked), 50),
  (_req, res) => {
    res.json({ uid: (res.locals.caller as { uid: string }).uid });
  },
);
app.use(handleError);
let base = '';
beforeAll(async () => {
  base = await serveForTest(app);
});

async function callThrough(with_: Verify): Promise<{ status: number; body: unknown }> {
  verify = with_;
  const response = await fetch(`${base}/who`, { headers: { Authorization: 'Bearer a.b.c' } });
  return { status: response.status, body: await response.json() };
}

describe('authenticateWith', () => {
  it('passes the revocation check on and lets a verified caller through', async () => {
    const asked: boolean[] = [];
    const result = await callThrough(async (_token, checkRevoked) => {
      asked.push(checkRevoked);
      return { uid: 'ana' } as DecodedIdToken;
    });
    expect(result).toEqual({ status: 200, body: { uid: 'ana' } });
    expect(asked).toEqual([true]);
  });

  it('a disabled account: 403 with its sentence', async () => {
    const result = await callThrough(async () => {
      throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
    });
    expect(result).toEqual({ status: 403, body: { error: messages.accountDisabled } });
  });

  it('a verification that does not answer in time: 503, the route never runs', async () => {
    const result = await callThrough(() => new Promise<DecodedIdToken>(() => {}));
    expect(result).toEqual({ status: 503, body: { error: messages.authUnavailable } });
  });
});

describe('deletionRefusal', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const account = { disabled: false, tokensValidAfterMs: null, deletionStarted: false };

  it('asks for a sign-in within the last 5 minutes, to the second', () => {
    expect(deletionRefusal(seconds(now) - RECENT_SIGN_IN_SECONDS, account, now)).toBeNull();
    expect(deletionRefusal(seconds(now) - RECENT_SIGN_IN_SECONDS - 1, account, now)).toBe('stale');
  });

  it('refuses an account that is gone or disabled', () => {
    expect(deletionRefusal(seconds(now), null, now)).toBe('gone');
    expect(deletionRefusal(seconds(now), { ...account, disabled: true }, now)).toBe('disabled');
  });

  it('refuses a revoked token, unless the deletion itself revoked it', () => {
    const revoked = { ...account, tokensValidAfterMs: now - 1000 };
    expect(deletionRefusal(seconds(now) - 60, revoked, now)).toBe('revoked');
    expect(deletionRefusal(seconds(now) - 60, { ...revoked, deletionStarted: true }, now)).toBeNull();
    // A sign-in after the revocation is not revoked.
    expect(deletionRefusal(seconds(now), revoked, now)).toBeNull();
  });
});

describe('authenticateRecentWith', () => {
  const recent = express();
  let account: AccountState | null = { disabled: false, tokensValidAfterMs: null, deletionStarted: false };
  let authTime = 0;
  recent.delete(
    '/me',
    authenticateRecentWith(
      async () => ({ uid: 'ana', auth_time: authTime }) as DecodedIdToken,
      async () => account,
    ),
    (_req, res) => {
      res.json({ ok: true });
    },
  );
  recent.use(handleError);
  let recentBase = '';
  beforeAll(async () => {
    recentBase = await serveForTest(recent);
  });
  const remove = async () => {
    const response = await fetch(`${recentBase}/me`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer a.b.c' },
    });
    return { status: response.status, body: await response.json() };
  };

  it('a sign-in older than 5 minutes: 401 asking to sign in again; a recent one passes', async () => {
    authTime = Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 5;
    expect(await remove()).toEqual({ status: 401, body: { error: messages.account.signInAgain } });
    authTime = Math.floor(Date.now() / 1000) - 10;
    expect(await remove()).toEqual({ status: 200, body: { ok: true } });
    account = null;
    expect(await remove()).toEqual({ status: 401, body: { error: messages.invalidToken } });
  });
});
