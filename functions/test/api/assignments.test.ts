/**
 * The academy's assignments through the running stack with real ID tokens: who may assign what
 * (a teacher their classes, with lists they may see), the learner's "Tarefas da turma", the
 * practice that draws the assignment's phrases first (then review, then the pool) and the final
 * save that counts them once, and the days it is open (São Paulo). The minute-exact boundaries at
 * midnight are unit tests (src/syllabus/assignment-rules.test.ts); here, days far enough apart.
 *
 * The phrase lists are written straight into Firestore in the shape the lists' calls write
 * (`phraseLists` and `phraseIndex`), so this file does not depend on those calls; their phrases
 * are pool phrases, so their audios need nothing more.
 */
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { phrases as pool } from '../../src/content/phrases';
import { academyDay, addDays } from '../../src/data/calendar';
import { messages } from '../../src/messages';
import { normalizeAnswer } from '../../src/shared/answer';
import {
  type Assignment,
  type AssignmentResults,
  apiPaths,
  type ClassAssignments,
  type LearnerAssignments,
  type PhraseResultPayload,
  type SaveAssignmentRequest,
  type StartPracticeResponse,
} from '../../src/shared/contract';
import { ASSIGNMENTS_SHOWN } from '../../src/shared/rules';
import { createAssignment } from '../../src/syllabus/assignment-store';
import { addTeacher, csvOf, learnerWith, mint, newClass } from './academy-steps';
import { seedLearner, testDb, verifiedUser, withRole } from './admin';
import { call, errorOf, signIn, type TestUser } from './stack';

const today = () => academyDay(new Date());

/** A list as the lists' calls store it, with its phrases in the phrase index. */
async function writeList(name: string, classIds: string[], texts: readonly string[]): Promise<string> {
  const db = testDb();
  const ref = db.collection('phraseLists').doc();
  const now = new Date();
  const listPhrases = texts.map((text, i) => ({ text, meaning: `${name}: significado ${i + 1}` }));
  const batch = db.batch();
  batch.set(ref, { name, level: 'beginner', classIds, phrases: listPhrases, updatedAt: now, version: 1 });
  for (const { text, meaning } of listPhrases) {
    const id = createHash('sha256').update(normalizeAnswer(text)).digest('hex');
    batch.set(db.collection('phraseIndex').doc(id), { text, meaning, level: 'beginner', updatedAt: now });
  }
  await batch.commit();
  return ref.id;
}

function assign(user: TestUser, classId: string, json: SaveAssignmentRequest) {
  return call<Assignment>(apiPaths.academyAssignments({ classId }), { token: user.idToken, json });
}

const mine = (learner: TestUser) =>
  call<LearnerAssignments>(apiPaths.assignments, { token: learner.idToken });

function start(learner: TestUser, practiceId: string, kind: 'writing' | 'speaking' = 'writing') {
  return call<StartPracticeResponse>(apiPaths.startPractice, {
    token: learner.idToken,
    json: { practiceId, kind },
  });
}

function finish(learner: TestUser, practiceId: string, points: number, results: PhraseResultPayload[]) {
  return call(apiPaths.updateWritingPoints, {
    token: learner.idToken,
    json: { userId: learner.uid, pointsWriting: points, practiceId, final: true, results },
  });
}

const right = (phrase: string): PhraseResultPayload => ({ phrase, result: 'right', tries: 1 });
const skipped = (phrase: string): PhraseResultPayload => ({ phrase, result: 'skipped', tries: 3 });

describe('assignments', () => {
  let admin: TestUser;
  let teacher: TestUser;
  let learner: TestUser;
  let ours: string;
  let theirs: string;
  /**
   * Four pool phrases, as the unit's list has them, in its order: advanced ones, so that the pool's
   * draw at the learner's starting level (beginner) never draws them by chance.
   */
  const unit = pool
    .filter((phrase) => phrase.level === 'advanced')
    .slice(0, 4)
    .map((phrase) => phrase.text);
  let unitList: string;
  let otherList: string;

  beforeAll(async () => {
    admin = await withRole('admin');
    ours = (await newClass(admin)).id;
    theirs = (await newClass(admin)).id;
    const clara = await verifiedUser('Professora Clara');
    await addTeacher(admin, ours, clara.email);
    teacher = await signIn(clara.email);
    const [key = ''] = await mint(admin, ours, 1);
    learner = await learnerWith(key);
    unitList = await writeList('Unidade 4', [ours], unit);
    otherList = await writeList('Só da outra turma', [theirs], unit);
  });

  it('lets a teacher assign a list to their class, and refuses other classes, lists and learners', async () => {
    const body: SaveAssignmentRequest = {
      kind: 'list',
      listId: unitList,
      practices: ['writing'],
      startsOn: addDays(today(), -1),
      dueOn: addDays(today(), 6),
      phrases: 3,
    };
    const notTheirClass = await assign(teacher, theirs, body);
    expect(notTheirClass.status).toBe(403);
    expect(errorOf(notTheirClass)).toBe(messages.academy.notYourClass);
    const otherClassesList = await assign(teacher, ours, { ...body, listId: otherList });
    expect(otherClassesList.status).toBe(403);
    expect(errorOf(otherClassesList)).toBe(messages.assignments.listNotForClass);
    const byLearner = await assign(learner, ours, body);
    expect(byLearner.status).toBe(403);
    expect(errorOf(byLearner)).toBe(messages.academy.notStaff);
    const tooMany = await assign(teacher, ours, { ...body, phrases: 5 });
    expect([tooMany.status, errorOf(tooMany)]).toEqual([400, messages.assignments.tooManyPhrases(4)]);
    const backwards = await assign(teacher, ours, { ...body, startsOn: body.dueOn, dueOn: body.startsOn });
    expect([backwards.status, errorOf(backwards)]).toEqual([400, messages.assignments.dueBeforeStart]);
    const noList = await assign(teacher, ours, { ...body, listId: 'nenhuma' });
    expect([noList.status, errorOf(noList)]).toEqual([404, messages.assignments.unknownList]);
    const mixed = await assign(teacher, ours, { ...body, scenarioIds: ['pedir-comida'] });
    expect([mixed.status, errorOf(mixed)]).toEqual([400, messages.assignments.listNeeded]);
    // An admin may use any list (the lists' calls decide who sees which).
    expect((await assign(admin, theirs, { ...body, listId: otherList })).status).toBe(201);

    const created = await assign(teacher, ours, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ ...body, classId: ours, title: 'Unidade 4' });
    const listed = await call<ClassAssignments>(apiPaths.academyAssignments({ classId: ours }), {
      token: teacher.idToken,
    });
    expect(listed.body.assignments.map((each) => each.id)).toEqual([created.body.id]);
    expect(listed.body).toMatchObject({
      learners: 1,
      done: [{ assignmentId: created.body.id, learners: 0 }],
    });
    const learnersList = await call(apiPaths.academyAssignments({ classId: ours }), {
      token: learner.idToken,
    });
    expect(learnersList.status).toBe(403);

    // The learner sees it, nothing done yet.
    const seen = await mine(learner);
    expect(seen.status).toBe(200);
    expect(seen.body.assignments).toEqual([
      { ...created.body, state: 'open', progress: [{ practice: 'writing', target: 3, done: 0 }] },
    ]);
  });

  it('draws the assignment first, then review, then the pool, and counts a final save once', async () => {
    const [assignment] = (await mine(learner)).body.assignments;
    if (!assignment) throw new Error('no assignment');
    // The first practice: the three phrases the target asks, in the list's order, with the list's
    // meanings; then the pool.
    const firstId = `practice-${randomUUID()}`;
    const first = await start(learner, firstId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.phrases.slice(0, 3)).toEqual(
      unit.slice(0, 3).map((text, i) => ({
        text,
        meaning: `Unidade 4: significado ${i + 1}`,
        review: false,
        assignmentId: assignment.id,
      })),
    );
    const poolDrawn = first.body.phrases.slice(3);
    expect(poolDrawn.length).toBeGreaterThan(0);
    expect(poolDrawn.every((each) => !each.assignmentId && !unit.includes(each.text))).toBe(true);
    // The speaking practice is not asked: it draws none of the list.
    const speaking = await start(learner, `practice-${randomUUID()}`, 'speaking');
    expect(speaking.body.phrases.some((each) => unit.includes(each.text))).toBe(false);

    // One audio heard (a list phrase, spoken as any), two of the list right, one skipped, and a
    // pool phrase skipped (back for review today).
    const [a = '', b = '', c = ''] = unit;
    const heard = await call(apiPaths.generateAudio, {
      token: learner.idToken,
      json: { text: a, practiceId: firstId },
    });
    expect(heard.status).toBe(200);
    const missed = poolDrawn[0]?.text ?? '';
    const results = [right(a), skipped(b), right(c), skipped(missed)];
    expect((await finish(learner, firstId, 10, results)).status).toBe(200);
    // Retried (a lost reply): counted once.
    expect((await finish(learner, firstId, 10, results)).status).toBe(200);
    const progress = (
      await testDb().collection('assignmentProgress').doc(`${assignment.id}_${learner.uid}`).get()
    ).data();
    expect(progress).toMatchObject({ uid: learner.uid, classId: ours, assignmentId: assignment.id });
    expect(progress?.done.writing.map((each: { item: string }) => each.item)).toEqual([a, c]);
    expect((await mine(learner)).body.assignments[0]).toMatchObject({
      state: 'open',
      progress: [{ practice: 'writing', target: 3, done: 2 }],
    });

    // The next practice: the one phrase the target still needs (the first not done), then the due
    // review, then the pool.
    const secondId = `practice-${randomUUID()}`;
    const second = await start(learner, secondId);
    expect(
      second.body.phrases.slice(0, 2).map(({ text, review, assignmentId }) => [text, review, assignmentId]),
    ).toEqual([
      [b, false, assignment.id],
      [missed, true, undefined],
    ]);
    expect(second.body.phrases.slice(2).every((each) => !each.review && !unit.includes(each.text))).toBe(
      true,
    );
    expect((await finish(learner, secondId, 0, [right(b)])).status).toBe(200);
    expect((await mine(learner)).body.assignments[0]).toMatchObject({
      state: 'done',
      progress: [{ practice: 'writing', target: 3, done: 3 }],
    });
    // Done: the practices draw the pool again.
    const third = await start(learner, `practice-${randomUUID()}`);
    expect(third.body.phrases.some((each) => each.assignmentId)).toBe(false);
  });

  it('shows the assignments that count today: not those not started, nor due more than 7 days ago', async () => {
    const db = testDb();
    const now = new Date();
    const fields = { kind: 'list' as const, listId: unitList, practices: ['speaking' as const], phrases: 1 };
    const day = (offset: number) => addDays(today(), offset);
    const upcoming = await createAssignment(db, ours, { ...fields, startsOn: day(1), dueOn: day(3) }, now);
    const overdue = await createAssignment(db, ours, { ...fields, startsOn: day(-9), dueOn: day(-7) }, now);
    const closed = await createAssignment(db, ours, { ...fields, startsOn: day(-10), dueOn: day(-8) }, now);
    const shown = (await mine(learner)).body.assignments;
    const ids = shown.map((each) => each.id);
    expect(ids).toContain(overdue.id);
    expect(ids).not.toContain(upcoming.id);
    expect(ids).not.toContain(closed.id);
    expect(shown.find((each) => each.id === overdue.id)?.state).toBe('overdue');
    // Past its due day it still counts, late: the speaking practice draws it.
    const speaking = await start(learner, `practice-${randomUUID()}`, 'speaking');
    expect(speaking.body.phrases[0]).toMatchObject({ text: unit[0], assignmentId: overdue.id });
  });

  it('lists the class’s 20 assignments due last, and says older ones exist: its reads stay bounded', async () => {
    const db = testDb();
    const busy = (await newClass(admin)).id;
    const fields = { kind: 'list' as const, listId: unitList, practices: ['writing' as const], phrases: 1 };
    const day = (offset: number) => addDays(today(), offset);
    const made = [];
    for (let i = 0; i < ASSIGNMENTS_SHOWN + 1; i++) {
      made.push(
        await createAssignment(db, busy, { ...fields, startsOn: day(-40), dueOn: day(i - 30) }, new Date()),
      );
    }
    const listed = await call<ClassAssignments>(apiPaths.academyAssignments({ classId: busy }), {
      token: admin.idToken,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.older).toBe(true);
    expect(listed.body.assignments.map((each) => each.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((each) => each.id),
    );
    const [oldest] = made;
    await db
      .collection('assignments')
      .doc(oldest?.id ?? '')
      .delete();
    const fewer = await call<ClassAssignments>(apiPaths.academyAssignments({ classId: busy }), {
      token: admin.idToken,
    });
    expect(fewer.body.older).toBe(false);
    expect(fewer.body.assignments).toHaveLength(ASSIGNMENTS_SHOWN);
  });

  it('counts a conversation held in an assigned scenario, once it has three prompts that count', async () => {
    const created = await assign(teacher, ours, {
      kind: 'scenarios',
      scenarioIds: ['cafeteria', 'pedir-comida'],
      startsOn: today(),
      dueOn: addDays(today(), 2),
      phrases: 1,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const standing = async () =>
      (await mine(learner)).body.assignments.find((each) => each.id === created.body.id);
    expect(await standing()).toMatchObject({
      state: 'open',
      progress: [{ practice: 'conversation', target: 1, done: 0 }],
    });
    let sessionId: string | undefined;
    const say = async (prompt: string) => {
      const json = sessionId ? { prompt, sessionId } : { prompt, scenarioId: 'pedir-comida' };
      const result = await call<{ sessionId: string }>(apiPaths.conversation, {
        token: learner.idToken,
        json,
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      sessionId = result.body.sessionId;
    };
    await say('I would like a pizza, please.');
    await say('ok');
    await say('Can I have some water?');
    // Two prompts that count (the one-word one does not): not held yet.
    expect((await standing())?.progress[0]?.done).toBe(0);
    await say('How much is the bill?');
    expect(await standing()).toMatchObject({
      state: 'done',
      progress: [{ practice: 'conversation', target: 1, done: 1 }],
    });
    // Talking on counts the scenario once.
    await say('Thank you very much.');
    const stored = await testDb()
      .collection('assignmentProgress')
      .doc(`${created.body.id}_${learner.uid}`)
      .get();
    expect(stored.get('done.conversation').map((each: { item: string }) => each.item)).toEqual([
      'pedir-comida',
    ]);
  });

  it('lets a teacher change and delete their class’s assignment, its progress with it', async () => {
    const body: SaveAssignmentRequest = {
      kind: 'scenarios',
      scenarioIds: ['pedir-comida', 'pedir-comida'],
      startsOn: today(),
      dueOn: today(),
      phrases: 1,
    };
    const created = await assign(teacher, ours, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.scenarioIds).toEqual(['pedir-comida']);
    const path = apiPaths.academyAssignment({ classId: ours, assignmentId: created.body.id });
    const changed = await call<Assignment>(path, {
      method: 'PUT',
      token: teacher.idToken,
      json: {
        ...body,
        kind: 'list',
        scenarioIds: undefined,
        listId: unitList,
        practices: ['speaking', 'writing'],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      kind: 'list',
      practices: ['writing', 'speaking'],
      title: 'Unidade 4',
    });
    expect(changed.body.scenarioIds).toBeUndefined();
    const elsewhere = apiPaths.academyAssignment({ classId: theirs, assignmentId: created.body.id });
    expect((await call(elsewhere, { method: 'DELETE', token: admin.idToken })).status).toBe(404);
    expect((await call(path, { method: 'DELETE', token: teacher.idToken })).body).toEqual({ deleted: true });
    expect((await testDb().collection('assignments').doc(created.body.id).get()).exists).toBe(false);
    expect((await call(path, { method: 'DELETE', token: teacher.idToken })).status).toBe(404);
  });

  it('shows staff each learner’s result in an assignment (done, late, in progress, not started), and its CSV', async () => {
    const db = testDb();
    const day = (offset: number) => addDays(today(), offset);
    /** Noon of a São Paulo day. */
    const noon = (offset: number) => new Date(`${day(offset)}T12:00:00-03:00`);
    const assignment = await createAssignment(
      db,
      ours,
      {
        kind: 'list',
        listId: unitList,
        practices: ['writing', 'speaking'],
        startsOn: day(-6),
        dueOn: day(-2),
        phrases: 2,
      },
      new Date(),
    );
    // Three more learners of the class, written straight into Firestore (no sign-ups), and what
    // each did: the signed-up learner both practices on time, one the last phrase a day late, one
    // a phrase only, one nothing.
    const suffix = randomUUID().slice(0, 8);
    const late = `late-${suffix}`;
    const partway = `partway-${suffix}`;
    const idle = `idle-${suffix}`;
    await seedLearner(late, {
      hasActivated: true,
      classId: ours,
      name: 'Bruno Atrasado',
      email: `${late}@example.com`,
    });
    await seedLearner(partway, { hasActivated: true, classId: ours, name: 'Carla Começou' });
    await seedLearner(idle, { hasActivated: true, classId: ours, name: 'Daniel Parado' });
    const [a = '', b = ''] = unit;
    const did = (uid: string, done: Record<string, { item: string; at: Date }[]>) =>
      db
        .collection('assignmentProgress')
        .doc(`${assignment.id}_${uid}`)
        .set({ uid, assignmentId: assignment.id, classId: ours, done });
    const items = (at: Date, ...texts: string[]) => texts.map((item) => ({ item, at }));
    await did(learner.uid, { writing: items(noon(-4), a, b), speaking: items(noon(-3), a, b) });
    await did(late, {
      writing: items(noon(-4), a, b),
      speaking: [...items(noon(-3), a), ...items(noon(-1), b)],
    });
    await did(partway, { writing: items(noon(-4), a) });

    const path = apiPaths.academyAssignmentResults({ classId: ours, assignmentId: assignment.id });
    const results = await call<AssignmentResults>(path, { token: teacher.idToken });
    expect(results.status, JSON.stringify(results.body)).toBe(200);
    expect(results.body).toMatchObject({
      assignment: { id: assignment.id, title: 'Unidade 4' },
      target: 2,
      pastDue: true,
    });
    const both = (writing: number, speaking: number) => [
      { practice: 'writing', target: 2, done: writing },
      { practice: 'speaking', target: 2, done: speaking },
    ];
    expect(
      results.body.learners.map(({ uid, result, progress, doneAt }) => ({ uid, result, progress, doneAt })),
    ).toEqual([
      { uid: learner.uid, result: 'done', progress: both(2, 2), doneAt: noon(-3).toISOString() },
      { uid: late, result: 'doneLate', progress: both(2, 2), doneAt: noon(-1).toISOString() },
      { uid: partway, result: 'inProgress', progress: both(1, 0), doneAt: null },
      { uid: idle, result: 'notStarted', progress: both(0, 0), doneAt: null },
    ]);
    const listed = await call<ClassAssignments>(apiPaths.academyAssignments({ classId: ours }), {
      token: teacher.idToken,
    });
    expect(listed.body.learners).toBe(4);
    expect(listed.body.done).toContainEqual({ assignmentId: assignment.id, learners: 2 });

    // The CSV Excel opens in Portuguese: a column per practice asked, states and days in Portuguese.
    const csv = await csvOf(
      apiPaths.academyAssignmentResultsCsv({ classId: ours, assignmentId: assignment.id }),
      teacher.idToken,
    );
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="turma-[a-z0-9-]+-tarefa\.csv"$/,
    );
    const brazilian = (offset: number) => day(offset).split('-').reverse().join('/');
    expect(csv.lines).toEqual([
      'Aluno;E-mail;Situação;Escrita (feitas de 2);Fala (feitas de 2);Concluída em',
      expect.stringMatching(/^Aluna [^;]+;[^;]*;Concluída;2;2;\d{2}\/\d{2}\/\d{4}$/),
      `Bruno Atrasado;${late}@example.com;Concluída com atraso;2;2;${brazilian(-1)}`,
      'Carla Começou;;Atrasada (em andamento);1;0;',
      'Daniel Parado;;Atrasada (não começou);0;0;',
    ]);

    // Roles: a teacher of another class, a learner; an assignment of another class is not found.
    const theirsAssignment = await createAssignment(
      db,
      theirs,
      { kind: 'scenarios', scenarioIds: ['cafeteria'], startsOn: day(0), dueOn: day(1), phrases: 1 },
      new Date(),
    );
    const notTheirs = await call(
      apiPaths.academyAssignmentResults({ classId: theirs, assignmentId: theirsAssignment.id }),
      { token: teacher.idToken },
    );
    expect([notTheirs.status, errorOf(notTheirs)]).toEqual([403, messages.academy.notYourClass]);
    const notTheirsCsv = await call(
      apiPaths.academyAssignmentResultsCsv({ classId: theirs, assignmentId: theirsAssignment.id }),
      { token: teacher.idToken },
    );
    expect(notTheirsCsv.status).toBe(403);
    expect((await call(path, { token: learner.idToken })).status).toBe(403);
    const elsewhere = await call(
      apiPaths.academyAssignmentResults({ classId: ours, assignmentId: theirsAssignment.id }),
      { token: admin.idToken },
    );
    expect([elsewhere.status, errorOf(elsewhere)]).toEqual([404, messages.assignments.unknownAssignment]);
  });
});
