/**
 * The table of where each call lives (src/app.ts `servedBy`, typed to name every call) is the
 * code's own: each component's router declares exactly the calls the table gives it.
 */
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { componentRouters, servedBy } from '../../src/app';
import { type ApiRoute, apiRoutes } from '../../src/shared/contract';

interface Layer {
  route?: { path: string | string[] };
}

function declaredPaths(router: Router): string[] {
  return (router as unknown as { stack: Layer[] }).stack.flatMap((layer) => layer.route?.path ?? []);
}

describe('where each call lives', () => {
  it.each(Object.entries(componentRouters))(
    '%s/routes.ts declares the calls the table gives it',
    (name, router) => {
      const given = Object.entries(servedBy)
        .filter(([, component]) => component === name)
        .map(([route]) => apiRoutes[route as ApiRoute]);
      expect(new Set(declaredPaths(router))).toEqual(new Set(given));
    },
  );
});
