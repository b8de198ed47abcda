/**
 * React Router as a production build should get it: two things of its package cost every page
 * about 1.8 KB gzipped (docs/performance.md).
 * - Its `exports` name only its development build (remix-run/react-router#12532), whose dev-only
 *   warnings would ship to learners: the build resolves `dist/production`, the same code with
 *   `ENABLE_DEV_WARNINGS = false`.
 * - Components the app never renders (<Form>, <ScrollRestoration>...) are made by unannotated
 *   top-level `forwardRef()`/`memo()`/`createContext()` calls and given a `displayName`, which the
 *   bundler must keep: the calls are annotated `@__PURE__` (as React's Babel preset does) and the
 *   DevTools-only `displayName`s dropped, so what the app does not use is shaken out.
 * The unit tests keep the package's exported build (the plugin applies to `vite build` only).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import MagicString, { type SourceMap } from 'magic-string';
import type { Plugin } from 'vite';

const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const productionDir = join(packageRoot, 'dist/production');
const productionChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
const REACT_FACTORY = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;
const PURE = '/* @__PURE__ */ ';

/**
 * `code` with its top-level `displayName` lines emptied and its React factory calls annotated,
 * every line kept where it was, with the source map of those edits.
 */
export function shakeable(code: string, source?: string): { code: string; map: SourceMap; changed: number } {
  const edited = new MagicString(code);
  let changed = 0;
  for (const match of code.matchAll(DISPLAY_NAME)) {
    edited.remove(match.index, match.index + match[0].length);
    changed += 1;
  }
  for (const match of code.matchAll(REACT_FACTORY)) {
    edited.prependLeft(match.index + 2, PURE); // before `React…(`, after `= `
    changed += 1;
  }
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source }), changed };
}

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? join(productionDir, 'index.mjs') : null),
    transform(code, id) {
      if (!productionChunk.test(id)) return null;
      const { code: shaken, map } = shakeable(code, id);
      return { code: shaken, map };
    },
  };
}
