// The stack always stops: each test launches a real command (`npm run with-stack`, `npm start`,
// `npm run dev`) in a process group of its own, as a terminal runs a job, signals the whole group
// at one moment (during start-up, while the command runs, after "Ready"), and then checks that
// every process the command started, at any depth, is gone and every port is free.
// Run by `npm test` (`node --test scripts/stack-stop.test.mjs`) after its builds, before its own
// stack: SKIP_BUILD=1 makes the commands use those builds. Needs the stack's ports free.
// The `npm start` case also activates an account with the key its "Ready" banner printed.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { portInUse, ports, root, urls } from './stack-config.mjs';

const STACK_PORTS = Object.values(ports);
const VITE_DEV_PORT = 5173;
/** The stack stops its children within 15 s (then kills their groups): room to spare. */
const STOP_DEADLINE_MS = 30_000;
const START_DEADLINE_MS = 120_000;

async function openPorts(list) {
  const open = await Promise.all(list.map(portInUse));
  return list.filter((_, index) => open[index]);
}

/** Every process now: pid -> { ppid, pgid, start, state, args }. */
function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may contain spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      table.set(Number(name), {
        state: fields[0],
        ppid: Number(fields[1]),
        pgid: Number(fields[2]),
        start: fields[19],
        args,
      });
    } catch {
      // It exited while being read.
    }
  }
  return table;
}

/**
 * A job: the command in its own process group, and every process seen below it while it ran
 * (sampled every 100 ms, so that a child reparented to init once its parent died is still known).
 */
function launch(args, env = {}) {
  const job = spawn('npm', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SKIP_BUILD: '1', FORCE_COLOR: '0', ...env },
  });
  let output = '';
  job.stdout.on('data', (chunk) => {
    output += chunk;
  });
  job.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const seen = new Map();
  const sample = () => {
    const table = processTable();
    const below = new Set([job.pid]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [pid, info] of table) {
        if (!below.has(pid) && (below.has(info.ppid) || info.pgid === job.pid)) {
          below.add(pid);
          grew = true;
        }
      }
    }
    for (const pid of below) {
      const info = table.get(pid);
      if (info) seen.set(`${pid}@${info.start}`, { pid, ...info });
    }
  };
  const sampler = setInterval(sample, 100);
  const exited = new Promise((resolve) => job.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => clearInterval(sampler));
  jobs.push({ job, seen, sample });
  return { job, seen, exited, output: () => output, sample };
}

const jobs = [];

/** Processes of the job still alive (zombies waiting for init count as gone): [{ pid, ... }]. */
function survivors(seen) {
  const table = processTable();
  const groups = new Set([...seen.values()].map((info) => info.pgid));
  const alive = [];
  for (const [pid, info] of table) {
    if (info.state === 'Z') continue;
    // A process started in one of the job's groups after the last sample is the job's too.
    if (seen.has(`${pid}@${info.start}`) || groups.has(info.pgid)) alive.push({ pid, ...info });
  }
  return alive;
}

const describe = (processes) => processes.map(({ pid, pgid, args }) => `${pid} (pgid ${pgid}) ${args}`);

async function until(check, what, deadlineMs, running) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    if (running?.job.exitCode !== null && running?.job.exitCode !== undefined) {
      assert.fail(`The command ended before ${what} (code ${running.job.exitCode}):\n${running.output()}`);
    }
    await sleep(100);
  }
  assert.fail(`Timed out waiting for ${what}.${running ? `\n${running.output().slice(-3000)}` : ''}`);
}

/** Signals the job's whole group, then waits for everything it started to end. */
async function interruptAndCheck(running, signal, portList) {
  running.sample();
  process.kill(-running.job.pid, signal);
  const { code, signal: killedBy } = await running.exited;
  const deadline = Date.now() + STOP_DEADLINE_MS;
  let left = survivors(running.seen);
  let busy = await openPorts(portList);
  while ((left.length > 0 || busy.length > 0) && Date.now() < deadline) {
    await sleep(200);
    left = survivors(running.seen);
    busy = await openPorts(portList);
  }
  assert.deepEqual(describe(left), [], `Processes left after ${signal}`);
  assert.deepEqual(busy, [], `Ports still open after ${signal}`);
  // npm reports its script's exit: 128 + the signal's number, or npm itself died of it.
  const expected = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 }[signal];
  assert.ok(code === expected || killedBy === signal, `exit code ${code}, signal ${killedBy}`);
}

async function portsFreeFirst(portList) {
  assert.deepEqual(await openPorts(portList), [], 'The stack ports must be free before the test');
}

afterEach(() => {
  // Whatever a failed test left behind (its job's processes only), so the next test starts clean.
  for (const { job, seen, sample } of jobs.splice(0)) {
    if (job.exitCode === null && job.signalCode === null) sample();
    const known = survivors(seen).filter(({ pid, start }) => seen.has(`${pid}@${start}`));
    for (const { pid } of known) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
  }
});

test('with-stack: SIGINT during start-up, once the Firestore emulator listens', async () => {
  await portsFreeFirst(STACK_PORTS);
  const running = launch(['run', 'with-stack', '--', 'node', '-e', 'setInterval(() => {}, 1e6)']);
  await until(() => portInUse(ports.firestore), 'the Firestore emulator', START_DEADLINE_MS, running);
  await interruptAndCheck(running, 'SIGINT', STACK_PORTS);
});

test('with-stack: SIGTERM while the command runs against the ready stack', async () => {
  await portsFreeFirst(STACK_PORTS);
  const marker = `${tmpdir()}/stack-stop-${process.pid}`;
  rmSync(marker, { force: true });
  const command = "require('fs').writeFileSync(process.argv[1], ''); setInterval(() => {}, 1e6)";
  const running = launch(['run', 'with-stack', '--', 'node', '-e', command, marker]);
  await until(() => existsSync(marker), 'the command to run', START_DEADLINE_MS, running);
  rmSync(marker, { force: true });
  await interruptAndCheck(running, 'SIGTERM', STACK_PORTS);
});

/** A newcomer's first steps with the key "Ready" printed: sign up, then activate the account. */
async function activateWith(key) {
  const signUp = await fetch(`${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `novo-${process.pid}@example.com`,
      password: 'segredo123',
      returnSecureToken: true,
    }),
  });
  const { localId, idToken } = await signUp.json();
  const activation = await fetch(`${urls.hosting}/api/auth/validate-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ userId: localId, activationKey: key }),
  });
  return { status: activation.status, body: await activation.json() };
}

test('npm start: Ready shows a working key and the engines; SIGINT (Ctrl-C) after Ready', async () => {
  await portsFreeFirst(STACK_PORTS);
  const running = launch(['start']);
  // The banner ends with a blank line.
  await until(() => /Ready: open[\s\S]*\n\n/.test(running.output()), '"Ready"', START_DEADLINE_MS, running);
  const ready = running.output().slice(running.output().indexOf('Ready: open'));
  const key = /Local activation key: ([2-9A-Z]{5}(?:-[2-9A-Z]{5}){3})\s/.exec(ready)?.[1];
  assert.ok(key, `no key under Ready:\n${ready}`);
  const activation = await activateWith(key);
  assert.deepEqual(
    [activation.status, activation.body.success],
    [200, true],
    JSON.stringify(activation.body),
  );
  assert.match(ready, /Text to speech: +Flite \(offline\)/);
  assert.match(ready, /Speech recognition: +(PocketSphinx \(offline\)|none .* answers 503 until)/);
  assert.match(ready, /Conversation: +the offline tutor/);
  await interruptAndCheck(running, 'SIGINT', STACK_PORTS);
});

test('npm run dev: SIGHUP (terminal closed) once Vite serves', async () => {
  const portList = [...STACK_PORTS, VITE_DEV_PORT];
  await portsFreeFirst(portList);
  const running = launch(['run', 'dev']);
  await until(() => portInUse(VITE_DEV_PORT), "Vite's dev server", START_DEADLINE_MS, running);
  await interruptAndCheck(running, 'SIGHUP', portList);
  assertWholeBuild();
});

/**
 * functions/lib holds a whole build after a watch was stopped (the next `SKIP_BUILD=1` stack runs
 * it): no file left empty or half-written, and every chunk a file imports is there.
 */
function assertWholeBuild() {
  const lib = `${root}/functions/lib`;
  const files = readdirSync(lib).filter((name) => name.endsWith('.js'));
  assert.ok(files.includes('index.js'), 'functions/lib has no index.js');
  for (const name of files) {
    const code = readFileSync(`${lib}/${name}`, 'utf8');
    assert.ok(code.length > 0, `functions/lib/${name} is empty`);
    for (const [, from, lazy] of code.matchAll(/from\s*"\.\/([^"]+)"|import\("\.\/([^"]+)"\)/g)) {
      const imported = from ?? lazy;
      assert.ok(files.includes(imported), `functions/lib/${name} imports ${imported}, not there`);
    }
  }
  assert.deepEqual(
    readdirSync(lib).filter((name) => name.endsWith('.partial')),
    [],
  );
}
