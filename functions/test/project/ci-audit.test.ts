/**
 * `npm test`'s advisory step (scripts/audit.mjs) reads `npm audit --json`: it fails on a high or
 * critical advisory, passes lower ones, and when the registry gave no audit it says that nothing
 * was checked instead of passing silently.
 */
import { describe, expect, it } from 'vitest';
import { readAudit } from '../../../scripts/audit.mjs';

const report = (vulnerabilities: Record<string, number>, names: Record<string, string> = {}) =>
  JSON.stringify({
    vulnerabilities: Object.fromEntries(
      Object.entries(names).map(([name, severity]) => [name, { name, severity }]),
    ),
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities } },
  });

describe('the npm audit step', () => {
  it('fails on a high advisory and names the package; a moderate one is reported, not failed', () => {
    expect(readAudit(report({ high: 1 }, { undici: 'high' }))).toEqual({
      ok: false,
      line: 'npm audit --omit=dev: 1 high: undici (high)',
    });
    expect(readAudit(report({ moderate: 2 })).ok).toBe(true);
    expect(readAudit(report({})).line).toBe('npm audit --omit=dev: no advisories');
  });

  it('says the audit did not run when the registry answered without one, or not at all', () => {
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
    expect(readAudit(refused)).toEqual({
      ok: null,
      line: 'npm audit NOT run: the registry gave no advisories (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk)',
    });
    expect(readAudit('').ok).toBeNull();
  });
});
