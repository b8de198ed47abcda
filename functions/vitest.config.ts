import { defineConfig } from 'vitest/config';

/** Unit tests: plain functions, no emulator needed. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/project/**/*.test.ts'],
    environment: 'node',
  },
});
