// The load part of the benchmark: 100 learners at once, each doing a whole writing practice
// through the hosting emulator as the browser does (real emulator ID tokens), then 20 of them a
// 10-turn conversation with the offline tutor, one turn at a time (one in flight per learner).
// A learner signs up, creates its profile, redeems a key seeded as an admin adds one, checks its
// audio limit, fetches 10 audios with a practice id one after the other, saves its points for
// that practice and reads the ranking; at the end each learner's progress and the ranking are
// checked exactly against what it earned. Before the clock starts, the speech cache is prewarmed
// with the whole pool (as production is, by `npm run tts:prewarm`) and 100 concurrent GET ranking
// calls start the functions emulator's worker processes (one per concurrent request).
// Prints requests, errors (any unexpected answer), p50/p95 per call, wall time and the checks;
// fails, after printing, only on an unexpected answer or a total that does not match. Recorded in
// docs/performance.md.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { request } from './http.mjs';
import { loadTs } from './load-ts.mjs';
import { progress } from './progress.mjs';
import { mulberry32, percentile } from './stats.mjs';

const { phrasePool } = await loadTs('../functions/src/content/phrases.ts');
const { generateKey } = await loadTs('../functions/src/activation/key-rules.ts');

const root = fileURLToPath(new URL('..', import.meta.url));
const LEARNERS = Number(process.env.LOAD_LEARNERS ?? 100);
const TALKERS = Math.min(LEARNERS, Number(process.env.LOAD_TALKERS ?? 20));
const AUDIOS = 10;
const TURNS = 10;
const POINTS_PER_REPLY = 2;

/** What a learner says, turn by turn (a few mistakes, so corrections are exercised too). */
const PROMPTS = [
  'Hello! My name is Ana and I live in Recife.',
  'I works as a developer in a small company.',
  'Yesterday I go to the beach with my friends.',
  'I like to read books about history and science.',
  'My favourite food is feijoada, what is yours?',
  'I am learning English because I want to travel.',
  'She dont like coffee, but I love it.',
  'Next year I will visit my cousin in Lisbon.',
  'Do you have any tips to improve my pronunciation?',
  'Thank you for the conversation, see you tomorrow!',
];

/** A private address of the learner's own, sent as a proxy would (key throttles count per address). */
function addressOf(uid) {
  const digest = createHash('sha256').update(uid).digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

function prewarm() {
  return new Promise((resolve, reject) => {
    console.log('  Prewarming the speech cache with the whole pool (npm run tts:prewarm):');
    const child = spawn(process.execPath, ['functions/run-cli.mjs', 'tts-prewarm'], {
      cwd: root,
      env: process.env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      for (const line of String(chunk).trimEnd().split('\n')) console.log(`    ${line}`);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tts-prewarm exited with ${code}`)),
    );
  });
}

/**
 * A practice's phrases, all different as a practice's are: a phrase its practice was already
 * served is served again without taking another audio, so a repeat would leave the day's count
 * short of AUDIOS.
 */
function distinctPhrases(random) {
  const picked = new Set();
  while (picked.size < AUDIOS) picked.add(phrasePool[Math.floor(random() * phrasePool.length)]);
  return [...picked];
}

export async function benchLoad({ baseUrl, authUrl }) {
  console.log(
    `\nLoad: ${LEARNERS} learners at once, each a writing practice; ${TALKERS} of them then a ` +
      `${TURNS}-turn conversation (offline tutor, offline speech)`,
  );
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  await prewarm();

  /** Timings per call name, and every answer that was not the expected one. */
  const timings = new Map();
  const unexpected = [];
  let requests = 0;

  async function timed(name, expected, work) {
    requests += 1;
    const started = performance.now();
    let status = 'network error';
    try {
      const result = await work();
      status = result.status;
      const elapsed = performance.now() - started;
      if (!timings.has(name)) timings.set(name, []);
      timings.get(name).push(elapsed);
      if (status !== expected)
        unexpected.push(`${name}: ${status} ${JSON.stringify(result.body).slice(0, 160)}`);
      return result;
    } catch (error) {
      unexpected.push(`${name}: ${status} (${error.message})`);
      return { status, body: undefined };
    }
  }

  async function api(path, { token, uid, json, method } = {}) {
    // Twice: the client as the last proxy saw it, whether the stack trusts 1 hop or 2 (the default).
    const address = addressOf(uid);
    const headers = { Authorization: `Bearer ${token}`, 'X-Forwarded-For': `${address}, ${address}` };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method: method ?? (json === undefined ? 'GET' : 'POST'),
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const type = response.headers.get('content-type') ?? '';
    const body = type.includes('application/json')
      ? await response.json()
      : { bytes: (await response.arrayBuffer()).byteLength, type };
    return { status: response.status, headers: response.headers, body };
  }

  const random = mulberry32(2026);
  const plans = Array.from({ length: LEARNERS }, (_, index) => ({
    index,
    // 1 to 10 correct answers: every learner ends with a total of its own.
    correct: (index % AUDIOS) + 1,
    phrases: distinctPhrases(random),
    talks: index < TALKERS,
  }));

  let practised = 0;
  let talked = 0;
  let turnsDone = 0;

  async function learner(plan) {
    const email = `load-${randomUUID()}@example.com`;
    const signUp = await timed('auth emulator signUp', 200, async () => {
      const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'segredo123', returnSecureToken: true }),
      });
      return { status: response.status, body: await response.json() };
    });
    const { localId: uid, idToken: token } = signUp.body ?? {};
    if (!uid) return null;
    const as = { token, uid };
    await timed('POST create-user', 201, () =>
      api('/api/users/create-user', { ...as, json: { uid, email, name: `Carga ${plan.index + 1}` } }),
    );
    const key = generateKey();
    await db.collection('activationKeys').doc(key).set({ redeemedBy: null, note: 'load bench' });
    await timed('POST validate-key', 200, () =>
      api('/api/auth/validate-key', { ...as, json: { userId: uid, activationKey: key } }),
    );
    const limit = await timed('GET check-audio-limit', 200, () =>
      api(`/api/text-to-speech/check-audio-limit/${uid}`, as),
    );
    if (limit.body?.remaining !== AUDIOS) unexpected.push(`check-audio-limit: ${JSON.stringify(limit.body)}`);
    const practiceId = randomUUID();
    for (const text of plan.phrases) {
      const audio = await timed('POST generate-audio', 200, () =>
        api('/api/text-to-speech/generate-audio', { ...as, json: { text, practiceId } }),
      );
      if (audio.status === 200 && !(audio.body?.bytes > 0)) unexpected.push('generate-audio: empty audio');
    }
    const writing = plan.correct * 10;
    const saved = await timed('POST update-writing-points', 200, () =>
      api('/api/points/update-writing-points', {
        ...as,
        json: { userId: uid, pointsWriting: writing, practiceId },
      }),
    );
    if (saved.status === 200 && saved.body.totalPoints !== writing) {
      unexpected.push(`update-writing-points: total ${saved.body.totalPoints}, expected ${writing}`);
    }
    await timed('GET ranking', 200, () => api('/api/points/ranking', as));
    practised += 1;

    let replies = 0;
    if (plan.talks) {
      let sessionId;
      for (const prompt of PROMPTS.slice(0, TURNS)) {
        const turn = await timed('POST conversar', 200, () =>
          api('/api/conversar', { ...as, json: sessionId ? { prompt, sessionId } : { prompt } }),
        );
        turnsDone += 1;
        if (turn.status !== 200) continue;
        replies += 1;
        sessionId = turn.body.sessionId;
        if (turn.body.points !== POINTS_PER_REPLY * replies) {
          unexpected.push(`conversar: session points ${turn.body.points} after ${replies} replies`);
        }
      }
      talked += 1;
    }
    return { uid, token, expected: { pointsWriting: writing, pointsSpeaking: POINTS_PER_REPLY * replies } };
  }

  // Warm-up, not measured: the emulator starts a worker process per concurrent request, and
  // each one loads the app and opens its Firestore connection on its first (the ranking reads
  // Firestore without a token).
  console.log(`  Warm-up: ${LEARNERS} concurrent GET ranking (not measured)...`);
  await Promise.all(
    Array.from({ length: LEARNERS }, () =>
      request(`${baseUrl}/api/points/ranking`).then((response) => response.arrayBuffer()),
    ),
  );

  const stop = progress(
    () =>
      `${practised}/${LEARNERS} practices done, ${talked}/${TALKERS} conversations (${turnsDone} turns), ` +
      `${requests} requests, ${unexpected.length} unexpected`,
  );
  const started = performance.now();
  const learners = (await Promise.all(plans.map(learner))).filter(Boolean);
  const wallSeconds = (performance.now() - started) / 1000;
  stop();

  // Final totals, exactly: each learner's progress, and the ranking once its cache has expired.
  let checked = 0;
  const mismatches = [];
  await Promise.all(
    learners.map(async ({ uid, token, expected }) => {
      const { status, body } = await api('/api/users/me/progress', { token, uid });
      const total = expected.pointsWriting + expected.pointsSpeaking;
      const want = { ...expected, totalPoints: total };
      if (status !== 200) mismatches.push(`${uid}: progress answered ${status}`);
      else if (
        JSON.stringify(body.points) !== JSON.stringify({ ...body.points, ...want }) ||
        body.weekPoints !== total ||
        body.audio.used !== AUDIOS
      ) {
        mismatches.push(
          `${uid}: progress ${JSON.stringify({ ...body.points, week: body.weekPoints, audios: body.audio.used })}, want ${total}`,
        );
      } else checked += 1;
    }),
  );
  // Each instance caches the ranking for max-age seconds: once that has passed since the last
  // write, whatever instance answers read it after every learner had finished.
  const ttl = Number(
    /max-age=(\d+)/.exec((await api('/api/points/ranking', learners[0])).headers.get('cache-control'))?.[1] ??
      30,
  );
  console.log(`  Waiting ${ttl + 1} s for the ranking's cache (max-age ${ttl} s) to expire...`);
  await new Promise((resolve) => setTimeout(resolve, (ttl + 1) * 1000));
  const ranking = (await api('/api/points/ranking', learners[0])).body;
  const byId = new Map(learners.map((l) => [l.uid, l.expected]));
  let inRanking = 0;
  for (const [position, entry] of ranking.entries()) {
    if (position > 0 && ranking[position - 1].totalPoints < entry.totalPoints) {
      mismatches.push(`ranking: not sorted at ${position}`);
    }
    const expected = byId.get(entry.id);
    if (!expected) continue;
    inRanking += 1;
    const total = expected.pointsWriting + expected.pointsSpeaking;
    if (entry.totalPoints !== total || entry.pointsSpeaking !== expected.pointsSpeaking) {
      mismatches.push(`ranking: ${entry.id} has ${entry.totalPoints}, expected ${total}`);
    }
  }
  const lowest = ranking.at(-1)?.totalPoints ?? 0;
  const shouldBeIn = learners.filter(
    ({ expected }) => ranking.length < 100 || expected.pointsWriting + expected.pointsSpeaking > lowest,
  ).length;
  if (inRanking < shouldBeIn)
    mismatches.push(`ranking: ${inRanking} of our learners, expected at least ${shouldBeIn}`);

  const ms = (value) => `${value.toFixed(0)} ms`.padStart(8);
  console.log(
    `  ${'call'.padEnd(28)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`,
  );
  for (const [name, values] of timings) {
    console.log(
      `  ${name.padEnd(28)} ${String(values.length).padStart(6)} ${ms(percentile(values, 50))} ` +
        `${ms(percentile(values, 95))} ${ms(Math.max(...values))}`,
    );
  }
  console.log(
    `  ${requests} requests in ${wallSeconds.toFixed(1)} s (${(requests / wallSeconds).toFixed(1)}/s), ` +
      `${unexpected.length} unexpected answers`,
  );
  for (const line of unexpected.slice(0, 10)) console.log(`    unexpected: ${line}`);
  console.log(
    `  Totals: ${checked}/${learners.length} learners' progress exact (points, week, 10 audios); ` +
      `${inRanking} of them in the ranking (${ranking.length} entries), ${mismatches.length} mismatches`,
  );
  for (const line of mismatches.slice(0, 10)) console.log(`    mismatch: ${line}`);
  // Printed first, so a failed run still shows what went wrong where.
  if (unexpected.length > 0 || mismatches.length > 0)
    throw new Error(`${unexpected.length} unexpected answers, ${mismatches.length} mismatches`);
  return { requests, unexpected: unexpected.length, mismatches: mismatches.length, wallSeconds };
}
