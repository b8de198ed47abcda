import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePages } from '../src/app/route-pages';
import { routeTableProblems } from './preload-route-chunks';

const file = (path: string) => resolve(dirname(fileURLToPath(import.meta.url)), '../src', path);

/** What the router imports lazily when it matches the table exactly. */
const matching = Object.values(routePages).flatMap((row) =>
  'later' in row ? [file(row.page), file(row.later)] : [file(row.page)],
);

describe('the route table checked by the build', () => {
  it('has no problem when every module the router imports lazily has its row', () => {
    expect(routeTableProblems(matching)).toEqual([]);
  });

  it('names a lazy route the table is missing', () => {
    const settings = file('features/settings/settings-page.tsx');
    expect(routeTableProblems([...matching, settings])).toEqual([
      `router.tsx imports ${settings} lazily, but no row of src/app/route-pages.ts names it`,
    ]);
  });

  it('names a row whose module the router no longer imports lazily', () => {
    const withoutRanking = matching.filter((module) => module !== file('features/ranking/ranking-page.tsx'));
    expect(routeTableProblems(withoutRanking)).toEqual([
      'src/app/route-pages.ts names features/ranking/ranking-page.tsx, which router.tsx does not import lazily',
    ]);
  });

  it('counts the module a page loads later as listed', () => {
    const table = { writing: { page: 'features/practices/practice-gate.tsx' } };
    const screen = file('features/practices/writing/writing-page.tsx');
    expect(routeTableProblems([file('features/practices/practice-gate.tsx'), screen], table)).toEqual([
      `router.tsx imports ${screen} lazily, but no row of src/app/route-pages.ts names it`,
    ]);
  });
});
