// `npm run bench`: performance figures through the local emulator stack, printed as a report.
// Uses the stack that `npm start` is running as it is, or builds the function and starts a
// stack for the run (and stops it after).
// Only one stack can run on a machine at a time (fixed ports).
// Parts: tts.mjs (generate-audio), practice.mjs (a practice's JS and start-to-audio time),
// cold-start.mjs (importing the api function and its first request, in fresh processes),
// load.mjs (100 learners at once), web.mjs (the JS a visitor downloads, Lighthouse), then
// academy.mjs (an academy of 5,000 learners in 200 classes, 50 phrase lists, 400 assignments: each
// staff page's calls and a learner's, time and documents read; the learners' hot paths),
// then costs.mjs (US$ per learner and month at Google's list prices; needs no stack) and
// tutor.mjs (the offline tutor's time per turn; needs no stack).
// Figures are recorded in docs/performance.md.

import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { root, stackEnv, startStack, urls } from '../scripts/stack.mjs';
import { benchAcademy, benchHotPaths } from './academy.mjs';
import { benchColdStart } from './cold-start.mjs';
import { benchCosts } from './costs.mjs';
import { benchEngineService } from './engine-service.mjs';
import { benchLetterToSound } from './letter-to-sound.mjs';
import { benchLoad } from './load.mjs';
import { benchOpusHabits } from './opus-habits.mjs';
import { benchPractice } from './practice.mjs';
import { benchPronunciation } from './pronunciation.mjs';
import { QUICK } from './quick.mjs';
import { benchRecognition } from './recognition.mjs';
import { benchRecognizerAccuracy } from './recognizer-accuracy.mjs';
import { benchTts } from './tts.mjs';
import { benchTutor } from './tutor.mjs';
import { benchWeb, buildWeb, webBuildIsStale } from './web.mjs';

async function stackIsRunning() {
  try {
    return (await fetch(`${urls.hosting}/api/health`)).ok;
  } catch {
    return false;
  }
}

// `npm run bench -- practice web` runs only those parts; without names, all of them.
const parts = [
  ['tts', benchTts],
  ['practice', benchPractice],
  ['recognition', benchRecognition],
  // The offline recognizer alone, in-process: every pool phrase in two voices (minutes).
  ['recognizer-accuracy', benchRecognizerAccuracy],
  // The engine service's HTTP hop against the decoders in process (no stack).
  ['engine-service', benchEngineService],
  // The offline engine's sound scores against experts and on Brazilian habits, in-process (minutes).
  ['pronunciation', benchPronunciation],
  // Phones for the words the recognizer's dictionary lacks: the rules on dictionary words, and the
  // pool phrases with such words decoded in-process (no stack).
  ['letter-to-sound', benchLetterToSound],
  // The same scores through Chromium's recording at several Opus bitrates (no stack, ~10 min).
  ['opus-habits', benchOpusHabits],
  ['cold-start', benchColdStart],
  ['load', benchLoad],
  ['web', benchWeb],
  ['academy', benchAcademy],
  // The learners' calls the academy added writes to, alone (run it on a branch before the academy).
  ['hot-paths', benchHotPaths],
  ['costs', benchCosts],
  ['tutor', benchTutor],
];
/** Parts that compute from the code alone: `npm run bench -- costs` starts no stack. */
const STACK_FREE = new Set([
  'costs',
  'tutor',
  'recognizer-accuracy',
  'engine-service',
  'pronunciation',
  'letter-to-sound',
  'opus-habits',
]);
// `--stack-free` chooses those parts; `--quick` (./quick.mjs) runs each on a small sample, as
// `npm test` does with both.
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const unknownFlags = flags.filter((flag) => !['--quick', '--stack-free'].includes(flag));
if (unknownFlags.length > 0) {
  console.error(`Unknown option(s): ${unknownFlags.join(', ')}. Options: --quick, --stack-free.`);
  process.exit(2);
}
const chosen = [
  ...process.argv.slice(2).filter((arg) => !arg.startsWith('--')),
  ...(flags.includes('--stack-free') ? STACK_FREE : []),
];
const unknown = chosen.filter((name) => !parts.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${parts.map(([name]) => name).join(', ')}.`);
  process.exit(2);
}

const needsStack = parts.some(
  ([name]) => !STACK_FREE.has(name) && (chosen.length === 0 || chosen.includes(name)),
);
Object.assign(process.env, stackEnv);
// The hosting emulator serves web/dist from disk: every part measures the current sources.
if (needsStack && webBuildIsStale()) {
  console.log('Building the web app (web/dist is missing or older than its sources)...');
  buildWeb();
}
let stack;
if (!needsStack) {
  // Nothing to start.
} else if (await stackIsRunning()) {
  // Its functions/lib as it is: a rebuild would make the emulator reload the function under it.
  console.log('Using the running stack, and the function it serves (functions/lib, not rebuilt).');
} else {
  console.log('Building the function, then starting the stack (log: test-results/bench-emulators.log)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'functions', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  spawnSync('mkdir', ['-p', `${root}/test-results`]);
  stack = await startStack({ log: `${root}/test-results/bench-emulators.log` });
}

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `\nMachine: ${os.cpus().length} x ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
console.log(`Date: ${new Date().toISOString()}\n`);
if (QUICK) console.log('Quick mode: small samples, to prove each part runs; the figures measure nothing.\n');
// A part that throws (an unexpected answer, a figure it cannot compute) is reported, the others
// still run, and the run exits non-zero.
const failed = [];
try {
  const options = { baseUrl: urls.hosting, authUrl: `http://${stackEnv.FIREBASE_AUTH_EMULATOR_HOST}` };
  for (const [name, part] of parts) {
    if (chosen.length > 0 && !chosen.includes(name)) continue;
    const started = performance.now();
    console.log(`\n=== ${name} (${new Date().toISOString().slice(11, 19)} UTC)`);
    try {
      await part(options);
      console.log(`=== ${name} done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    } catch (error) {
      failed.push(name);
      console.error(error);
      console.log(`=== ${name} FAILED after ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }
} finally {
  await stack?.stop();
}
if (failed.length > 0) console.log(`\nFailed part(s): ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
