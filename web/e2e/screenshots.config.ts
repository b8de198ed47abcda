/**
 * Takes the README's screenshots (docs/screenshots) through the emulator stack:
 *   npm run with-stack -- npx playwright test -c web/e2e/screenshots.config.ts
 * Kept out of the test run (the files are not *.spec.ts): they write files, they prove nothing.
 * screenshots-recording.shots.ts is its own file: its browser's microphone plays a file.
 */
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: ['screenshots.shots.ts', 'screenshots-recording.shots.ts'],
  outputDir: '../../test-results/screenshots',
});
