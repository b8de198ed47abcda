// The TTS part of the benchmark: POST /api/text-to-speech/generate-audio through the hosting
// rewrite, with real emulator users, as the browser calls it.
//   1. uncached: pool phrases no one asked for before (each one is synthesized), one at a time;
//   2. cached: the same texts again, from other learners (memory or store hits);
//   3. 1,000 practice rounds: 100 learners x 10 rounds (the daily limit), random pool phrases,
//      several at once, counting how many syntheses the engine really did (speechStats).

import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { request } from './http.mjs';
import { activatedBenchLearner } from './learners.mjs';
import { loadTs } from './load-ts.mjs';
import { progress } from './progress.mjs';
import { mulberry32, percentile } from './stats.mjs';

const { phrasePool } = await loadTs('../functions/src/content/phrases.ts');

const UNCACHED_SAMPLES = 40;
const LEARNERS = 100;
const ROUNDS_PER_LEARNER = 10;
const CONCURRENCY = 8;

const ms = (value) => `${value.toFixed(0)} ms`;

async function pool(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

export async function benchTts({ baseUrl, authUrl }) {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);

  const learner = () => activatedBenchLearner(authUrl, db);

  async function generate(user, text) {
    const started = performance.now();
    const response = await request(`${baseUrl}/api/text-to-speech/generate-audio`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ text }),
    });
    const bytes = (await response.arrayBuffer()).byteLength;
    const elapsed = performance.now() - started;
    const source = /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? 'none';
    return { elapsed, source, bytes };
  }

  async function syntheses() {
    const snapshot = await db.collection('speechStats').get();
    return snapshot.docs.reduce((sum, doc) => sum + (doc.get('syntheses') ?? 0), 0);
  }

  // Each learner may be served 10 audios a day: every learner gets exactly 10 calls.
  const tenCallsEach = (users) => users.flatMap((user) => Array(ROUNDS_PER_LEARNER).fill(user));
  const learners = [];
  const sampleLearners = (2 * UNCACHED_SAMPLES) / ROUNDS_PER_LEARNER;
  await pool(Array.from({ length: LEARNERS + sampleLearners }), CONCURRENCY, async () => {
    learners.push(await learner());
  });
  const sampleUsers = tenCallsEach(learners.slice(LEARNERS));

  // Warm the emulator's worker processes (it starts one per concurrent request).
  await pool(Array.from({ length: 3 * CONCURRENCY }), CONCURRENCY, () => request(`${baseUrl}/api/health`));

  // generate-audio speaks only pool phrases: the uncached samples are pool phrases nobody asked for yet.
  const cachedTexts = new Set((await db.collection('speechCache').get()).docs.map((d) => d.get('text')));
  const texts = phrasePool.filter((phrase) => !cachedTexts.has(phrase)).slice(0, UNCACHED_SAMPLES);
  if (texts.length < UNCACHED_SAMPLES) {
    console.log(
      `  (only ${texts.length} pool phrases are still uncached on this stack: a fresh stack has ${phrasePool.length})`,
    );
  }
  const before = await syntheses();
  console.log(`  ${texts.length} uncached, then ${texts.length} cached calls, one at a time...`);
  const uncached = [];
  for (const [i, text] of texts.entries()) uncached.push(await generate(sampleUsers[i], text));
  const cached = [];
  for (const [i, text] of texts.entries())
    cached.push(await generate(sampleUsers[UNCACHED_SAMPLES + i], text));
  const afterSamples = await syntheses();

  const random = mulberry32(2026);
  const drawn = tenCallsEach(learners.slice(0, LEARNERS)).map((user) => ({
    user,
    text: phrasePool[Math.floor(random() * phrasePool.length)],
  }));
  const results = [];
  const started = performance.now();
  const stop = progress(() => `${results.length}/${drawn.length} rounds`);
  await pool(drawn, CONCURRENCY, async ({ user, text }) => {
    results.push(await generate(user, text));
  });
  const seconds = (performance.now() - started) / 1000;
  stop({ final: false });
  const afterRounds = await syntheses();

  const line = (label, values) =>
    console.log(
      `  ${label.padEnd(36)} p50 ${ms(percentile(values, 50)).padStart(8)}   p95 ${ms(percentile(values, 95)).padStart(8)}`,
    );
  const sources = (list) => {
    const counts = new Map();
    for (const { source } of list) counts.set(source, (counts.get(source) ?? 0) + 1);
    return [...counts].map(([source, n]) => `${source} ${n}`).join(', ');
  };

  console.log('generate-audio (offline engine: Flite + LAME, through the hosting rewrite)');
  line(
    `uncached, ${texts.length} new phrases one at a time`,
    uncached.map((r) => r.elapsed),
  );
  line(
    `cached, the same texts again`,
    cached.map((r) => r.elapsed),
  );
  console.log(`    sources: uncached [${sources(uncached)}], cached [${sources(cached)}]`);
  console.log(`    syntheses for these ${2 * UNCACHED_SAMPLES} calls: ${afterSamples - before}`);
  console.log(
    `\n${drawn.length} practice rounds (${LEARNERS} learners x ${ROUNDS_PER_LEARNER}, ${CONCURRENCY} at a time):`,
  );
  line(
    'all rounds',
    results.map((r) => r.elapsed),
  );
  const bySource = (wanted) => results.filter((r) => wanted.includes(r.source)).map((r) => r.elapsed);
  line('  served from a cache', bySource(['memory', 'store', 'inflight']));
  line('  synthesized (first time a phrase)', bySource(['synthesized']));
  console.log(
    `    distinct phrases drawn: ${new Set(drawn.map((d) => d.text)).size} of ${phrasePool.length}`,
  );
  console.log(`    syntheses: ${afterRounds - afterSamples} (without the cache: ${drawn.length})`);
  console.log(`    sources: ${sources(results)}`);
  console.log(`    throughput: ${(drawn.length / seconds).toFixed(1)} rounds/s over ${seconds.toFixed(1)} s`);
  console.log(
    `    mean audio size: ${(results.reduce((s, r) => s + r.bytes, 0) / results.length / 1024).toFixed(1)} KB`,
  );
}
