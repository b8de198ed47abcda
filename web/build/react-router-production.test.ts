import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionDir, shakeable } from './react-router-production';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source map v3 `mappings` as absolute [generated line, generated column, source line, source column]. */
function decode(mappings: string): [number, number, number, number][] {
  const points: [number, number, number, number][] = [];
  let sourceLine = 0;
  let sourceColumn = 0;
  for (const [line, text] of mappings.split(';').entries()) {
    let column = 0;
    for (const segment of text.split(',').filter(Boolean)) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0] ?? 0;
      sourceLine += fields[2] ?? 0;
      sourceColumn += fields[3] ?? 0;
      points.push([line, column, sourceLine, sourceColumn]);
    }
  }
  return points;
}

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

    // Each line starts at its own column 0, and every moved call maps back to where it was.
    const points = decode(result.mappings);
    expect(points.filter(([, column]) => column === 0).map(([line, , from]) => [line, from])).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const output = result.code.split('\n');
    for (const [line, column, sourceLine, sourceColumn] of points.filter(([, column]) => column > 0)) {
      const generated = output[line]?.slice(column);
      const original = code.split('\n')[sourceLine]?.slice(sourceColumn);
      expect(generated?.slice(0, 12)).toBe(original?.slice(0, 12));
      expect(generated).toMatch(/^React\d*\./);
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
