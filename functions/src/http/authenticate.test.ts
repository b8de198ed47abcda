import type { AddressInfo } from 'node:net';
import express from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { authenticateWith } from './authenticate';
import { handleError } from './errors';

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app with one route behind `authenticateWith(true, verify, deadlineMs)`. */
async function callThrough(
  verify: (token: string, checkRevoked: boolean) => Promise<DecodedIdToken>,
  deadlineMs: number,
): Promise<{ status: number; body: unknown }> {
  const app = express();
  app.get('/who', authenticateWith(true, verify, deadlineMs), (_req, res) => {
    res.json({ uid: (res.locals.caller as { uid: string }).uid });
  });
  app.use(handleError);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/who`, {
    headers: { Authorization: 'Bearer a.b.c' },
  });
  return { status: response.status, body: await response.json() };
}

describe('authenticateWith', () => {
  it('passes the revocation check on and lets a verified caller through', async () => {
    const asked: boolean[] = [];
    const result = await callThrough(async (_token, checkRevoked) => {
      asked.push(checkRevoked);
      return { uid: 'ana' } as DecodedIdToken;
    }, 1000);
    expect(result).toEqual({ status: 200, body: { uid: 'ana' } });
    expect(asked).toEqual([true]);
  });

  it('a disabled account: 403 with its sentence', async () => {
    const result = await callThrough(async () => {
      throw Object.assign(new Error('disabled'), { code: 'auth/user-disabled' });
    }, 1000);
    expect(result).toEqual({ status: 403, body: { error: messages.accountDisabled } });
  });

  it('a verification that does not answer in time: 503, the route never runs', async () => {
    const result = await callThrough(() => new Promise<DecodedIdToken>(() => {}), 50);
    expect(result).toEqual({ status: 503, body: { error: messages.authUnavailable } });
  });
});
