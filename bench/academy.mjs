// The academy part (`npm run bench -- academy`): an academy of 5,000 learners in 150 classes seeded
// straight into the emulator's Firestore (each learner with a record in a class, a progress
// document, a week's activity and a learning document), then, through the hosting rewrite with an
// admin's real token, the class list and a 40-learner class page: time and the Firestore documents
// each reads. Then the learners' hot paths this change touched (a practice save with results, an
// audio grant, a conversation reply's credit), timed one learner at a time. Figures in
// docs/performance.md.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { request } from './http.mjs';
import { activatedBenchLearner, BENCH_PASSWORD, signUpAccount } from './learners.mjs';
import { loadTs } from './load-ts.mjs';
import { percentile } from './stats.mjs';

const CLASSES = Number(process.env.ACADEMY_CLASSES ?? 150);
const LEARNERS = Number(process.env.ACADEMY_LEARNERS ?? 5000);
const RUNS = Number(process.env.ACADEMY_RUNS ?? 10);
const HOT_RUNS = Number(process.env.HOT_PATH_RUNS ?? 20);

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`;
const summary = (times) =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))}`;

async function timed(runs, action) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await action(i);
    times.push(performance.now() - started);
  }
  return times;
}

async function seed(db) {
  const week = new Date(Date.now() - 3 * 3600e3).toISOString().slice(0, 10);
  const classIds = Array.from(
    { length: CLASSES },
    (_, i) => `bench${String(i).padStart(4, '0')}${randomUUID().slice(0, 6)}`,
  );
  let batch = db.batch();
  let writes = 0;
  const flush = async (force = false) => {
    if (writes >= 400 || (force && writes > 0)) {
      await batch.commit();
      batch = db.batch();
      writes = 0;
    }
  };
  // The class of the page measured has exactly 40 learners; the others share the rest.
  const sizes = classIds.map((_, i) => (i === 0 ? 40 : Math.floor((LEARNERS - 40) / (CLASSES - 1))));
  for (const [i, classId] of classIds.entries()) {
    batch.set(db.collection('classes').doc(classId), {
      name: `Bench ${classId}`,
      nameKey: classId,
      endDate: null,
      archived: false,
      createdAt: new Date(),
      teacherUids: [],
      learners: sizes[i],
      keysFree: 0,
      keysUsed: sizes[i],
      keysRevoked: 0,
    });
    writes++;
    for (let n = 0; n < sizes[i]; n++) {
      const uid = `bench-${classId}-${n}`;
      batch.set(db.collection('users').doc(uid), {
        name: `Aluno ${n}`,
        email: `${uid}@example.com`,
        hasActivated: true,
        activatedAt: new Date(),
        classId,
        pointsWriting: 10 * n,
        pointsSpeaking: 0,
        totalPoints: 10 * n,
        showOnRanking: false,
      });
      batch.set(db.collection('progress').doc(uid), { uid, [`day_${week.replaceAll('-', '_')}`]: 10 });
      batch.set(db.collection('weeklyActivity').doc(`${week}_${uid}`), {
        uid,
        week,
        practices: 1,
        audios: 10,
      });
      batch.set(db.collection('learning').doc(`${uid}_writing`), { uid, kind: 'writing', level: 'beginner' });
      writes += 4;
      await flush();
    }
  }
  await flush(true);
  return classIds[0];
}

async function adminToken(authUrl) {
  const email = `bench-admin-${randomUUID()}@example.com`;
  const { localId } = await signUpAccount(authUrl, { email });
  await getAuth().setCustomUserClaims(localId, { admin: true });
  const signIn = await request(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
    },
  );
  return (await signIn.json()).idToken;
}

/**
 * The learners' calls this change added writes to, one learner after another (not under load).
 * A learner takes the day's audios, then the next one, a new learner, goes on: a day is never
 * given back by deleting its counter under its log.
 */
export async function benchHotPaths({ baseUrl, authUrl }) {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  const { DAILY_AUDIO_LIMIT } = await loadTs('../functions/src/shared/rules.ts');
  const json = (token, body) => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const newLearner = async () => {
    const created = await activatedBenchLearner(authUrl, db);
    await request(`${baseUrl}/api/users/me`, { headers: { Authorization: `Bearer ${created.token}` } });
    return created;
  };
  let learner;
  const audio = [];
  const save = [];
  for (let run = 0; run < HOT_RUNS; run++) {
    if (run % DAILY_AUDIO_LIMIT === 0) learner = await newLearner();
    const practiceId = `practice-${randomUUID()}`;
    const drawn = await (
      await request(`${baseUrl}/api/practices/start`, json(learner.token, { practiceId, kind: 'writing' }))
    ).json();
    const text = drawn.phrases[0].text;
    let started = performance.now();
    const got = await request(
      `${baseUrl}/api/text-to-speech/generate-audio`,
      json(learner.token, { text, practiceId }),
    );
    await got.arrayBuffer();
    audio.push(performance.now() - started);
    started = performance.now();
    const results = [{ phrase: text, result: 'right', tries: 2 }];
    const saved = await request(
      `${baseUrl}/api/points/update-writing-points`,
      json(learner.token, { userId: learner.uid, pointsWriting: 10, practiceId, final: true, results }),
    );
    await saved.arrayBuffer();
    save.push(performance.now() - started);
  }
  const talker = await activatedBenchLearner(authUrl, db);
  let sessionId;
  const reply = await timed(HOT_RUNS, async (i) => {
    const answer = await request(
      `${baseUrl}/api/conversar`,
      json(talker.token, { prompt: `I like reading books number ${i} in the evening.`, sessionId }),
    );
    sessionId = (await answer.json()).sessionId ?? sessionId;
  });
  console.log(`POST generate-audio (an audio grant), ${HOT_RUNS} runs: ${summary(audio)}`);
  console.log(`POST update-writing-points (a final save with results), ${HOT_RUNS} runs: ${summary(save)}`);
  console.log(`POST conversar (a reply and its credit), ${HOT_RUNS} runs: ${summary(reply)}`);
}

export async function benchAcademy(options) {
  const { baseUrl, authUrl } = options;
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  let started = performance.now();
  const classId = await seed(db);
  console.log(
    `Seeded ${CLASSES} classes, ${LEARNERS} learners (4 documents each) in ${ms(performance.now() - started)}`,
  );
  const token = await adminToken(authUrl);
  const get = async (path) =>
    (await request(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  let classes = 0;
  const list = await timed(RUNS, async () => {
    classes = (await get('/api/academy/classes')).classes.length;
  });
  let learners = 0;
  const page = await timed(RUNS, async () => {
    learners = (await get(`/api/academy/classes/${classId}`)).learners.length;
  });
  // Documents read, from the queries' sizes (./academy/*-store.ts): the list reads every class
  // document; the page reads the class, its learners, 4 documents per learner and the class's week,
  // then one query per learner of their week's conversations (no conversation seeded: each query
  // bills one read; at most 10 each).
  console.log(
    `GET /api/academy/classes (${classes} classes), ${RUNS} runs: ${summary(list)}; ${classes} documents read`,
  );
  console.log(
    `GET /api/academy/classes/:id (${learners} learners), ${RUNS} runs: ${summary(page)}; ${1 + learners + 4 * learners + 1 + learners} documents read`,
  );
  started = performance.now();
  await benchHotPaths(options);
  console.log(`(hot paths measured in ${ms(performance.now() - started)})`);
}
