import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { RECENT_SIGN_IN_SECONDS } from '../shared/rules';
import { authenticateRecentWith, authenticateWith, type Caller, isRecentSignIn } from './authenticate';
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

describe('isRecentSignIn', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const seconds = Math.floor(now / 1000);

  it('passes a sign-in of exactly 5 minutes ago, not one a second older', () => {
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS, now)).toBe(true);
    expect(isRecentSignIn(seconds - RECENT_SIGN_IN_SECONDS - 1, now)).toBe(false);
    expect(isRecentSignIn(seconds, now)).toBe(true);
  });
});

describe('authenticateRecentWith', () => {
  const recent = express();
  let authTime = 0;
  const asked: boolean[] = [];
  recent.delete(
    '/me',
    authenticateRecentWith(async (_token, checkRevoked) => {
      asked.push(checkRevoked);
      return { uid: 'ana', auth_time: authTime } as DecodedIdToken;
    }),
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

  it('checks revocation, then a sign-in older than 5 minutes is a 401 asking to sign in again', async () => {
    authTime = Math.floor(Date.now() / 1000) - RECENT_SIGN_IN_SECONDS - 5;
    expect(await remove()).toEqual({ status: 401, body: { error: messages.account.signInAgain } });
    authTime = Math.floor(Date.now() / 1000) - 10;
    expect(await remove()).toEqual({ status: 200, body: { ok: true } });
    expect(asked).toEqual([true, true]);
  });
});

describe('the caller', () => {
  const who = express();
  let claims: Partial<DecodedIdToken> = {};
  let current: () => Promise<DecodedIdToken> = async () => ({ uid: 'ana' }) as DecodedIdToken;
  who.get(
    '/who',
    authenticateWith(
      true,
      (_token, _check) => (claims.uid ? Promise.resolve(claims as DecodedIdToken) : current()),
      50,
    ),
    async (_req, res) => {
      const caller = res.locals.caller as Caller;
      claims = {};
      res.json({ defaultName: caller.defaultName, current: await caller.stillCurrent() });
    },
  );
  who.use(handleError);
  let whoBase = '';
  beforeAll(async () => {
    whoBase = await serveForTest(who);
  });
  const ask = async () => {
    const response = await fetch(`${whoBase}/who`, { headers: { Authorization: 'Bearer a.b.c' } });
    const body = (await response.json()) as { defaultName?: string; current?: boolean; error?: string };
    return { status: response.status, body };
  };
  const google = { sign_in_provider: 'google.com' } as DecodedIdToken['firebase'];

  it('gets a default name through the name rule: Google short, others cleaned', async () => {
    claims = { uid: 'ana', auth_time: 1, name: 'Ana Maria Souza', firebase: google };
    current = async () => ({ uid: 'ana' }) as DecodedIdToken;
    expect(await ask()).toEqual({ status: 200, body: { defaultName: 'Ana S.', current: true } });
    claims = { uid: 'ana', auth_time: 1, name: `\u202E${'a'.repeat(250)}` };
    expect((await ask()).body.defaultName).toBe('Usuário');
  });

  it('is no longer current once its token is revoked; an Auth that does not answer is a 503', async () => {
    claims = { uid: 'ana', auth_time: 1 };
    current = async () => {
      throw Object.assign(new Error('revoked'), { code: 'auth/id-token-revoked' });
    };
    expect((await ask()).body.current).toBe(false);
    claims = { uid: 'ana', auth_time: 1 };
    current = () => new Promise<DecodedIdToken>(() => {});
    expect(await ask()).toEqual({ status: 503, body: { error: messages.authUnavailable } });
  });
});
