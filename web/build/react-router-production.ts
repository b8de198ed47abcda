/**
 * React Router as a production build should get it. Two things of its package cost every page
 * of the app about 1.8 KB gzipped (docs/performance.md):
 *
 * - Its `exports` name only its development build (remix-run/react-router#12532), whose dev-only
 *   warnings then ship to learners. Its `dist/production` is the same code with
 *   `ENABLE_DEV_WARNINGS = false`: the build resolves `react-router` there.
 * - Its bundled code keeps components the app never renders (<Form>, <ScrollRestoration>, their
 *   hooks...): each is made by an unannotated top-level `React.forwardRef()` (or `memo()`,
 *   `createContext()`) call, then given a `displayName`, and the bundler must assume both have
 *   side effects. The calls are annotated `@__PURE__` (as React's own Babel preset does,
 *   @babel/plugin-transform-react-pure-annotations) and the `displayName` assignments, which
 *   only name things in React DevTools, are dropped: what the app does not use is shaken out.
 *
 * The unit tests keep the package's exported build (the plugin applies to `vite build` only).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const packageRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
export const productionDir = join(packageRoot, 'dist/production');
const productionChunk = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;

const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/;
const REACT_FACTORY = /= (React\d*\.(?:forwardRef|memo|createContext)\()/g;
const PURE = '/* @__PURE__ */ ';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A number as a source map's base64 VLQ field. */
function vlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let field = '';
  do {
    const digit = rest & 31;
    rest >>>= 5;
    field += BASE64[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return field;
}

/**
 * `code` with its `displayName` lines emptied and its React factory calls annotated, every line
 * kept where it was; `mappings` (source map v3) says where each line's text moved.
 */
export function shakeable(code: string): { code: string; mappings: string; changed: number } {
  let changed = 0;
  let sourceColumn = 0; // of the previous segment: VLQ fields are deltas
  const mappings: string[] = [];
  const lines = code.split('\n').map((line, index) => {
    if (DISPLAY_NAME.test(line)) {
      changed += 1;
      line = '';
    }
    // Each line starts at its own column 0; an annotation moves the rest of the line right.
    const segments = [`A${vlq(0)}${vlq(index === 0 ? 0 : 1)}${vlq(-sourceColumn)}`];
    sourceColumn = 0;
    let generatedColumn = 0;
    let shift = 0;
    const annotated = line.replace(REACT_FACTORY, (_match, call: string, offset: number) => {
      changed += 1;
      const from = offset + 2; // where `React…(` starts in the original line
      shift += PURE.length;
      segments.push(`${vlq(from + shift - generatedColumn)}A${vlq(0)}${vlq(from - sourceColumn)}`);
      generatedColumn = from + shift;
      sourceColumn = from;
      return `= ${PURE}${call}`;
    });
    mappings.push(segments.join(','));
    return annotated;
  });
  return { code: lines.join('\n'), mappings: mappings.join(';'), changed };
}

export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? join(productionDir, 'index.mjs') : null),
    transform(code, id) {
      if (!productionChunk.test(id)) return null;
      const result = shakeable(code);
      return { code: result.code, map: { version: 3, sources: [id], names: [], mappings: result.mappings } };
    },
  };
}
