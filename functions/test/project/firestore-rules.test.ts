/**
 * A static check of ../../firestore.rules: the web app never touches Firestore (it talks only
 * to the API), so every rule must deny, and a catch-all must cover every document. Any `allow`
 * whose condition is not plainly `false` fails this test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const rules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8')
  .replace(/\/\/.*$/gm, '')
  .replace(/\/\*[\s\S]*?\*\//g, '');

const allows = [...rules.matchAll(/\ballow\s+([^:;]+?)\s*(?::\s*if\s+([^;]+))?;/g)].map((match) => ({
  operations: (match[1] ?? '').split(',').map((operation) => operation.trim()),
  condition: match[2]?.trim() ?? null,
}));

describe('firestore.rules', () => {
  it('uses rules version 2', () => {
    expect(rules).toMatch(/rules_version\s*=\s*'2'\s*;/);
  });

  it('has allow statements, and every one of them denies', () => {
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      expect(allow.condition, `allow ${allow.operations.join(', ')}`).toBe('false');
    }
    // Every `allow` was parsed: none is left with another shape (e.g. without a condition).
    expect((rules.match(/\ballow\b/g) ?? []).length).toBe(allows.length);
  });

  it('covers every document with a catch-all that denies reads and writes', () => {
    const catchAll =
      /match\s+\/databases\/\{database\}\/documents\s*\{\s*match\s+\/\{document=\*\*\}\s*\{\s*allow\s+read\s*,\s*write\s*:\s*if\s+false\s*;\s*\}\s*\}/;
    expect(rules).toMatch(catchAll);
  });
});
