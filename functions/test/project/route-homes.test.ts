/**
 * The table of where each call lives (src/app.ts `servedBy`, typed to name every call) is the
 * code's own: each component's router declares exactly the calls the table gives it. Each
 * routes.ts also writes out the literal URLs it serves, so that searching the sources for a URL
 * lands on its file; those lists are held to the routers and the contract here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { componentRouters, servedBy } from '../../src/app';
import { type ApiRoute, apiRoutes } from '../../src/shared/contract';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

const src = new URL('../../src/', import.meta.url);

function layersOf(router: Router): Layer[] {
  return (router as unknown as { stack: Layer[] }).stack;
}

function declaredPaths(router: Router): string[] {
  return layersOf(router).flatMap((layer) => layer.route?.path ?? []);
}

/** What a router answers, as `METHOD /path` lines. */
function declaredCalls(router: Router): string[] {
  return layersOf(router).flatMap(({ route }) =>
    route
      ? [route.path]
          .flat()
          .flatMap((path) => Object.keys(route.methods).map((method) => `${method.toUpperCase()} ${path}`))
      : [],
  );
}

/** The `METHOD /api/...` lines a routes.ts writes in its comments. */
function listedCalls(file: string): string[] {
  const text = readFileSync(new URL(file, src), 'utf8');
  return [...text.matchAll(/^\s*\*\s+(GET|POST|PUT|PATCH|DELETE)\s+(\/api\/\S*)\s*$/gm)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

/** Every routes.ts under functions/src, by path from there. */
const routesFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split('\\').join('/'))
  .filter((file) => file === 'routes.ts' || file.endsWith('/routes.ts'))
  .sort();

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

  it('every routes.ts is a component’s, and every component has its routes.ts', () => {
    expect(routesFiles).toEqual(
      Object.keys(componentRouters)
        .map((name) => `${name}/routes.ts`)
        .sort(),
    );
  });

  it.each(Object.entries(componentRouters))(
    '%s/routes.ts lists, literally, exactly the calls its router answers',
    (name, router) => {
      const listed = listedCalls(`${name}/routes.ts`);
      expect(listed.length, 'a call listed twice').toBe(new Set(listed).size);
      expect(new Set(listed)).toEqual(new Set(declaredCalls(router)));
    },
  );

  it('the lists together name every path of the contract once, and nothing else', () => {
    const files = Object.keys(componentRouters).map((name) => `${name}/routes.ts`);
    const homes = new Map<string, Set<string>>();
    for (const file of files)
      for (const call of listedCalls(file)) {
        const path = call.slice(call.indexOf(' ') + 1);
        homes.set(path, (homes.get(path) ?? new Set()).add(file));
      }
    const contract = Object.entries(apiRoutes)
      .filter(([name]) => name !== 'health')
      .map(([, path]) => path);
    expect([...homes.keys()].sort()).toEqual([...contract].sort());
    for (const [path, listedIn] of homes) expect([...listedIn], path).toHaveLength(1);
  });
});
