/**
 * The authorization matrix, generated from the API's own router table (src/app.ts): every
 * route behind `authenticate` x {no token, a malformed token, a token of another project, a
 * valid token naming another learner} -> 401/403, an `{error}` and nothing else, and nothing
 * written for the learner it named. A route added later is covered without being listed here;
 * a POST route needs a sample body below, or this test fails and says so.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/shared/contract';
import { storedAbout, testDb } from './admin';
import { type RouteEntry, routeTable, sampleBodyOf } from './route-table';
import { call, errorOf, signUp, withClaims } from './stack';

/** The routes anyone may call. A new public route must be added here on purpose. */
const PUBLIC_ROUTES = [`GET ${apiRoutes.ranking}`, `GET ${apiRoutes.weeklyRanking}`];

/** The route with `:userId` replaced by the learner it names. */
const urlOf = (path: string, victim: string) => path.replace(':userId', encodeURIComponent(victim));

const namesALearner = (entry: RouteEntry, victim: string) =>
  entry.path.includes(':userId') || JSON.stringify(sampleBodyOf(entry, victim) ?? {}).includes(victim);

/** The same learner's token, issued for another Firebase project. */
const tokenOfAnotherProject = (idToken: string) =>
  withClaims(idToken, { aud: 'demo-outra-escola', iss: 'https://securetoken.google.com/demo-outra-escola' });

describe('the authorization matrix, from the router table', () => {
  const table = routeTable();

  it('finds every route of the contract, and only the declared ones are public', () => {
    expect(table.length).toBeGreaterThanOrEqual(Object.keys(apiRoutes).length - 1); // health lives in app.ts
    const publicRoutes = table
      .filter((entry) => !entry.authenticated)
      .map((entry) => `${entry.method} ${entry.path}`);
    expect(publicRoutes.sort()).toEqual([...PUBLIC_ROUTES].sort());
    const missing = table.filter(
      (entry) => ['POST', 'PATCH', 'PUT'].includes(entry.method) && !sampleBodyOf(entry, 'x'),
    );
    expect(
      missing.map((entry) => `${entry.method} ${entry.path}`),
      'routes with a body and no sample body in route-table.ts',
    ).toEqual([]);
  });

  it('a token re-encoded unchanged is accepted: another project’s is refused for its audience alone', async () => {
    const learner = await signUp();
    expect((await call(apiRoutes.me, { token: withClaims(learner.idToken, {}) })).status).toBe(200);
    expect((await call(apiRoutes.me, { token: tokenOfAnotherProject(learner.idToken) })).status).toBe(401);
  });

  it.each(table.filter((entry) => entry.authenticated))(
    '$method $path: no token, a malformed one, another project’s, another learner’s id -> 401/403, nothing written',
    async (entry) => {
      const [attacker, victim] = await Promise.all([signUp(), signUp()]);
      // The victim is a learner the API already knows, with points and an activation.
      await testDb()
        .collection('users')
        .doc(victim.uid)
        .set({ name: 'Vítima', hasActivated: true, pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
      const before = await storedAbout(victim.uid);
      const url = urlOf(entry.path, victim.uid);
      const json = sampleBodyOf(entry, victim.uid);
      const attempts = [
        { token: undefined, status: 401 },
        { token: 'not-a-token', status: 401 },
        { token: `${randomUUID()}.${randomUUID()}.x`, status: 401 },
        { token: tokenOfAnotherProject(victim.idToken), status: 401 },
        ...(namesALearner(entry, victim.uid) ? [{ token: attacker.idToken, status: 403 }] : []),
      ];
      for (const attempt of attempts) {
        const result = await call(url, { method: entry.method, token: attempt.token, json });
        expect(
          result.status,
          `${entry.method} ${url} with ${attempt.token?.slice(0, 12) ?? 'no token'}`,
        ).toBe(attempt.status);
        expect(Object.keys(result.body as object)).toEqual(['error']);
        expect(errorOf(result)).toMatch(/[a-zà-ú]/i);
      }
      expect(await storedAbout(victim.uid)).toEqual(before);
    },
  );
});
