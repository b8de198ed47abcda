/**
 * URLs that are not valid percent-encoding, generated (fast-check) against the real app with
 * every component's router: each is refused 400 with the Portuguese `{error}`, never a 500. This
 * runs the app in-process because neither local emulator lets such a URL reach the function:
 * Hosting's and the functions emulator's own routers fail on it first with a plain 500
 * (docs/known-limits.md). Route matching decodes the path before any middleware, so no token is needed
 * and nothing is read or written.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { componentRouters } from '../app';
import { messages } from '../messages';
import { apiRoutes } from '../shared/contract';
import { createApp } from './express-app';
import { serveForTest } from './serve-for-test';

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route with a path parameter and its methods, from Express's own table. */
const withUserId = Object.values(componentRouters).flatMap((router) =>
  (router as unknown as { stack: RouteLayer[] }).stack.flatMap(({ route }) =>
    route && typeof route.path === 'string' && route.path.includes(':userId')
      ? Object.keys(route.methods).map((method) => ({
          path: route.path as string,
          method: method.toUpperCase(),
        }))
      : [],
  ),
);

const malformedId = fc
  .tuple(
    fc.string({ unit: fc.constantFrom('a', 'B', '7', '-'), maxLength: 8 }),
    fc.constantFrom('%', '%E', '%E0%A4%A', '%zz', '%C3%28', '%ED%A0%80', '%FF%FE', '%C0%AF', '%%41'),
    // Never hex digits after the broken part: '%E0%A4%A' + 'a' would be valid UTF-8 again.
    fc.string({ unit: fc.constantFrom('z', '%', '-'), maxLength: 4 }),
  )
  .map((parts) => parts.join(''));

describe('a URL that is not valid percent-encoding, on every route with a path parameter', () => {
  let base = '';
  beforeAll(async () => {
    base = await serveForTest(createApp(Object.values(componentRouters)));
  });

  it('answers 400 with the Portuguese {error}', async () => {
    expect(withUserId.map(({ path }) => path)).toContain(apiRoutes.userPoints);
    let sent = 0;
    for (const { path, method } of withUserId) {
      await fc.assert(
        fc.asyncProperty(malformedId, async (id) => {
          const response = await fetch(`${base}${path.replace(':userId', id)}`, { method });
          sent++;
          expect(response.status, `${method} ${id}`).toBe(400);
          expect(await response.json()).toEqual({ error: messages.badRequest });
        }),
        { numRuns: 30 },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(90);
  });

  it('the case seen in use: /api/points/userPoints/%E0%A4%A', async () => {
    const response = await fetch(`${base}/api/points/userPoints/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: messages.badRequest });
  });
});
