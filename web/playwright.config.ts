import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { urls } from '../scripts/stack-config.mjs';

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the hosting
 * emulator. `npm test` starts the stack first (scripts/test.mjs).
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: '../test-results/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: process.env.WEB_BASE_URL ?? urls.hosting,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
