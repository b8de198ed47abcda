import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { authenticateWith } from './authenticate';
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
