// `npm test`: everything that proves the product, in order. Static checks, unit tests and the
// benches that need no stack (quick) first (fast, no emulator), then the production builds, then
// the whole stack on the emulators for the API and browser tests. Exits non-zero if anything
// fails, and ends with one line counting every test that ran. Each step runs in a process group
// of its own (lifecycle.mjs): a Ctrl-C or SIGTERM at any moment stops it, and the stack, and exits.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { exit, run as runOwned } from './lifecycle.mjs';
import { root, stackEnv, startStack, testStackEnv } from './stack.mjs';

const results = `${root}/test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0 };
const failures = [];

async function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const status = await runOwned(command, args, {
    cwd,
    env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) failures.push(label);
  console.log(`${status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
  return status === 0;
}

async function vitest(label, workspace, config, reportName) {
  const report = `${results}/${reportName}.json`;
  const ok = await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...(config ? ['--config', config] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: `${root}/${workspace}`, env: stackEnv },
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += json.numPassedTests;
    counts.failed += json.numFailedTests;
  } catch {
    if (!ok) counts.failed += 1;
  }
}

/** A node:test file; its TAP report gives the counts. */
async function nodeTest(label, file, reportName) {
  const report = `${results}/${reportName}.tap`;
  const ok = await run(label, process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${report}`,
    file,
  ]);
  try {
    const tap = readFileSync(report, 'utf8');
    counts.passed += Number(/^# pass (\d+)$/m.exec(tap)[1]);
    counts.failed += Number(/^# fail (\d+)$/m.exec(tap)[1]);
  } catch {
    if (!ok) counts.failed += 1;
  }
}

async function playwright() {
  const report = `${results}/e2e.json`;
  const ok = await run(
    'Browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      cwd: `${root}/web`,
      env: { ...stackEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    },
  );
  try {
    const { stats } = JSON.parse(readFileSync(report, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
  } catch {
    if (!ok) counts.failed += 1;
  }
}

await run('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
const auditStatus = `${results}/audit.txt`;
await run("Production dependencies' advisories (npm audit --omit=dev)", process.execPath, [
  'scripts/audit.mjs',
  '--status-file',
  auditStatus,
]);
await run('Import direction and cycles (dependency-cruiser)', 'npm', ['run', 'depcheck', '--silent']);
await run('Type check (functions)', 'npx', ['tsc', '-p', 'functions', '--noEmit']);
await run('Type check (web)', 'npx', ['tsc', '-p', 'web', '--noEmit']);
await vitest('Unit tests (functions)', 'functions', undefined, 'unit-functions');
await vitest('Unit tests (web)', 'web', undefined, 'unit-web');
// Small samples: proves each bench still runs (a bench that stops running fails here), measures nothing.
await run('Benchmarks that need no stack, quick (npm run bench -- --quick --stack-free)', process.execPath, [
  'bench/run.mjs',
  '--quick',
  '--stack-free',
]);
const built =
  (await run('Build functions', 'npm', ['run', 'build', '-w', 'functions'])) &&
  (await run('Build web (emulator mode)', 'npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator']));

if (built) {
  // Before this script's own stack (the ports are fixed); it uses the builds just made.
  await nodeTest(
    'The stack always stops (with-stack, start, dev interrupted at several moments)',
    'scripts/stack-stop.test.mjs',
    'stack-stop',
  );
  console.log('\n▶ Starting the emulator stack (log: test-results/emulators.log)');
  let stack;
  try {
    stack = await startStack({ log: `${results}/emulators.log`, env: testStackEnv });
    console.log('✔ Stack ready');
  } catch (error) {
    failures.push(`Emulator stack: ${error instanceof Error ? error.message : error}`);
    console.error(readFileSync(`${results}/emulators.log`, 'utf8').slice(-4000));
  }
  if (stack) {
    await vitest('API tests (against the emulators)', 'functions', 'vitest.api.config.ts', 'api');
    await playwright();
    await stack.stop();
  }
}

console.log('');
// Repeated here so that an audit the registry could not answer is not lost in the scroll.
try {
  process.stdout.write(readFileSync(auditStatus, 'utf8'));
} catch {
  console.log('⚠ npm audit: no status (the step did not finish)');
}
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed`);
await exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
