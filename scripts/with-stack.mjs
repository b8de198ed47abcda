// Runs one command against a freshly started stack, then stops it:
//   npm run with-stack -- npx playwright test e2e/auth.spec.ts
// Builds the function and the web app first, like `npm start` (SKIP_BUILD=1 uses the existing
// builds). A Ctrl-C or SIGTERM at any moment stops the builds, the stack and the command (its
// whole process group), then exits with 130 or 143 (lifecycle.mjs).
import { mkdirSync } from 'node:fs';
import { exit, run } from './lifecycle.mjs';
import { root, skipBuild, stackEnv, startStack, testStackEnv } from './stack.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: npm run with-stack -- <command> [args...]');
  process.exit(2);
}
if (!skipBuild(['web'])) {
  for (const [workspace, extra] of [
    ['functions', []],
    ['web', ['--', '--mode', 'emulator']],
  ]) {
    const status = await run('npm', ['run', 'build', '-w', workspace, ...extra], { cwd: root });
    if (status !== 0) await exit(status);
  }
}
mkdirSync(`${root}/test-results`, { recursive: true });
try {
  await startStack({ log: `${root}/test-results/emulators.log`, env: testStackEnv });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await exit(1);
}
const status = await run(command, args, { env: { ...process.env, ...stackEnv } });
await exit(status);
