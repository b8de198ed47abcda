import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { productionDir, shakeable } from './react-router-production';

describe('React Router for the production build', () => {
  it('annotates React factory calls and empties displayName lines, keeping every line in place', () => {
    const code = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var A = React.createContext(null), B = React2.memo(A);',
      '  inner.displayName = "kept: not a top-level statement";',
    ].join('\n');
    const result = shakeable(code);
    expect(result.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
      '',
      'var A = /* @__PURE__ */ React.createContext(null), B = /* @__PURE__ */ React2.memo(A);',
      '  inner.displayName = "kept: not a top-level statement";',
    ]);
    expect(result.changed).toBe(4);

    // Every annotated call maps back to where it was.
    const map = new TraceMap(result.map as ConstructorParameters<typeof TraceMap>[0]);
    const output = result.code.split('\n');
    const calls = output.flatMap((text, line) =>
      [...text.matchAll(/React\d*\./g)].map((match) => ({ line, column: match.index })),
    );
    expect(calls).toHaveLength(3);
    for (const { line, column } of calls) {
      const original = originalPositionFor(map, { line: line + 1, column });
      expect(original.line).toBe(line + 1);
      const from = code.split('\n')[line]?.slice(original.column ?? -1);
      expect(from?.slice(0, 12)).toBe(output[line]?.slice(column, column + 12));
    }
  });

  it('still finds what it changes in the installed package, whose production build has no dev warnings', () => {
    const chunks = readdirSync(productionDir).filter((file) => /^chunk-[\w-]+\.mjs$/.test(file));
    const sources = chunks.map((file) => readFileSync(join(productionDir, file), 'utf8'));
    expect(sources.some((source) => source.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    // A React Router release that writes these differently makes the plugin a no-op: say so here.
    const changed = sources.reduce((sum, source) => sum + shakeable(source).changed, 0);
    expect(changed).toBeGreaterThan(20);
    for (const source of sources)
      expect(shakeable(source).code.split('\n')).toHaveLength(source.split('\n').length);
  });
});
