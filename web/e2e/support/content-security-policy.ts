/**
 * Content-Security-Policy violations in the browser tests. The hosting emulator serves the
 * production policy plus the auth emulator's origin (scripts/hosting-headers.mjs); a file that
 * calls failOnCspViolations() fails any of its tests in whose pages or frames the browser
 * reports a violation, so its flows show the policy lets them work.
 */
import { type BrowserContext, expect, test } from '@playwright/test';

/** Every violation reported in the context's pages and frames from now on, as a line each. */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ frame }, line: string) => {
    seen.push(`${line} (in ${frame.url()})`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const sample = event.sample ? `: ${event.sample}` : '';
      (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample}`,
      );
    });
  });
  return seen;
}

/** Fails each test of the calling file on any violation (see watchCspViolations). */
export function failOnCspViolations(): void {
  let seen: string[] = [];
  test.beforeEach(async ({ context }) => {
    seen = await watchCspViolations(context);
  });
  test.afterEach(() => {
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
}
