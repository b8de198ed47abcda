// Starts and stops the whole product offline: a Firestore emulator and the engine service
// (the speech recognizer, functions/recognizer/dist/server.js), then the Firebase emulators
// (auth, functions, hosting). Ports, project id and region come from
// stack-config.mjs (firebase.json and .firebaserc). Every child is owned by lifecycle.mjs from
// the moment it is spawned: a Ctrl-C or SIGTERM at any moment (even before the stack is ready)
// stops all of them, their process groups included, and frees every port.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeEmulatorConfig } from './hosting-headers.mjs';
import { isStopping, spawnOwned } from './lifecycle.mjs';
import { PROJECT_ID, portInUse, ports, root, stackEnv, urls } from './stack-config.mjs';

export { PROJECT_ID, ports, root, stackEnv, urls };

/** Settings of the stack the tests run against. */
export const testStackEnv = {
  // The emulators add no X-Forwarded-For: the tests send it as a client's proxy would.
  TRUSTED_PROXY_HOPS: '1',
  // Tests seed users and read the ranking right away; production keeps 30 s.
  RANKING_CACHE_SECONDS: '1',
};

/** The engine service as `npm run build -w functions` writes it. */
const RECOGNIZER_SERVER = 'functions/recognizer/dist/server.js';

/**
 * SKIP_BUILD=1 tells `npm start`, `npm run dev` and `npm run with-stack` to use the builds that
 * exist (functions/lib, and web/dist for `web`) instead of building again; without them it
 * builds anyway. `npm test` sets it for its stop test, right after its own builds.
 */
export function skipBuild(workspaces = []) {
  const outputs = [
    'functions/lib/index.js',
    RECOGNIZER_SERVER,
    ...(workspaces.includes('web') ? ['web/dist/index.html'] : []),
  ];
  return process.env.SKIP_BUILD === '1' && outputs.every((path) => existsSync(`${root}/${path}`));
}

function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)/.exec(`${out.stderr ?? ''}${out.stdout ?? ''}`);
  return match ? Number(match[1]) : 0;
}

/**
 * The official Firestore emulator needs Java 21 and its jar (downloaded once by
 * firebase-tools). FIRESTORE_EMULATOR=official|node forces a choice; otherwise the official
 * one is used only when Java 21+ is present.
 */
export function firestoreFlavour() {
  const forced = process.env.FIRESTORE_EMULATOR;
  if (forced === 'official' || forced === 'node') return forced;
  return javaMajorVersion() >= 21 ? 'official' : 'node';
}

async function assertPortsFree() {
  const busy = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) busy.push(`${name} :${port}`);
  }
  if (busy.length > 0) {
    throw new Error(`Ports already in use (${busy.join(', ')}). Is another stack running?`);
  }
}

async function waitFor(check, { timeoutMs, children }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A signal is stopping everything: the children's exit is no error, the script will exit.
    if (isStopping()) await new Promise(() => {});
    const dead = children.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (dead) throw new Error(`${dead.label} exited early (code ${dead.exitCode}).`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`The stack was not ready after ${timeoutMs / 1000} s.`);
}

/**
 * Starts the stack and resolves when `/api/health` answers through the hosting rewrite.
 * `log`: 'inherit' to share the terminal, or a file path to keep the output out of the way.
 */
export async function startStack({ log = 'inherit', env: extraEnv = {} } = {}) {
  await assertPortsFree();
  const out = log === 'inherit' ? null : createWriteStream(log, { flags: 'a' });
  const children = [];
  const run = (label, command, args, env) => {
    const child = spawnOwned(command, args, {
      cwd: root,
      env: { ...process.env, ...stackEnv, ...extraEnv, ...env },
      stdio: out ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      // The Firebase emulators shut down cleanly on SIGINT; their groups are killed after 15 s.
      stopSignal: 'SIGINT',
      graceMs: 15_000,
    });
    child.label = label;
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    children.push(child);
    return child;
  };

  const flavour = firestoreFlavour();
  const only = ['auth', 'functions', 'hosting'];
  if (flavour === 'official') only.push('firestore');
  else {
    run('Firestore emulator', process.execPath, ['scripts/firestore-emulator.mjs'], {
      FIRESTORE_PORT: String(ports.firestore),
    });
  }
  // Plain Node: it stops on SIGINT like the emulators, its decoders' children with it.
  run('Engine service', process.execPath, [RECOGNIZER_SERVER], { PORT: String(ports.recognizer) });
  run(
    'Firebase emulators',
    process.execPath,
    [
      'node_modules/firebase-tools/lib/bin/firebase.js',
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      // firebase.json with the emulator variant of Hosting's Content-Security-Policy.
      '--config',
      writeEmulatorConfig(),
    ],
    // As in Cloud Functions: the platform's own error pages must not show stack traces.
    { NODE_ENV: 'production' },
  );

  const stop = () => Promise.all(children.map((child) => child.stop())).finally(() => out?.end());
  try {
    // The engine service answering at all is enough: without PocketSphinx it says so (503), and
    // the recognition answers that until it is installed, as the function did alone.
    await waitFor(
      async () =>
        Boolean(await fetch(`${urls.recognizer}/health`)) &&
        (await fetch(`${urls.hosting}/api/health`)).status === 200,
      { timeoutMs: 120_000, children },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, flavour };
}
