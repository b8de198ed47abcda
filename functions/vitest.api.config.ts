import { defineConfig } from 'vitest/config';

/**
 * API integration tests: they call the running emulator stack through the hosting rewrite with
 * real auth-emulator ID tokens. `npm test` starts the stack first (scripts/test.mjs).
 */
export default defineConfig({
  test: {
    include: ['test/api/**/*.test.ts'],
    globalSetup: ['test/api/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Files share one emulator stack; running them one at a time keeps race tests meaningful.
    fileParallelism: false,
  },
});
