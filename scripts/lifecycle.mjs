// Every child process a script starts is owned here from the moment it is spawned, and one
// handler, installed when this module loads (before anything can be spawned), stops them all on
// SIGINT, SIGTERM or SIGHUP, whatever the script is doing: building, starting the stack, running
// tests, serving. Then the script exits with 128 + the signal's number (130, 143, 129).
//
// Each child runs in a process group of its own: a stop signals the whole group, so it reaches
// what the child started too (the functions emulator's workers, a test runner's browsers), and a
// group that outlives its grace period is killed. The terminal's Ctrl-C reaches the children
// only through here, once. A second signal more than a second after the first kills every group
// at once.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const SIGNAL_EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };
const owned = new Set();
let stopping;
let firstSignalAt = 0;

const alive = (child) => child.exitCode === null && child.signalCode === null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Spawns `command` in a process group of its own and owns it: the signal handler stops it, and
 * when it exits whatever is left in its group is killed. `stopSignal` asks it to stop (the
 * Firebase emulators shut down cleanly on SIGINT; by default the signal the script received, or
 * SIGTERM); `graceMs` is how long it may take before its group is killed.
 */
export function spawnOwned(command, args, { stopSignal, graceMs = 10_000, ...options } = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  const entry = { child, stopSignal, graceMs };
  owned.add(entry);
  child.once('exit', () => {
    signalGroup(child, 'SIGKILL');
    owned.delete(entry);
  });
  // A command that cannot start (ENOENT) emits 'error' and never 'exit'.
  child.once('error', () => owned.delete(entry));
  child.stop = (signal) => stopEntry(entry, signal);
  return child;
}

async function stopEntry({ child, stopSignal, graceMs }, signal = 'SIGTERM') {
  if (child.pid === undefined) return;
  if (alive(child)) signalGroup(child, stopSignal ?? signal);
  const deadline = Date.now() + graceMs;
  while (alive(child) && Date.now() < deadline) await sleep(100);
  signalGroup(child, 'SIGKILL');
}

/**
 * Runs a command to its end (stdio inherited, stdin closed) without blocking the event loop,
 * so that a signal meanwhile stops it. Resolves with its exit status (1 when it could not start
 * or was killed).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawnOwned(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** True once a signal has started stopping everything (the script is about to exit). */
export function isStopping() {
  return stopping !== undefined;
}

/** Stops every owned child (each with its own stop signal, else `signal`). */
export function stopAll(signal = 'SIGTERM') {
  return Promise.all([...owned].map((entry) => stopEntry(entry, signal)));
}

/**
 * Stops every owned child, then exits with `code`. While a signal is stopping everything, it
 * waits for that instead (the exit code is then the signal's).
 */
export async function exit(code) {
  if (stopping) return new Promise(() => {});
  await stopAll();
  process.exit(code);
}

function onSignal(signal) {
  if (stopping) {
    if (Date.now() - firstSignalAt > 1000) {
      for (const { child } of owned) signalGroup(child, 'SIGKILL');
      process.exit(SIGNAL_EXIT_CODES[signal]);
    }
    // The same signal twice at once (npm forwards the terminal's Ctrl-C): already stopping.
    return;
  }
  firstSignalAt = Date.now();
  if (owned.size > 0) console.error(`\n${signal}: stopping ${owned.size} child process group(s)...`);
  stopping = stopAll(signal).finally(() => process.exit(SIGNAL_EXIT_CODES[signal]));
}

for (const signal of Object.keys(SIGNAL_EXIT_CODES)) process.on(signal, onSignal);
// Last resort, whatever way the script ends (an uncaught error, process.exit): no group survives.
process.on('exit', () => {
  for (const { child } of owned) signalGroup(child, 'SIGKILL');
});
