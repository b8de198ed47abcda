/**
 * The browser tests run under Hosting's policy: pages carry the emulator variant of the
 * production one, the deep-link preloader (index.html's one inline script) runs under it, and
 * the watcher the other files use (failOnCspViolations) does hear what the policy blocks.
 */
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy, emulatorPolicy } from '../../scripts/hosting-headers.mjs';
import { watchCspViolations } from './support/content-security-policy';

test("a deep link opens under the emulators' policy with nothing blocked, and a blocked call is heard", async ({
  page,
  context,
}) => {
  const seen = await watchCspViolations(context);
  const response = await page.goto('/ranking');
  expect(response?.headers()['content-security-policy']).toBe(emulatorPolicy(contentSecurityPolicy()));
  await expect(page).toHaveTitle('Ranking · Fala Inglês');
  // Only the preloader asks for a stylesheet with rel=preload (Vite's own loader adds rel=stylesheet).
  await expect(page.locator('link[rel="preload"][as="style"]')).not.toHaveCount(0);
  expect(seen).toEqual([]);

  await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
  await expect
    .poll(() => seen)
    .toEqual([expect.stringMatching(/^connect-src blocked https:\/\/example\.com/)]);
});
