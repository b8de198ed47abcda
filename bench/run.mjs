// `npm run bench`: performance figures through the local emulator stack, printed as a report.
// Uses the stack that `npm start` is running, or starts one for the run (and stops it after).
// Only one stack can run on a machine at a time (fixed ports).
// Parts: tts.mjs (generate-audio), practice.mjs (a practice's JS and start-to-audio time),
// then web.mjs (the JS a visitor downloads, Lighthouse).
// Figures are recorded in docs/performance.md.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { root, stackEnv, startStack, urls } from '../scripts/stack.mjs';
import { benchPractice } from './practice.mjs';
import { benchTts } from './tts.mjs';
import { benchWeb } from './web.mjs';

async function stackIsRunning() {
  try {
    return (await fetch(`${urls.hosting}/api/health`)).ok;
  } catch {
    return false;
  }
}

Object.assign(process.env, stackEnv);
let stack;
if (await stackIsRunning()) {
  console.log('Using the running stack.');
} else {
  if (!existsSync(`${root}/web/dist/index.html`)) {
    spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  console.log('Starting the stack (log: test-results/bench-emulators.log)...');
  spawnSync('mkdir', ['-p', `${root}/test-results`]);
  stack = await startStack({ log: `${root}/test-results/bench-emulators.log` });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nMachine: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Date: ${new Date().toISOString()}\n`);
try {
  const authUrl = `http://${stackEnv.FIREBASE_AUTH_EMULATOR_HOST}`;
  await benchTts({ baseUrl: urls.hosting, authUrl });
  await benchPractice({ baseUrl: urls.hosting, authUrl });
  await benchWeb({ baseUrl: urls.hosting });
} finally {
  await stack?.stop();
}
process.exit(0);
