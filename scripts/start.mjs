// `npm start`: builds the function and the web app, then runs the product offline.
// `npm run dev`: the same stack plus esbuild watching functions/ and Vite's dev server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { root, startStack, urls } from './stack.mjs';

const dev = process.argv.includes('--dev');

function buildOrExit(workspace, args = []) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace, '--', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildOrExit('functions');
if (dev) mkdirSync(`${root}/web/dist`, { recursive: true });
else buildOrExit('web', ['--mode', 'emulator']);

let stack;
const watchers = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const watcher of watchers) {
    try {
      process.kill(-watcher.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));

try {
  stack = await startStack();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

if (dev) {
  const watch = (args) => watchers.push(spawn('npm', args, { cwd: root, stdio: 'inherit', detached: true }));
  watch(['run', 'build', '-w', 'functions', '--', '--watch']);
  watch(['run', 'dev', '-w', 'web', '--', '--mode', 'emulator']);
  console.log('\nReady: open http://127.0.0.1:5173 (hot reload; the API is proxied to :5000)\n');
} else {
  console.log(`\nReady: open ${urls.hosting}\n`);
}
