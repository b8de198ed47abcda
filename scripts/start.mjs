// `npm start`: builds the function and the web app, then runs the product offline.
// `npm run dev`: the same stack plus esbuild watching functions/ and Vite's dev server.
// SKIP_BUILD=1 skips the builds when functions/lib and web/dist already exist.
// A Ctrl-C or SIGTERM at any moment (building, starting, serving) stops everything: the
// handler of lifecycle.mjs is installed before anything is spawned.
import { mkdirSync } from 'node:fs';
import { exit, run, spawnOwned } from './lifecycle.mjs';
import { root, skipBuild, startStack, urls } from './stack.mjs';

const dev = process.argv.includes('--dev');

async function buildOrExit(workspace, args = []) {
  const status = await run('npm', ['run', 'build', '-w', workspace, '--', ...args], { cwd: root });
  if (status !== 0) await exit(status);
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
  console.log(`\nReady: open http://127.0.0.1:5173 (hot reload; the API is proxied to ${urls.hosting})\n`);
} else {
  console.log(`\nReady: open ${urls.hosting}\n`);
}
