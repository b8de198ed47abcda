// The cold-start part of the benchmark: how long a fresh Node process takes to import the
// built `api` function (functions/lib/index.js, as Cloud Functions loads it) and to answer its
// first request, with TTS_ENGINE unset (offline) and TTS_ENGINE=google; and which heavy
// packages each configuration has loaded after the import and after the first requests.
// Each figure is the median of COLD_START_RUNS fresh processes (default 5); see
// bench/cold-start-child.mjs for what one run does and does not measure.
//
// COLD_START_BASELINE=<git revision> also builds that revision's function in a temporary git
// worktree (/tmp, node_modules linked to this checkout's) and measures it in the same run,
// as "before". Goal: import <= 300 ms; with TTS_ENGINE=google, never Flite or LAME.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpAccount } from './learners.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CHILD = fileURLToPath(new URL('./cold-start-child.mjs', import.meta.url));
const RUNS = Number(process.env.COLD_START_RUNS ?? 5);

/** Packages named in the report; Flite is @bjorn3/browser_wasi_shim, LAME wasm-media-encoders. */
const HEAVY = {
  '@google-cloud/text-to-speech': 'Cloud TTS',
  '@google/genai': 'Gemini',
  '@bjorn3/browser_wasi_shim': 'Flite (WASI)',
  'wasm-media-encoders': 'LAME',
  'firebase-admin': 'firebase-admin',
  '@google-cloud/firestore': 'Firestore SDK',
  'google-gax': 'google-gax',
  '@grpc/grpc-js': 'gRPC',
};

function runChild(libIndex, mode, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, libIndex, mode], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || !line?.startsWith('{'))
        reject(new Error(`cold-start child failed (${code}): ${err}`));
      else resolve(JSON.parse(line));
    });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => `${value.toFixed(0)} ms`;

/** Builds `revision`'s function in a temporary worktree; returns its lib/index.js and a cleanup. */
function buildRevision(revision) {
  const dir = mkdtempSync(join(tmpdir(), 'cold-start-'));
  const tree = join(dir, 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', tree, revision], { cwd: root, stdio: 'ignore' });
  const cleanup = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    if (existsSync(join(root, 'functions/node_modules'))) {
      symlinkSync(join(root, 'functions/node_modules'), join(tree, 'functions/node_modules'));
    }
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(tree, 'functions'), stdio: 'inherit' });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { libIndex: join(tree, 'functions/lib/index.js'), cleanup };
}

async function signUp(authUrl) {
  const { localId, idToken } = await signUpAccount(authUrl, { email: `cold-${Date.now()}@example.com` });
  return { COLD_START_UID: localId, COLD_START_TOKEN: idToken };
}

async function measure(label, libIndex, engine, learner) {
  const env = { ...learner, TTS_ENGINE: engine === 'default' ? '' : engine };
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runChild(libIndex, 'time', env));
  const modules = await runChild(libIndex, 'modules', env);
  const statuses = [...new Set(runs.flatMap((r) => [r.first.status, r.second.status, r.health.status]))];
  const row = {
    label,
    engine,
    importMs: median(runs.map((r) => r.importMs)),
    importRange: [Math.min(...runs.map((r) => r.importMs)), Math.max(...runs.map((r) => r.importMs))],
    firstMs: median(runs.map((r) => r.first.ms)),
    secondMs: median(runs.map((r) => r.second.ms)),
    healthMs: median(runs.map((r) => r.health.ms)),
    statuses,
    heavyAfterImport: Object.keys(HEAVY).filter((name) => modules.afterImport.includes(name)),
    heavyAfterRequests: Object.keys(HEAVY).filter((name) => modules.afterRequests.includes(name)),
    packagesAfterImport: modules.afterImport.length,
  };
  console.log(
    `  ${label.padEnd(7)} TTS_ENGINE=${engine.padEnd(8)} import ${ms(row.importMs).padStart(7)} ` +
      `(${ms(row.importRange[0])}-${ms(row.importRange[1])}), first request ${ms(row.firstMs).padStart(7)}, ` +
      `second ${ms(row.secondMs)}, statuses ${statuses.join('/')}`,
  );
  const names = (list) => list.map((name) => HEAVY[name]).join(', ') || 'none';
  console.log(`          heavy packages after import: ${names(row.heavyAfterImport)}`);
  console.log(`          after the first requests:    ${names(row.heavyAfterRequests)}`);
  return row;
}

/** Measures functions/lib (build it first: `npm run build -w functions`); returns the rows. */
export async function benchColdStart({ authUrl }) {
  console.log(
    `\nCold start of the api function (fresh Node process, median of ${RUNS}; first request = ` +
      'GET check-audio-limit with a token, straight to the handler)',
  );
  const learner = await signUp(authUrl);
  const targets = [];
  let baseline;
  if (process.env.COLD_START_BASELINE) {
    const revision = execFileSync('git', ['rev-parse', '--short', process.env.COLD_START_BASELINE], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    console.log(`  Building ${revision} (before) in a temporary worktree...`);
    baseline = buildRevision(revision);
    targets.push([`before`, baseline.libIndex]);
  }
  targets.push(['now', join(root, 'functions/lib/index.js')]);
  const rows = [];
  try {
    for (const [label, libIndex] of targets) {
      for (const engine of ['default', 'google']) {
        console.log(`  ... ${label}, TTS_ENGINE=${engine}: ${RUNS + 1} processes`);
        rows.push(await measure(label, libIndex, engine, learner));
      }
    }
  } finally {
    baseline?.cleanup();
  }
  return rows;
}
