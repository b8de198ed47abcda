// The web part of the benchmark, against the hosting emulator:
//   1. in Chromium, the JavaScript a first-time, signed-out visitor downloads for every route (and
//      where it lands: a practice shows its rules on its own URL): each script's size, gzipped
//      (level 9; the emulator does not compress, Hosting's CDN does), then apart what the service
//      worker downloads once the page has loaded. Budget for `/`: <= 120 KB gzipped;
//   2. Lighthouse 12.8 (mobile: slow 4G, 4x CPU, Moto G Power) on /, /ranking, /auth and each
//      practice's intro: the four scores (marked (!) below 95) and LCP/TBT/CLS, median of LH_RUNS
//      runs (default 3, by performance score).
// Prints figures, never fails on them (recorded in docs/performance.md). Part of `npm run bench`;
// alone, `node bench/web.mjs` uses the running stack or starts (and stops) one, and rebuilds web/dist
// (mode emulator) when older than the sources. WEB_BENCH_ROUTES=/,/ranking picks the routes
// measured (default: every screen path and a 404), WEB_BENCH_PAGES those Lighthouse audits.

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumPath as CHROMIUM, chromiumArgs as CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { watchApiAnswers } from './http.mjs';
import { loadTs } from './load-ts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const JS_BUDGET_KB = 120;
const SCORE_BUDGET = 95;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The newest modification time under `path` (files only). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when web/dist is missing or older than the web app's sources. */
export function webBuildIsStale() {
  const built = join(root, 'web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'functions/src/shared'];
  const newestSource = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  return newestSource > statSync(built).mtimeMs;
}

/** Builds web/dist as the stack serves it (`--mode emulator`). */
export function buildWeb() {
  const built = spawnSync('npm', ['run', 'build', '-w', 'web', '--', '--mode', 'emulator'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('npm run build -w web failed');
}

/** A response's size, raw and gzipped, and how it was served. */
const sizeOf = (response) =>
  response.body().then((body) => ({
    url: response.url(),
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    encoding: response.headers()['content-encoding'] ?? 'none',
    cacheControl: response.headers()['cache-control'] ?? '',
  }));

/**
 * Every script a first visit to `url` downloads, until the network is idle; then what the
 * service worker downloads once the page has loaded (its script, the Workbox runtime and the
 * precache), until it is active. Chromium reports the worker's requests to the context only.
 */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  const checkAnswers = watchApiAnswers(page);
  const pending = [];
  const workerPending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') pending.push(sizeOf(response));
  });
  context.on('response', (response) => {
    // A redirect has no body: Hosting's cleanUrls sends the precache's /index.html to /.
    const redirect = response.status() >= 300 && response.status() < 400;
    // A body the browser no longer holds is counted as unreadable, never fatal.
    if (response.request().serviceWorker() && !redirect)
      workerPending.push(sizeOf(response).catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Chunks a route asks for after its first render (none expected on `/`).
  await page.waitForTimeout(500);
  // Where the visitor ends up: a signed-out visitor of a practice is sent to /auth.
  const landed = new URL(page.url()).pathname;
  const scripts = await Promise.all(pending);
  // `ready` resolves once the worker is active, so after its install has precached everything.
  const workerActive = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
    ]),
  );
  const fetched = await Promise.all(workerPending);
  await context.close();
  checkAnswers();
  const worker = fetched.filter((file) => file !== null);
  return { scripts, worker, workerActive, unreadable: fetched.length - worker.length, landed };
}

function printScripts(path, { scripts, worker, workerActive, unreadable, landed }) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const raw = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const where = landed === path ? '' : `, which lands on ${landed}`;
  console.log(`  JavaScript downloaded for ${path} (first visit, signed out${where}):`);
  for (const script of scripts) {
    const name = new URL(script.url).pathname;
    console.log(
      `    ${pad(name, 42)} ${padStart(kb(script.bytes), 10)} raw ${padStart(kb(script.gzip), 9)} gzip` +
        `   (served: ${script.encoding}; ${script.cacheControl || 'no cache-control'})`,
    );
  }
  console.log(
    `    ${pad(`total, ${scripts.length} files`, 42)} ${padStart(kb(raw), 10)} raw ${padStart(kb(total), 9)} gzip`,
  );
  const workerFiles = (files) => ({
    files: files.length,
    raw: files.reduce((sum, file) => sum + file.bytes, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  });
  // The worker and its Workbox runtime sit at the root; /assets/workbox-window-*.js is the page's.
  const isRuntime = (file) => /^\/(sw|workbox-[^/]*)\.js$/.test(new URL(file.url).pathname);
  const runtime = workerFiles(worker.filter(isRuntime));
  const precache = workerFiles(worker.filter((file) => !isRuntime(file)));
  console.log(
    `  Service worker, after the page has loaded (${workerActive ? 'active' : 'NOT active after 15 s'}):\n` +
      `    ${pad(`sw.js and the Workbox runtime, ${runtime.files} files`, 42)} ${padStart(kb(runtime.raw), 10)} raw ` +
      `${padStart(kb(runtime.gzip), 9)} gzip\n` +
      `    ${pad(`precache, ${precache.files} files`, 42)} ${padStart(kb(precache.raw), 10)} raw ` +
      `${padStart(kb(precache.gzip), 9)} gzip${unreadable ? ` (and ${unreadable} unreadable bodies)` : ''}`,
  );
  return { files: scripts, raw, gzip: total, landed, worker: { active: workerActive, runtime, precache } };
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

async function lighthouseOnce(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${category.id}: ${a.id} (${a.displayValue ?? a.score})`),
  );
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: audit(lhr, 'first-contentful-paint'),
    lcp: audit(lhr, 'largest-contentful-paint'),
    tbt: audit(lhr, 'total-blocking-time'),
    cls: audit(lhr, 'cumulative-layout-shift'),
    si: audit(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    // The page registers its service worker during the audit (Lighthouse starts from empty storage).
    workerFetched: (lhr.audits['network-requests']?.details?.items ?? []).some(
      (item) => new URL(item.url).pathname === '/sw.js',
    ),
    failing: [...new Set(failing)],
  };
}

function printLighthouse(path, runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const flag = (value) => (value >= SCORE_BUDGET ? '' : ' (!)');
  const landed = median.landed === path ? '' : `, landed on ${median.landed}`;
  console.log(`  Lighthouse ${path} (mobile, median of ${runs.length} by performance${landed}):`);
  console.log(
    `    performance ${median.performance}${flag(median.performance)}, accessibility ` +
      `${median.accessibility}${flag(median.accessibility)}, best practices ${median.bestPractices}` +
      `${flag(median.bestPractices)}, SEO ${median.seo}${flag(median.seo)}`,
  );
  console.log(
    `    FCP ${median.fcp.toFixed(0)} ms, LCP ${median.lcp.toFixed(0)} ms, TBT ${median.tbt.toFixed(0)} ms, ` +
      `CLS ${median.cls.toFixed(3)}, Speed Index ${median.si.toFixed(0)} ms`,
  );
  console.log(
    `    every run: performance ${runs.map((r) => r.performance).join(' / ')}; ` +
      `CPU benchmark index ${runs.map((r) => r.benchmarkIndex?.toFixed(0)).join(' / ')}; ` +
      `sw.js fetched ${runs.map((r) => (r.workerFetched ? 'yes' : 'no')).join(' / ')}`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`    audits below 0.9: ${failing.join(', ')}`);
  return median;
}

/** One line per route: where a signed-out visitor lands, its JavaScript, its Lighthouse scores. */
function printTable(figures) {
  console.log('\n  route                  lands on               JS gzip (files)     perf  a11y  b.p.  SEO');
  for (const [path, { js, lighthouse: lh }] of Object.entries(figures)) {
    const scores = lh
      ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map((v) => padStart(v, 5)).join(' ')
      : '    -     -     -     -';
    const size = js ? `${kb(js.gzip)} (${js.files.length})` : '-';
    console.log(`  ${pad(path, 22)} ${pad(js?.landed ?? lh?.landed ?? '', 22)} ${pad(size, 18)} ${scores}`);
  }
}

/** Every route of the router: the screen paths (web/src/config/screen-paths.ts) and a 404. */
async function everyRoute() {
  const { screenPaths } = await loadTs('../web/src/config/screen-paths.ts');
  return [...Object.values(screenPaths), '/pagina-que-nao-existe'];
}

const LIGHTHOUSE_PAGES = '/,/ranking,/auth,/listening-writing,/listening-speaking,/talking';

/**
 * The JavaScript of every route (WEB_BENCH_ROUTES=/a,/b to choose), then Lighthouse on each
 * page of WEB_BENCH_PAGES, through `baseUrl` (the hosting emulator). Returns the figures.
 */
export async function benchWeb({
  baseUrl,
  routes,
  pages = (process.env.WEB_BENCH_PAGES ?? LIGHTHOUSE_PAGES).split(','),
  runs = Number(process.env.LH_RUNS ?? 3),
} = {}) {
  console.log('\nWeb (hosting emulator, Chromium, Lighthouse 12.8 mobile)');
  // The hosting emulator serves web/dist from disk: a fresh build is what it serves next.
  if (webBuildIsStale()) {
    console.log('  Building the web app (web/dist is missing or older than its sources)...');
    buildWeb();
  }
  const measured = routes ?? process.env.WEB_BENCH_ROUTES?.split(',') ?? (await everyRoute());
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  console.log(`  Chromium ${browser.version()}, Node ${process.version}`);
  const figures = {};
  try {
    for (const [i, path] of measured.entries()) {
      console.log(`  [${i + 1}/${measured.length}] JavaScript of ${path}`);
      figures[path] = { js: printScripts(path, await scriptsOf(browser, `${baseUrl}${path}`)) };
    }
    for (const [i, path] of pages.entries()) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        console.log(`  [${i + 1}/${pages.length}] Lighthouse ${path}, run ${run + 1}/${runs}...`);
        results.push(await lighthouseOnce(`${baseUrl}${path}`, port));
      }
      figures[path] = { ...figures[path], lighthouse: printLighthouse(path, results), runs: results };
    }
  } finally {
    await browser.close();
  }
  printTable(figures);
  const home = figures['/'];
  if (home?.js && home.lighthouse) {
    const { performance, accessibility, bestPractices } = home.lighthouse;
    const within = (ok) => (ok ? 'within' : 'OVER');
    console.log(
      `  Budget for /: JS ${kb(home.js.gzip)} gzip of ${JS_BUDGET_KB} KB (${within(home.js.gzip <= JS_BUDGET_KB * 1024)}); ` +
        `performance ${performance}, accessibility ${accessibility}, best practices ${bestPractices} ` +
        `of ${SCORE_BUDGET} (${within(Math.min(performance, accessibility, bestPractices) >= SCORE_BUDGET)})`,
    );
  }
  return figures;
}

// `node bench/web.mjs`: this part alone, with a stack of its own when none is running.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stackEnv, startStack, urls } = await import('../scripts/stack.mjs');
  const running = await fetch(`${urls.hosting}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  let stack;
  if (running) {
    console.log('Using the running stack.');
  } else {
    if (webBuildIsStale()) {
      console.log('Building the web app (web/dist is missing or older than its sources)...');
      buildWeb();
    }
    Object.assign(process.env, stackEnv);
    spawnSync('mkdir', ['-p', `${root}/test-results`]);
    console.log('Starting the stack (log: test-results/bench-emulators.log)...');
    stack = await startStack({ log: `${root}/test-results/bench-emulators.log` });
  }
  console.log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
  );
  console.log(`Date: ${new Date().toISOString()}`);
  try {
    await benchWeb({ baseUrl: urls.hosting });
  } finally {
    await stack?.stop();
  }
  process.exit(0);
}
