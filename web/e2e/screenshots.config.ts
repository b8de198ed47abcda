/**
 * Takes the README's screenshots (docs/screenshots) through the emulator stack:
 *   npm run with-stack -- npx playwright test -c web/e2e/screenshots.config.ts
 * Kept out of the test run (the file is not a *.spec.ts): it writes files, it proves nothing.
 */
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screenshots.shots.ts',
  outputDir: '../../test-results/screenshots',
});
