// The academy part (`npm run bench -- academy`): an academy of 5,000 learners in 200 classes, 50
// phrase lists of 200 phrases and 400 assignments (2 per class), seeded straight into the
// emulator's Firestore in the shapes the stores write (each learner with a record in a class, a
// progress document, a week's activity and a learning document; each list with its phrases' index
// entries; the measured class's learners with progress in its assignments, some done, some
// partway, some not started; one of them a real account with a history of practices, review lists
// and conversations with corrections). Then, through the hosting rewrite with real tokens (an
// admin's, the measured class's teacher's, that learner's), each page's calls: time and the
// Firestore documents each reads. Then the learners' hot paths this change touched (a practice
// save with results, an audio grant, a conversation reply's credit), timed one learner at a time.
// Figures in docs/performance.md.
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { request } from './http.mjs';
import { activatedBenchLearner, BENCH_PASSWORD, signUpAccount } from './learners.mjs';
import { loadTs } from './load-ts.mjs';
import { percentile } from './stats.mjs';

const CLASSES = Number(process.env.ACADEMY_CLASSES ?? 200);
const LEARNERS = Number(process.env.ACADEMY_LEARNERS ?? 5000);
const LISTS = Number(process.env.ACADEMY_LISTS ?? 50);
const LIST_PHRASES = Number(process.env.ACADEMY_LIST_PHRASES ?? 200);
const RUNS = Number(process.env.ACADEMY_RUNS ?? 10);
const HOT_RUNS = Number(process.env.HOT_PATH_RUNS ?? 20);
/** The measured class's size, as a class page the issue names: 40 learners. */
const CLASS_SIZE = 40;
/** Lists 0 to ACADEMY_WIDE - 1 are the whole academy's; the others one class's each (the first: the measured class's). */
const ACADEMY_WIDE = Math.ceil(LISTS * 0.6);
/** Each assignment's target, in phrases. */
const TARGET = 10;
/** The history learner's conversations this week (each with corrections). */
const CONVERSATIONS = 3;

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

// 10 x 10 x 10 x 10 words: 10,000 different phrases the lists' rules would accept.
const WORDS = [
  [
    'I',
    'We',
    'They',
    'You',
    'My friends',
    'Our teachers',
    'The students',
    'His parents',
    'Her sisters',
    'Your cousins',
  ],
  ['like', 'need', 'want', 'see', 'bring', 'find', 'paint', 'clean', 'carry', 'share'],
  [
    'the red book',
    'a small table',
    'the old map',
    'a warm coat',
    'the blue chair',
    'a new phone',
    'the big box',
    'a short letter',
    'the green bag',
    'a cheap ticket',
  ],
  [
    'today',
    'every morning',
    'on Monday',
    'at night',
    'after lunch',
    'before dinner',
    'this week',
    'on weekends',
    'in the evening',
    'right now',
  ],
];
const phraseText = (n) =>
  WORDS.map((words, i) => words[Math.floor(n / 10 ** (3 - i)) % 10])
    .join(' ')
    .concat('.');

/** A batch writer that commits every 400 writes. */
function writer(db) {
  let batch = db.batch();
  let writes = 0;
  const flush = async () => {
    if (writes === 0) return;
    await batch.commit();
    batch = db.batch();
    writes = 0;
  };
  return {
    async set(ref, data) {
      batch.set(ref, data);
      if (++writes >= 400) await flush();
    },
    flush,
  };
}

/**
 * The academy, straight into Firestore: `learner` (a real account) is one of the measured class's
 * learners, `teacherUid` its teacher. Answers the measured class's id, its assignments and a list.
 */
async function seed(db, { learner, teacherUid }) {
  const { academyDay, addDays } = await loadTs('../functions/src/data/calendar.ts');
  const { phraseIndexId } = await loadTs('../functions/src/syllabus/list-store.ts');
  const { LEVELS } = await loadTs('../functions/src/shared/rules.ts');
  const now = new Date();
  const today = academyDay(now);
  const week = new Date(Date.now() - 3 * 3600e3).toISOString().slice(0, 10);
  const out = writer(db);
  const tag = randomUUID().slice(0, 6);
  const classIds = Array.from({ length: CLASSES }, (_, i) => `bench${String(i).padStart(4, '0')}${tag}`);

  // The lists (as list-store.ts createList writes them) and their phrases' index entries.
  const lists = [];
  for (let l = 0; l < LISTS; l++) {
    const id = `benchlist${String(l).padStart(3, '0')}${tag}`;
    const level = LEVELS[l % LEVELS.length];
    const phrases = Array.from({ length: LIST_PHRASES }, (_, p) => ({
      text: phraseText(l * LIST_PHRASES + p),
      meaning: `Tradução da frase ${p + 1} da lista ${l + 1}`,
    }));
    const updatedAt = Timestamp.fromDate(now);
    const classIdsOfList = l < ACADEMY_WIDE ? [] : [classIds[(l - ACADEMY_WIDE) % CLASSES]];
    await out.set(db.collection('phraseLists').doc(id), {
      name: `Lista ${String(l + 1).padStart(2, '0')}`,
      level,
      classIds: classIdsOfList,
      phrases,
      phraseCount: phrases.length,
      updatedAt,
      version: 1,
    });
    for (const { text, meaning } of phrases) {
      await out.set(db.collection('phraseIndex').doc(phraseIndexId(text)), {
        text,
        meaning,
        level,
        updatedAt,
      });
    }
    lists.push({ id, phrases });
  }

  // Two assignments per class (assignment-store.ts createAssignment): one open now, one past due
  // and still counting (late), each of an academy-wide list.
  const assignments = new Map();
  for (const [c, classId] of classIds.entries()) {
    const made = [
      {
        list: lists[(2 * c) % ACADEMY_WIDE],
        practices: ['writing', 'speaking'],
        startsOn: addDays(today, -3),
        dueOn: addDays(today, 4),
      },
      {
        list: lists[(2 * c + 1) % ACADEMY_WIDE],
        practices: ['writing'],
        startsOn: addDays(today, -10),
        dueOn: addDays(today, -2),
      },
    ].map(({ list, ...rest }) => ({
      id: db.collection('assignments').doc().id,
      listId: list.id,
      list,
      ...rest,
    }));
    for (const { id, listId, practices, startsOn, dueOn } of made) {
      await out.set(db.collection('assignments').doc(id), {
        classId,
        kind: 'list',
        listId,
        practices,
        startsOn,
        dueOn,
        phrases: TARGET,
        createdAt: now,
        updatedAt: now,
      });
    }
    assignments.set(classId, made);
  }

  // The learners; the measured class (the first) has exactly CLASS_SIZE, `learner` among them.
  const sizes = classIds.map((_, i) =>
    i === 0 ? CLASS_SIZE : Math.floor((LEARNERS - CLASS_SIZE) / (CLASSES - 1)),
  );
  const measured = assignments.get(classIds[0]);
  for (const [i, classId] of classIds.entries()) {
    await out.set(db.collection('classes').doc(classId), {
      name: `Bench ${classId}`,
      nameKey: classId,
      endDate: null,
      archived: false,
      createdAt: now,
      teacherUids: i === 0 ? [teacherUid] : [],
      learners: sizes[i],
      keysFree: 0,
      keysUsed: sizes[i],
      keysRevoked: 0,
    });
    for (let n = 0; n < sizes[i]; n++) {
      const real = i === 0 && n === 0;
      const uid = real ? learner.uid : `bench-${classId}-${n}`;
      await out.set(db.collection('users').doc(uid), {
        name: real ? 'Aluna Bench' : `Aluno ${n}`,
        email: real ? learner.email : `${uid}@example.com`,
        hasActivated: true,
        activatedAt: now,
        classId,
        pointsWriting: 10 * n,
        pointsSpeaking: 0,
        totalPoints: 10 * n,
        showOnRanking: false,
      });
      // The real learner's own documents are written by their practices, below.
      if (real) continue;
      await out.set(db.collection('progress').doc(uid), { uid, [`day_${week.replaceAll('-', '_')}`]: 10 });
      await out.set(db.collection('weeklyActivity').doc(`${week}_${uid}`), {
        uid,
        week,
        practices: 1,
        audios: 10,
      });
      await out.set(db.collection('learning').doc(`${uid}_writing`), {
        uid,
        kind: 'writing',
        level: 'beginner',
      });
      if (i !== 0) continue;
      // The measured class's progress (assignment-store.ts writeProgress): a third done, a third
      // partway, a third not started.
      const share = n % 3;
      if (share === 0) continue;
      for (const assignment of measured) {
        const items = assignment.list.phrases
          .slice(0, share === 1 ? TARGET : 4)
          .map(({ text }) => ({ item: text, at: now }));
        const done = Object.fromEntries(assignment.practices.map((practice) => [practice, items]));
        await out.set(db.collection('assignmentProgress').doc(`${assignment.id}_${uid}`), {
          uid,
          assignmentId: assignment.id,
          classId,
          done,
          updatedAt: now,
          deleteAfter: new Date(now.getTime() + 400 * 86400e3),
        });
      }
    }
  }
  // The learner's conversations of the week, with the tutor's corrections
  // (conversation/conversation-store.ts; the class page reads their corrections).
  for (let k = 0; k < CONVERSATIONS; k++) {
    const startedAt = new Date(now.getTime() - (k + 1) * 3600e3);
    const corrections = [
      { said: 'I have 20 years.', better: 'I am 20 years old.', explanation: 'Idade usa "to be".' },
      {
        said: 'She dont like coffee.',
        better: "She doesn't like coffee.",
        explanation: 'Terceira pessoa: "doesn\'t".',
      },
    ];
    await out.set(db.collection('conversations').doc(`${learner.uid}_bench${k}${tag}`), {
      uid: learner.uid,
      startedAt,
      expiresAt: new Date(startedAt.getTime() + 30 * 60e3),
      scenarioId: null,
      replies: 2,
      points: 2,
      said: [],
      transcript: corrections.flatMap(({ said }) => [
        { role: 'learner', text: said },
        { role: 'tutor', text: 'Tell me more.', translation: 'Conte mais.' },
      ]),
      corrections,
      targetsUsed: [],
      broughtBack: null,
      lastReplyAt: new Date(startedAt.getTime() + 60e3),
    });
  }
  await out.flush();
  return { classId: classIds[0], assignments: measured, list: lists[0] };
}

/** A new account with `claims`, signed in again so its ID token carries them. */
async function accountWith(authUrl, claims) {
  const email = `bench-staff-${randomUUID()}@example.com`;
  const { localId } = await signUpAccount(authUrl, { email });
  await getAuth().setCustomUserClaims(localId, claims);
  const signIn = await request(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: BENCH_PASSWORD, returnSecureToken: true }),
    },
  );
  return { uid: localId, token: (await signIn.json()).idToken };
}

/**
 * The history learner's practices, through the API as the app makes them: two writing practices,
 * each with three audios and a final save (one phrase right at once, one right after tries, one
 * skipped: the review list gets two), drawn first from the class's assignments.
 */
async function practise(baseUrl, { uid, token }) {
  const json = (body) => ({
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  for (let k = 0; k < 2; k++) {
    const practiceId = `practice-${randomUUID()}`;
    const drawn = await (
      await request(`${baseUrl}/api/practices/start`, json({ practiceId, kind: 'writing' }))
    ).json();
    const texts = drawn.phrases.slice(0, 3).map((each) => each.text);
    for (const text of texts) {
      await (
        await request(`${baseUrl}/api/text-to-speech/generate-audio`, json({ text, practiceId }))
      ).arrayBuffer();
    }
    const results = texts.map((phrase, i) => ({
      phrase,
      result: i === 2 ? 'skipped' : 'right',
      tries: i === 0 ? 1 : 3,
    }));
    await (
      await request(
        `${baseUrl}/api/points/update-writing-points`,
        json({ userId: uid, pointsWriting: 10, practiceId, final: true, results }),
      )
    ).arrayBuffer();
  }
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

/** A call's line: its runs' times and the documents it reads. */
function report(label, times, reads) {
  console.log(`${label}, ${times.length} runs: ${summary(times)}; ${reads} documents read`);
}

export async function benchAcademy(options) {
  const { baseUrl, authUrl } = options;
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  const admin = await accountWith(authUrl, { admin: true });
  const teacher = await accountWith(authUrl, { teacher: true });
  const learner = await activatedBenchLearner(authUrl, db);
  let started = performance.now();
  const { classId, assignments, list } = await seed(db, { learner, teacherUid: teacher.uid });
  console.log(
    `Seeded ${CLASSES} classes, ${LEARNERS} learners (4 documents each), ${LISTS} lists of ${LIST_PHRASES} phrases (and their index), ${2 * CLASSES} assignments in ${ms(performance.now() - started)}`,
  );
  await practise(baseUrl, learner);
  const history = await Promise.all([
    db.collection('learning').doc(`${learner.uid}_writing`).get(),
    db.collection('assignmentProgress').where('uid', '==', learner.uid).get(),
  ]);
  console.log(
    `The history learner: ${history[0].get('review')?.length ?? 0} phrases to review, progress in ${history[1].size} of its class’s ${assignments.length} assignments, ${CONVERSATIONS} conversations with corrections`,
  );

  const call = async (token, path, init = {}) => {
    const answer = await request(`${baseUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
    });
    return path.endsWith('.csv') ? answer.text() : answer.json();
  };
  const classPath = `/api/academy/classes/${classId}`;
  const [open] = assignments;
  const drillDown = `${classPath}/learners/${learner.uid}`;

  // Documents read per call, from the store code (a query that finds nothing bills one read):
  // - authenticateCurrent reads none (the token, and the revocation check, are Firebase Auth's);
  // - a teacher's list calls first query the classes they teach (syllabus/list-store.ts
  //   classesTaughtBy: one per class taught, here 1); an admin's do not;
  // - classFor (academy/class-access.ts) reads the class: 1.
  for (const [role, { token }] of [
    ['admin', admin],
    ['teacher', teacher],
  ]) {
    const taught = role === 'teacher' ? 1 : 0;
    let shown = 0;
    let sent = 0;
    let times = await timed(RUNS, async () => {
      const answer = await call(token, '/api/academy/lists');
      shown = answer.lists.length;
      sent = JSON.stringify(answer).length;
    });
    // syllabus/calls.ts listListsCall (list-store.ts readListSummaries, the summary fields only):
    // an admin's, every list; a teacher's, the academy's (one query) and their classes' (one
    // query per 30 classes): the lists shown, each query here finding some.
    report(
      `GET /api/academy/lists as ${role} (${shown} of ${LISTS} lists, ${Math.round(sent / 1024)} KB sent)`,
      times,
      role === 'teacher' ? taught + shown : LISTS,
    );
    let phrases = 0;
    times = await timed(RUNS, async () => {
      phrases = (await call(token, `/api/academy/lists/${list.id}`)).phraseList.length;
    });
    report(`GET /api/academy/lists/:id as ${role} (${phrases} phrases)`, times, taught + 1);

    let classes = 0;
    times = await timed(RUNS, async () => {
      classes = (await call(token, '/api/academy/classes')).classes.length;
    });
    // academy/calls.ts listClassesCall: an admin's every class, a teacher's theirs (one query);
    // their teachers' records (one getAll: 1 here) and their invites (one query per 30 classes,
    // each finding none here: 1 read each).
    report(
      `GET /api/academy/classes as ${role} (${classes} classes)`,
      times,
      classes + (classes ? 1 : 0) + Math.ceil(classes / 30),
    );

    let learners = 0;
    times = await timed(RUNS, async () => {
      learners = (await call(token, classPath)).learners.length;
    });
    // academy/calls.ts classPageCall: the class; its summary (the teacher's record's name, the
    // class's invites: one query); academy/class-page-store.ts: its learners, 4 per learner
    // (progress, week's activity, 2 learning), the class's week, and per learner one query of
    // this week's conversations (at most 10 each; the history learner has CONVERSATIONS).
    report(
      `GET /api/academy/classes/:id as ${role} (${learners} learners)`,
      times,
      1 + 1 + 1 + learners + 4 * learners + 1 + (learners - 1) + CONVERSATIONS,
    );

    let shownAssignments = 0;
    times = await timed(RUNS, async () => {
      shownAssignments = (await call(token, `${classPath}/assignments`)).assignments.length;
    });
    // syllabus/assignment-calls.ts classAssignmentsCall: the class; its 20 assignments due last
    // and one more (one query, at least one read); its learners; the shown assignments' progress
    // (one query by assignmentId: one per learner and assignment they did something in); their
    // lists (one getAll).
    const progressDocs = await db
      .collection('assignmentProgress')
      .where('classId', '==', classId)
      .count()
      .get();
    report(
      `GET .../assignments as ${role} (${shownAssignments} assignments)`,
      times,
      1 + Math.max(1, shownAssignments) + learners + progressDocs.data().count + assignments.length,
    );

    const openProgress = await db
      .collection('assignmentProgress')
      .where('assignmentId', '==', open.id)
      .count()
      .get();
    // syllabus/assignment-results.ts: the class, the assignment, its list, the class's learners
    // and the assignment's progress (one query: one per learner who did something in it).
    const resultReads = 1 + 1 + 1 + learners + Math.max(1, openProgress.data().count);
    times = await timed(RUNS, () => call(token, `${classPath}/assignments/${open.id}/results`));
    report(`GET .../assignments/:id/results as ${role}`, times, resultReads);
    times = await timed(RUNS, () => call(token, `${classPath}/assignments/${open.id}/results.csv`));
    report(`GET .../assignments/:id/results.csv as ${role}`, times, resultReads);

    let page;
    times = await timed(RUNS, async () => {
      page = await call(token, drillDown);
    });
    // academy/learner-page-store.ts: the class (classFor), the learner's record, their progress and
    // week (one getAll), their two learning documents, their latest practices (one query), their
    // newest conversations (one query), the class's assignments due last (one query), those
    // assignments' lists (one getAll) and the learner's progress in them (one getAll).
    const drillLists = new Set(page.assignments.map((each) => each.assignment.listId).filter(Boolean));
    report(
      `GET .../learners/:learnerId as ${role} (${page.practices.length} practices, ${page.assignments.length} assignments)`,
      times,
      1 +
        1 +
        2 +
        2 +
        Math.max(1, page.practices.length) +
        Math.max(1, CONVERSATIONS) +
        Math.max(1, page.assignments.length) +
        drillLists.size +
        page.assignments.length,
    );
  }

  // The learner: a practice's start with an open assignment, and "Tarefas da turma".
  const post = (body) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  let assigned = 0;
  let times = await timed(RUNS, async () => {
    const drawn = await call(
      learner.token,
      '/api/practices/start',
      post({ practiceId: `practice-${randomUUID()}`, kind: 'writing' }),
    );
    assigned = drawn.phrases.filter((each) => each.assignmentId).length;
  });
  // practice/draw/start-practice.ts: the user, the learning document, the day's usage and the
  // class (its daily allowance: practice/audio/audio-store.ts readAudioUsage), then
  // (learner-assignments.ts loadCurrent) the class's current assignments (one query on classId
  // and dueOn: here 2), their lists (one getAll: 2) and the learner's progress in them (2); the
  // practice is then created (a write, no read).
  report(
    `POST /api/practices/start as a learner (${assigned} assignment phrases drawn)`,
    times,
    1 + 1 + 1 + 1 + 2 + 2 + 2,
  );
  let shownTasks = 0;
  times = await timed(RUNS, async () => {
    shownTasks = (await call(learner.token, '/api/assignments')).assignments.length;
  });
  // learner-assignments.ts learnerAssignmentsCall: the user, then loadCurrent as above (6).
  report(`GET /api/assignments as a learner (${shownTasks} assignments)`, times, 1 + 2 + 2 + 2);

  started = performance.now();
  await benchHotPaths(options);
  console.log(`(hot paths measured in ${ms(performance.now() - started)})`);
}
