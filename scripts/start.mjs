// `npm start`: builds the function and the web app, then runs the product offline.
// `npm run dev`: the same stack plus esbuild watching functions/ and Vite's dev server.
// SKIP_BUILD=1 skips the builds when functions/lib and web/dist already exist.
// A Ctrl-C or SIGTERM at any moment (building, starting, serving) stops everything: the
// handler of lifecycle.mjs is installed before anything is spawned.
// Once ready, it prints a fresh activation key (a newcomer's first need) and which engines serve.
import { once } from 'node:events';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { exit, isStopping, run, spawnOwned } from './lifecycle.mjs';
import { PROJECT_ID, root, skipBuild, stackEnv, startStack, urls } from './stack.mjs';

const dev = process.argv.includes('--dev');

async function buildOrExit(workspace, args = []) {
  const status = await run('npm', ['run', 'build', '-w', workspace, '--', ...args], { cwd: root });
  if (status !== 0) await exit(status);
}

/**
 * The function's environment in the emulator: the stack's, then functions/.env, .env.<project>
 * and .env.local over it, as firebase-tools loads them.
 */
function functionEnv() {
  const env = { ...process.env, ...stackEnv };
  for (const name of ['.env', `.env.${PROJECT_ID}`, '.env.local']) {
    const file = `${root}/functions/${name}`;
    if (existsSync(file)) Object.assign(env, parseEnv(readFileSync(file, 'utf8')));
  }
  return env;
}

/**
 * Runs an admin tool (functions/run-cli.mjs) with the function's environment: its output, or an
 * Error with the tool's error line. One that hangs (a Firestore that never answers) is stopped.
 */
async function adminTool(args, timeoutMs = 15_000) {
  const child = spawnOwned(process.execPath, ['functions/run-cli.mjs', ...args], {
    cwd: root,
    env: functionEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const timer = setTimeout(() => child.stop(), timeoutMs);
  const text = async (stream) => Buffer.concat(await stream.toArray()).toString();
  const [out, err, [code]] = await Promise.all([
    text(child.stdout),
    text(child.stderr),
    once(child, 'close'),
  ]);
  clearTimeout(timer);
  if (code === 0) return out.trim();
  throw new Error(
    code === null
      ? `no answer within ${timeoutMs / 1000} s`
      : (err.split('\n').find((line) => /^\w*Error\b/.test(line)) ?? (err.trim() || `exit code ${code}`)),
  );
}

/** The lines under "Ready": a failure here is said, never fatal to the stack. */
async function banner() {
  const [key, engines] = await Promise.allSettled([
    adminTool(['keys', 'create', '--note', 'npm start']),
    adminTool(['engines']),
  ]);
  const lines = [
    key.status === 'fulfilled'
      ? `Local activation key: ${key.value}  (one use; more: npm run keys -- create)`
      : `Local activation key: none, minting failed (${key.reason.message}); try npm run keys -- create`,
    ...(engines.status === 'fulfilled'
      ? engines.value.split('\n')
      : [`Engines: unknown, the function's settings could not be read (${engines.reason.message})`]),
  ];
  return lines.map((line) => `  ${line}`).join('\n');
}

if (!skipBuild(dev ? [] : ['web'])) {
  await buildOrExit('functions');
  if (!dev) await buildOrExit('web', ['--mode', 'emulator']);
}
if (dev) mkdirSync(`${root}/web/dist`, { recursive: true });

try {
  await startStack();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await exit(1);
}

if (dev) {
  const watch = (args) =>
    spawnOwned('npm', args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], stopSignal: 'SIGTERM' });
  watch(['run', 'build', '-w', 'functions', '--', '--watch']);
  watch(['run', 'dev', '-w', 'web', '--', '--mode', 'emulator']);
}
const lines = await banner();
// A Ctrl-C while the banner was being made: everything is stopping, nothing is ready.
if (!isStopping()) {
  const where = dev
    ? `http://127.0.0.1:5173 (hot reload; the API is proxied to ${urls.hosting})`
    : urls.hosting;
  console.log(`\nReady: open ${where}\n${lines}\n`);
}
