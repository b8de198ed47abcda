import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/contract';
import { call, errorOf, signUp } from './stack';

describe('the api backbone, through the hosting rewrite', () => {
  it('answers the health check without a token', async () => {
    const result = await call(apiPaths.health);
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true });
  });

  it('answers an unknown route with 404 and a Portuguese error', async () => {
    const result = await call('/api/does-not-exist');
    expect(result.status).toBe(404);
    expect(errorOf(result)).toBe('Rota não encontrada.');
  });

  it('refuses a protected call without a token with 401', async () => {
    const result = await call(apiPaths.me);
    expect(result.status).toBe(401);
    expect(errorOf(result)).toBe('Você precisa estar logado.');
    expect(result.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('refuses a forged or malformed token with 401', async () => {
    for (const token of ['not-a-token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const result = await call(apiPaths.me, { token });
      expect(result.status).toBe(401);
      expect(errorOf(result)).toMatch(/sessão expirou/);
    }
  });

  it('lets a real emulator token reach the function', async () => {
    const user = await signUp('Ana');
    const result = await call<{ uid: string }>(apiPaths.me, { token: user.idToken });
    expect(result.status).toBe(200);
    expect(result.body.uid).toBe(user.uid);
  });

  it("refuses another user's id in the path with 403", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const result = await call(apiPaths.userPoints(other.uid), { token: me.idToken });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toMatch(/seus próprios dados/);
  });

  it("refuses another user's id in the body with 403", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    const result = await call(apiPaths.validateKey, {
      token: me.idToken,
      json: { userId: other.uid, activationKey: 'ABCD-EFGH' },
    });
    expect(result.status).toBe(403);
  });

  it('refuses a body that breaks the schema with 400 naming the field', async () => {
    const me = await signUp();
    const result = await call(apiPaths.validateKey, {
      token: me.idToken,
      json: { userId: me.uid, activationKey: 42 },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toBe('O campo "activationKey" deve ser um texto.');
  });

  it('refuses a body that is not JSON with 415', async () => {
    const me = await signUp();
    const result = await call(apiPaths.validateKey, {
      token: me.idToken,
      rawBody: 'userId=x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(result.status).toBe(415);
    expect(errorOf(result)).toMatch(/JSON/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const me = await signUp();
    const result = await call(apiPaths.validateKey, {
      token: me.idToken,
      json: { userId: me.uid, activationKey: 'x'.repeat(20_000) },
    });
    expect(result.status).toBe(413);
    expect(errorOf(result)).toMatch(/grande demais/);
  });
});
