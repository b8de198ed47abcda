// `npm audit --omit=dev`: the advisories of what production installs (the function's and the
// web app's runtime dependencies), as a step of `npm test` (scripts/test.mjs). Fails on an
// advisory of AUDIT_LEVEL (default high) or above. When the registry cannot answer (offline, or
// a registry or proxy without the advisory endpoint: the one these machines reach answers 405),
// nothing was checked: this says so in the run's output, in a line `npm test` repeats at the end,
// and does not fail. `--status-file PATH` writes that one line there.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const LEVELS = ['info', 'low', 'moderate', 'high', 'critical'];
const TIMEOUT_MS = 60_000;

function npmAudit() {
  return new Promise((resolve) => {
    const child = spawn('npm', ['audit', '--omit=dev', '--json'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.resume();
    const timer = setTimeout(() => child.kill('SIGTERM'), TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** What the audit's JSON says: `{ok, line}`; `ok: null` when the registry gave no audit. */
export function readAudit(json, level = 'high') {
  let report;
  try {
    report = JSON.parse(json);
  } catch {
    return { ok: null, line: 'npm audit NOT run: no answer from the registry (timed out or no JSON)' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = String(report?.message ?? report?.error?.summary ?? 'no report').split('\n')[0];
    return { ok: null, line: `npm audit NOT run: the registry gave no advisories (${reason})` };
  }
  const failing = LEVELS.slice(LEVELS.indexOf(level)).reduce((sum, name) => sum + (counts[name] ?? 0), 0);
  const found = LEVELS.filter((name) => counts[name]).map((name) => `${counts[name]} ${name}`);
  const names = Object.values(report.vulnerabilities ?? {}).map((each) => `${each.name} (${each.severity})`);
  return {
    ok: failing === 0,
    line: `npm audit --omit=dev: ${found.length ? found.join(', ') : 'no advisories'}${names.length ? `: ${names.join(', ')}` : ''}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { out } = await npmAudit();
  const { ok, line } = readAudit(out, process.env.AUDIT_LEVEL ?? 'high');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const status = `${ok === null ? '⚠' : ok ? '✔' : '✘'} ${line} (${seconds} s)`;
  console.log(status);
  if (ok === null) console.log('  Production dependencies were NOT checked for advisories in this run.');
  const fileIndex = process.argv.indexOf('--status-file');
  if (fileIndex !== -1) writeFileSync(process.argv[fileIndex + 1], `${status}\n`);
  process.exit(ok === false ? 1 : 0);
}
