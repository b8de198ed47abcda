// Runs one command against a freshly started stack, then stops it:
//   npm run with-stack -- npx playwright test e2e/auth.spec.ts
// Builds the function and the web app first, like `npm start`.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { root, stackEnv, startStack, testStackEnv } from './stack.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: npm run with-stack -- <command> [args...]');
  process.exit(2);
}
for (const [workspace, extra] of [
  ['functions', []],
  ['web', ['--', '--mode', 'emulator']],
]) {
  const built = spawnSync('npm', ['run', 'build', '-w', workspace, ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
mkdirSync(`${root}/test-results`, { recursive: true });
const stack = await startStack({ log: `${root}/test-results/emulators.log`, env: testStackEnv });
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...stackEnv } });
await stack.stop();
process.exit(result.status ?? 1);
