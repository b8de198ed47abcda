import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type RoutePage, routePages } from '../src/app/route-pages.ts';
import { screenPaths } from '../src/config/screen-paths.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
/** The absolute path of a module named relative to web/src. */
const file = (path: string) => resolve(src, path);
const router = file('app/router.tsx');

/**
 * What is wrong between the modules the router imports lazily and the table that lists them
 * (src/app/route-pages.ts): a module the router imports that no row names (its route would go
 * without a preload), or a row naming a module the router does not import lazily.
 */
export function routeTableProblems(
  routerLazyImports: readonly string[],
  table: Record<string, RoutePage> = routePages,
): string[] {
  const listed = new Map(
    Object.values(table).flatMap(({ page, later }) =>
      (later ? [page, later] : [page]).map((p) => [file(p), p]),
    ),
  );
  const imported = new Set(routerLazyImports);
  return [
    ...[...imported]
      .filter((module) => !listed.has(module))
      .map((module) => `router.tsx imports ${module} lazily, but no row of src/app/route-pages.ts names it`),
    ...[...listed]
      .filter(([module]) => !imported.has(module))
      .map(([, path]) => `src/app/route-pages.ts names ${path}, which router.tsx does not import lazily`),
  ];
}

const CHUNK_TABLE_ID = 'route-chunks';

/**
 * The inline script that starts a deep link's chunks. Its text is the same in every build (the
 * chunks' names are in the JSON block before it, which the browser does not run), so Hosting's
 * Content-Security-Policy allows it by its hash (firebase.json, script-src; the build checks it:
 * content-security-policy.ts).
 */
export const PRELOADER =
  `{const f=JSON.parse(document.getElementById('${CHUNK_TABLE_ID}').textContent)` +
  `[location.pathname.replace(/(.)\\/$/,'$1')];` +
  `for(const h of f||[]){const l=document.createElement('link');` +
  `if(h.endsWith('.css')){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
  `l.crossOrigin='';l.href=h;document.head.append(l)}}`;

/**
 * A lazy route's chunk is requested only once the main chunk has run: one more round trip
 * before a deep link (/ranking, /auth, ...) can draw. A few bytes of inline script in
 * index.html start those chunks (what they import, and their stylesheets) for the path being
 * opened, in parallel with the main chunk. A stylesheet is only fetched (`preload`), not
 * applied: Vite applies it after the main one when the chunk is imported, keeping the cascade's
 * order. Nothing is preloaded on `/`.
 */
export function preloadRouteChunks(): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    generateBundle() {
      const info = this.getModuleInfo(router);
      if (!info) this.error(`preload-route-chunks: ${router} is not in the build`);
      const problems = routeTableProblems(info.dynamicallyImportedIds);
      if (problems.length > 0) this.error(`preload-route-chunks:\n  ${problems.join('\n  ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
        );
        const withImports = (fileName: string, found = new Set<string>()) => {
          if (!found.has(fileName)) {
            found.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
          }
          return found;
        };
        // A chunk's stylesheets: Vite adds them when the chunk is imported, and the route draws
        // only once they have loaded.
        const withStyles = (fileNames: Set<string>) => [
          ...fileNames,
          ...[...fileNames].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]),
        ];
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const loaded = new Set(entry ? withStyles(withImports(entry.fileName)) : []);
        const preloads: Record<string, string[]> = {};
        for (const [screen, { page }] of Object.entries(routePages)) {
          const path = screenPaths[screen as keyof typeof routePages];
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === file(page));
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${page} (${path})`);
          preloads[path] = [...new Set(withStyles(withImports(chunk.fileName)))]
            .filter((name) => !loaded.has(name))
            .map((name) => `/${name}`);
        }
        const table = JSON.stringify(preloads).replaceAll('<', '\\u003c');
        const script =
          `<script type="application/json" id="${CHUNK_TABLE_ID}">${table}</script>\n    ` +
          `<script>${PRELOADER}</script>\n    `;
        // Before the main chunk and the stylesheet: an inline script waits for stylesheets above it.
        return html.replace('<script type="module"', `${script}<script type="module"`);
      },
    },
  };
}
