import { defineConfig } from 'vitest/config';

/**
 * Firestore security rules against the official Firestore emulator (Java 21), through
 * `npm run test:rules`, which starts it. Not part of `npm test`: the pure-Node emulator used
 * there does not evaluate rules (functions/test/project/firestore-rules.test.ts checks them statically).
 */
export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
