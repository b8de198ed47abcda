// `npm test`: everything that proves the product, in order. Static checks and unit tests
// first (fast, no emulator), then the production builds, then the whole stack on the
// emulators for the API and browser tests. Exits non-zero if anything fails, and ends with
// one line counting every test that ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { root, stackEnv, startStack, testStackEnv } from './stack.mjs';

const results = `${root}/test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0 };
const failures = [];

function run(label, command, args, { cwd = root, env = {} } = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failures.push(label);
  console.log(`${result.status === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
  return result.status === 0;
}

function vitest(label, workspace, config, reportName) {
  const report = `${results}/${reportName}.json`;
  const ok = run(
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

function playwright() {
  const report = `${results}/e2e.json`;
  const ok = run(
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

run('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
run('Import direction and cycles (dependency-cruiser)', 'npm', ['run', 'depcheck', '--silent']);
run('Type check (functions)', 'npx', ['tsc', '-p', 'functions', '--noEmit']);
run('Type check (web)', 'npx', ['tsc', '-p', 'web', '--noEmit']);
vitest('Unit tests (functions)', 'functions', undefined, 'unit-functions');
vitest('Unit tests (web)', 'web', undefined, 'unit-web');
const built =
  run('Build functions', 'npm', ['run', 'build', '-w', 'functions']) &&
  run('Build web (emulator mode)', 'npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator']);

if (built) {
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
    const onSignal = () => stack.stop().then(() => process.exit(130));
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    vitest('API tests (against the emulators)', 'functions', 'vitest.api.config.ts', 'api');
    playwright();
    await stack.stop();
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed steps: ${failures.join('; ')}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length > 0 || counts.failed > 0 ? 1 : 0);
