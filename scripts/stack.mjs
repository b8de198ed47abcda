// Starts and stops the whole product offline: a Firestore emulator, then the Firebase
// emulators (auth, functions, hosting). Each child runs in its own process group so that a
// stop reaches every process it spawned and leaves no port behind.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_ID = 'demo-academia';
export const ports = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hosting: 5000,
  hub: 4400,
  logging: 4500,
};
export const urls = {
  hosting: `http://127.0.0.1:${ports.hosting}`,
  auth: `http://127.0.0.1:${ports.auth}`,
  firestoreHost: `127.0.0.1:${ports.firestore}`,
};

/** The environment every process of the stack (and the tests) shares. */
export const stackEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  // Without it the functions emulator opens a random port in 8000-8999 on every load.
  FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
  // Seconds a functions-emulator worker may take to load (default 30): on two busy cores a
  // burst of concurrent requests starts many workers at once.
  FUNCTIONS_DISCOVERY_TIMEOUT: '120',
  // Nothing local needs Google credentials; without this the auth library asks the cloud
  // metadata server for them and every process logs a MetadataLookupWarning (403).
  METADATA_SERVER_DETECTION: 'none',
};

/** Settings of the stack the tests run against. */
export const testStackEnv = {
  // The emulators add no X-Forwarded-For: the tests send it as a client's proxy would.
  TRUSTED_PROXY_HOPS: '1',
  // Tests seed users and read the ranking right away; production keeps 30 s.
  RANKING_CACHE_SECONDS: '1',
};

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

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
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
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...stackEnv, ...extraEnv, ...env },
      detached: true,
      stdio: out ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
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
  else run('Firestore emulator', process.execPath, ['scripts/firestore-emulator.mjs'], {});
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
    ],
    // As in Cloud Functions: the platform's own error pages must not show stack traces.
    { NODE_ENV: 'production' },
  );

  const stop = () => stopChildren(children).finally(() => out?.end());
  try {
    await waitFor(async () => (await fetch(`${urls.hosting}/api/health`)).status === 200, {
      timeoutMs: 120_000,
      children,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, flavour };
}

/** SIGINT lets the Firebase emulators shut down cleanly; SIGKILL follows after 15 s. */
async function stopChildren(children) {
  const alive = (child) => child.exitCode === null && child.signalCode === null;
  const signalGroup = (child, signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  for (const child of children) if (alive(child)) signalGroup(child, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (children.some(alive) && Date.now() < deadline) await sleep(100);
  // Grandchildren (the functions runtime) may outlive their parent: clear whole groups.
  for (const child of children) signalGroup(child, 'SIGKILL');
}
