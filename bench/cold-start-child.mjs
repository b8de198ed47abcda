// One cold start of the `api` function, in the fresh Node process bench/cold-start.mjs spawns:
//   node bench/cold-start-child.mjs <lib/index.js> time     -> import time, first requests
//   node bench/cold-start-child.mjs <lib/index.js> modules  -> which heavy packages got loaded
// The two are separate processes because recording modules (a loader hook on its own thread)
// slows every import down. Prints one JSON line.
//
// The first requests go to the exported onRequest handler through a plain node:http server,
// with the emulators' environment: Firebase Auth checks the token, Firestore is read. What it
// does not measure: the Cloud Functions container and the Functions Framework around the
// handler (their start is the platform's, before our code runs).
import { createServer } from 'node:http';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { request } from './http.mjs';

const [libIndex, mode] = process.argv.slice(2);

const resolved = new Set();
if (mode === 'modules') {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url) => resolved.add(url));
  port1.unref();
  register('./cold-start-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });
}

/** The packages (by node_modules path) of every module loaded so far, ESM and CommonJS. */
async function loadedPackages() {
  // Let the hook thread's last messages arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const files = [...resolved, ...Object.keys(createRequire(import.meta.url).cache).map((f) => `file://${f}`)];
  const packages = new Set();
  for (const file of files) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(decodeURIComponent(file));
    if (match) packages.add(match[1]);
  }
  return [...packages].sort();
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, ...result };
}

const imported = await timed(async () => ({ module: await import(pathToFileURL(libIndex).href) }));
const { api } = imported.module;
const afterImport = mode === 'modules' ? await loadedPackages() : undefined;

const server = createServer((req, res) => api(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const get = (path, token) =>
  timed(async () => {
    const response = await request(`${base}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    await response.arrayBuffer();
    return { status: response.status };
  });

const limitPath = `/api/text-to-speech/check-audio-limit/${encodeURIComponent(process.env.COLD_START_UID)}`;
// The first request a learner makes: token check (Firebase Auth) and a Firestore read.
const first = await get(limitPath, process.env.COLD_START_TOKEN);
const second = await get(limitPath, process.env.COLD_START_TOKEN);
const health = await get('/api/health');
const afterRequests = mode === 'modules' ? await loadedPackages() : undefined;
server.close();

console.log(
  JSON.stringify({
    importMs: imported.ms,
    first: { ms: first.ms, status: first.status },
    second: { ms: second.ms, status: second.status },
    health: { ms: health.ms, status: health.status },
    afterImport,
    afterRequests,
  }),
);
process.exit(0);
