/**
 * The README's map is what a newcomer trusts first: its folders, its table of calls and its
 * public modules are held here to the tree, the contract and .dependency-cruiser.cjs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { componentRouters, servedBy } from '../../src/app';
import { type ApiRoute, apiRoutes } from '../../src/shared/contract';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const cruiserFile = new URL('.dependency-cruiser.cjs', root);
const cruiser = createRequire(import.meta.url)(cruiserFile.pathname) as {
  forbidden: { name: string; to: { pathNot?: string | string[] } }[];
};
const cruiserText = readFileSync(cruiserFile, 'utf8');

const foldersIn = (dir: string): string[] =>
  readdirSync(new URL(dir, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The README's architecture block, line by line. */
const block = (/```\n(web\/src\/[\s\S]*?)```/.exec(readme)?.[1] ?? '').split('\n');
const functionsLines = block.slice(
  block.findIndex((line) => line.startsWith('functions/src/')) + 1,
  block.findIndex((line) => line.startsWith('scripts/')),
);
/** A line's first column: what it names, before the gap that starts its description. */
const namedIn = (line: string): string[] =>
  (line.trim().split(/\s{2,}/)[0] ?? '').split(' ').filter((word) => word.endsWith('/'));
const componentsLine = functionsLines.find((line) => line.trim().startsWith('account/')) ?? '';
const componentNames = namedIn(componentsLine).map((folder) => folder.slice(0, -1));

describe("the README's map", () => {
  it('names every folder of functions/src, and no other', () => {
    const named = functionsLines.flatMap(namedIn).map((folder) => folder.slice(0, -1));
    expect(named.sort()).toEqual(foldersIn('functions/src/'));
  });

  it('names every component, as app.ts mounts them and .dependency-cruiser.cjs knows them', () => {
    expect(componentNames.sort()).toEqual(Object.keys(componentRouters).sort());
    const pattern = /const COMPONENTS = '\(([^)]+)\)'/.exec(cruiserText)?.[1] ?? '';
    expect(pattern.split('|').sort()).toEqual(componentNames.sort());
    const header = /^\/\/ {3}components ([^:]+):/m.exec(cruiserText)?.[1] ?? '';
    expect(header.split(', ').sort()).toEqual(componentNames.sort());
  });

  it('names every feature folder of web/src/features, and no other', () => {
    const line = block.find((entry) => entry.trim().startsWith('features/')) ?? '';
    const named = line.slice(line.indexOf(':') + 1).split(',');
    expect(named.map((name) => name.trim()).sort()).toEqual(foldersIn('web/src/features/'));
  });

  it('names the public modules .dependency-cruiser.cjs names, each an existing file', () => {
    const rule = cruiser.forbidden.find((entry) => entry.name === 'components-meet-through-public-modules');
    const publicModules = [rule?.to.pathNot ?? []]
      .flat()
      .filter((pattern) => !pattern.includes('$1'))
      .map((pattern) =>
        pattern
          .replace(/^\^functions\/src\//, '')
          .replace(/\$$/, '')
          .replaceAll('\\.', '.'),
      );
    expect(publicModules.length).toBeGreaterThan(0);
    const sentence = readme.slice(readme.indexOf('module named public in'));
    const listed = [...sentence.slice(0, sentence.indexOf(')')).matchAll(/`([^`]+\.ts)`/g)].map(
      ([, path]) => path,
    );
    expect(listed.sort()).toEqual(publicModules.sort());
    for (const path of listed)
      expect(() => readFileSync(new URL(`functions/src/${path}`, root))).not.toThrow();
  });

  it('the table of calls gives every path of the contract to the component that serves it', () => {
    const rows = [...readme.matchAll(/^\| (.+) \| `([^`]+)` \|$/gm)].map(([, calls = '', home = '']) => ({
      paths: [...calls.matchAll(/`([^`]+)`/g)].map(([, path]) => path),
      home,
    }));
    const homeOf = (name: string) =>
      name === 'health' ? 'http/express-app.ts' : `${servedBy[name as Exclude<ApiRoute, 'health'>]}/`;
    const expected = Object.entries(apiRoutes).map(([name, path]) => `${path} ${homeOf(name)}`);
    const written = rows.flatMap(({ paths, home }) => paths.map((path) => `${path} ${home}`));
    expect(written.sort()).toEqual(expected.sort());
  });
});
