import { defineConfig } from 'vitest/config';

/** Unit tests: plain functions, no emulator needed. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
