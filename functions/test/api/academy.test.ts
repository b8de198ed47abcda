/**
 * The academy's calls through the running stack with real emulator ID tokens (roles given as
 * custom claims, then a fresh sign-in), and their stores through the data module where a race or
 * a lost reply must be placed: classes, keys, redemption into a class, the class page and its
 * CSV, teachers, the role matrix over every academy call, and the counters under races.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { createClass } from '../../src/academy/class-store';
import { mintKeys } from '../../src/activation/class-key-store';
import { redeemKey } from '../../src/activation/key-store';
import { academyWeek, addDays } from '../../src/data/calendar';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { savePracticePoints } from '../../src/practice/saves/save-store';
import {
  type ApiRoute,
  type AudioLimitResponse,
  apiPaths,
  apiRoutes,
  type ClassKeys,
  type ClassList,
  type ClassRanking,
  type ClassSummary,
  type LearnerProgress,
  type StartPracticeResponse,
  type UserProfile,
} from '../../src/shared/contract';
import { addTeacher, classDoc, csvOf, learnerWith, mint, newClass, page, uniqueName } from './academy-steps';
import { seedLearner, testDb, verifiedUser, withRole } from './admin';
import { withCommits } from './faults';
import { call, errorOf, signIn, signUp, type TestUser } from './stack';

/** A drawn writing practice with two audios, finished: the first phrase right, the second missed. */
async function practise(user: TestUser): Promise<string[]> {
  const token = user.idToken;
  const practiceId = `practice-${randomUUID()}`;
  const drawn = await call<StartPracticeResponse>(apiPaths.startPractice, {
    token,
    json: { practiceId, kind: 'writing' },
  });
  const phrases = drawn.body.phrases.map((phrase) => phrase.text).slice(0, 2);
  for (const text of phrases) {
    expect((await call(apiPaths.generateAudio, { token, json: { text, practiceId } })).status).toBe(200);
  }
  const results = [
    { phrase: phrases[0], result: 'right', tries: 1 },
    { phrase: phrases[1], result: 'right', tries: 2 },
  ];
  const saved = await call(apiPaths.updateWritingPoints, {
    token,
    json: { userId: user.uid, pointsWriting: 20, practiceId, final: true, results },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return phrases;
}

describe('classes', () => {
  it('an admin creates, renames, dates and archives them; a name is unique whatever its case', async () => {
    const admin = await withRole('admin');
    const name = uniqueName();
    const created = await newClass(admin, name);
    expect(created).toMatchObject({ name, endDate: null, archived: false, learners: 0, teachers: [] });
    expect(created.keys).toEqual({ free: 0, used: 0, revoked: 0 });

    const again = await call(apiPaths.academyClasses, {
      token: admin.idToken,
      json: { name: ` ${name.toUpperCase()}  ` },
    });
    expect(again.status).toBe(409);
    expect(errorOf(again)).toBe('Já existe uma turma com este nome. Escolha outro nome.');
    for (const [json, sentence] of [
      [{ name: '' }, 'O campo "name" está vazio ou curto demais.'],
      [{ name: 'x'.repeat(61) }, 'O campo "name" é longo demais.'],
      [{ name: 'Ok', endDate: '18/12/2026' }, 'O campo "endDate" é inválido.'],
      [{}, 'O campo "name" é obrigatório.'],
    ] as const) {
      const refused = await call(apiPaths.academyClasses, { token: admin.idToken, json });
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(errorOf(refused)).toBe(sentence);
    }

    const classId = created.id;
    const renamed = uniqueName('Renomeada');
    const patched = await call<ClassSummary>(apiPaths.academyClass({ classId }), {
      method: 'PATCH',
      token: admin.idToken,
      json: { name: renamed, endDate: '2026-12-18', archived: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ name: renamed, endDate: '2026-12-18', archived: true });
    // The old name is free again; the new one is taken.
    await newClass(admin, name);
    const clash = await call(apiPaths.academyClass({ classId }), {
      method: 'PATCH',
      token: admin.idToken,
      json: { name },
    });
    expect(clash.status).toBe(409);
    const empty = await call(apiPaths.academyClass({ classId }), {
      method: 'PATCH',
      token: admin.idToken,
      json: {},
    });
    expect(empty.status).toBe(400);
    const unknown = await call(apiPaths.academyClass({ classId: 'naoexiste123' }), {
      method: 'PATCH',
      token: admin.idToken,
      json: { archived: true },
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe('Turma não encontrada.');

    const list = await call<ClassList>(apiPaths.academyClasses, { token: admin.idToken });
    expect(list.status).toBe(200);
    expect(list.body.canManage).toBe(true);
    const mine = list.body.classes.find((each) => each.id === classId);
    expect(mine?.archived).toBe(true);
    // Archived classes come last.
    const firstArchived = list.body.classes.findIndex((each) => each.archived);
    expect(list.body.classes.slice(firstArchived).every((each) => each.archived)).toBe(true);
  });
});

describe('keys and redemption into a class', () => {
  it('mints, lists with states and names, revokes a free key, and a learner joins the class', async () => {
    const admin = await withRole('admin');
    const { id: classId, name } = await newClass(admin);
    const [first = '', second = '', third = ''] = await mint(admin, classId, 3);
    for (const [count, sentence] of [
      [0, 'O campo "count" deve ser no mínimo 1.'],
      [201, 'O campo "count" deve ser no máximo 200.'],
      [1.5, 'O campo "count" deve ser um número inteiro.'],
    ] as const) {
      const refused = await call(apiPaths.academyKeys({ classId }), {
        token: admin.idToken,
        json: { count },
      });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toBe(sentence);
    }

    const learner = await learnerWith(first, 'Beatriz Lima');
    const me = await call<UserProfile>(apiPaths.me, { token: learner.idToken });
    expect(me.body.className).toBe(name);

    const revoked = await call(apiPaths.academyRevokeKey({ key: second }), {
      token: admin.idToken,
      json: {},
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ key: second, state: 'revoked' });
    // Again: nothing changes.
    expect(
      (await call(apiPaths.academyRevokeKey({ key: second }), { token: admin.idToken, json: {} })).status,
    ).toBe(200);
    const used = await call(apiPaths.academyRevokeKey({ key: first }), { token: admin.idToken, json: {} });
    expect(used.status).toBe(409);
    expect(errorOf(used)).toBe('Esta chave já foi usada e não pode ser revogada.');
    const unknown = await call(apiPaths.academyRevokeKey({ key: 'ABCDE-FGHJK-MNPQR-STVWX' }), {
      token: admin.idToken,
      json: {},
    });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe('Chave não encontrada.');
    // A revoked key activates nobody.
    const late = await signUp();
    const refused = await call(apiPaths.validateKey, {
      token: late.idToken,
      json: { userId: late.uid, activationKey: second },
    });
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toBe('❌ Esta chave foi cancelada pela academia. Peça uma nova chave.');

    const listed = await call<ClassKeys>(apiPaths.academyKeys({ classId }), { token: admin.idToken });
    const states = Object.fromEntries(listed.body.keys.map((key) => [key.key, key]));
    expect(states[first]).toMatchObject({ state: 'used', usedBy: 'Beatriz Lima' });
    expect(states[first]?.usedAt).toEqual(expect.any(String));
    expect(states[second]).toMatchObject({ state: 'revoked', usedBy: null });
    expect(states[third]).toMatchObject({ state: 'free', usedBy: null, revokedAt: null });
    expect(await classDoc(classId)).toMatchObject({ learners: 1, keysFree: 1, keysUsed: 1, keysRevoked: 1 });

    const csv = await csvOf(apiPaths.academyKeysCsv({ classId }), admin.idToken);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="turma-[a-z0-9-]+-chaves\.csv"$/,
    );
    const { lines } = csv;
    expect(lines[0]).toBe('Chave;Situação;Criada em;Usada por;Usada em;Revogada em');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes('Beatriz Lima'))).toMatch(
      /;usada;\d{2}\/\d{2}\/\d{4};Beatriz Lima;\d{2}\/\d{2}\/\d{4};$/,
    );

    const ranking = await call<ClassRanking>(apiPaths.classRanking, { token: learner.idToken });
    expect(ranking.body).toEqual({
      className: name,
      entries: [
        { id: learner.uid, name: 'Beatriz Lima', pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 },
      ],
      weekly: { weekStart: academyWeek(new Date()), entries: [] },
    });
    const outsider = await signUp();
    expect((await call(apiPaths.classRanking, { token: outsider.idToken })).body).toEqual({
      className: null,
      entries: [],
      weekly: { weekStart: academyWeek(new Date()), entries: [] },
    });
  });

  it('keys minted before classes with --note NAME are filed under the class of that name when it is made', async () => {
    const name = uniqueName('Legado');
    const keys = testDb().collection('activationKeys');
    const free = `LEGADF${randomUUID().replace(/\W/g, '').slice(0, 14)}`;
    await keys.doc(free).set({ note: name, redeemedBy: null, redeemedAt: null, createdAt: new Date() });
    const learner = await signUp('Legado Aluno');
    await seedLearner(learner.uid, { name: 'Legado Aluno', hasActivated: true });
    const spent = `LEGADU${randomUUID().replace(/\W/g, '').slice(0, 14)}`;
    await keys
      .doc(spent)
      .set({ note: name, redeemedBy: learner.uid, redeemedAt: new Date(), createdAt: new Date() });
    const admin = await withRole('admin');
    const created = await newClass(admin, name);
    expect(created).toMatchObject({ learners: 1, keys: { free: 1, used: 1, revoked: 0 } });
    expect((await keys.doc(free).get()).get('classId')).toBe(created.id);
    expect((await testDb().collection('users').doc(learner.uid).get()).get('classId')).toBe(created.id);
  });

  it('replaces a learner who lost their account: the old one leaves and loses its activation, a new key is minted', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const [key = ''] = await mint(admin, classId, 1);
    const lost = await learnerWith(key);
    const replaced = await call<{ key: string }>(
      apiPaths.academyReplaceLearner({ classId, learnerId: lost.uid }),
      {
        token: admin.idToken,
        json: {},
      },
    );
    expect(replaced.status).toBe(201);
    const again = await call(apiPaths.academyReplaceLearner({ classId, learnerId: lost.uid }), {
      token: admin.idToken,
      json: {},
    });
    expect(again.status).toBe(404);
    expect(errorOf(again)).toBe('Este aluno não está nesta turma.');
    expect(await classDoc(classId)).toMatchObject({ learners: 0, keysFree: 1, keysUsed: 1 });
    const record = (await testDb().collection('users').doc(lost.uid).get()).data();
    expect(record).toMatchObject({ hasActivated: false, classId: null });
    // The new key activates the learner's new account in the same class.
    const found = await learnerWith(replaced.body.key);
    expect((await testDb().collection('users').doc(found.uid).get()).get('classId')).toBe(classId);
  });
});

describe('the class page', () => {
  it('shows each learner with the week’s figures, the most missed phrases, and a CSV that opens in Excel', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const [a = '', b = ''] = await mint(admin, classId, 2);
    const active = await learnerWith(a, 'Ana Ativa');
    await learnerWith(b, 'Bruno Parado');
    const phrases = await practise(active);

    const shown = await page(admin.idToken, classId);
    expect(shown.status).toBe(200);
    expect(shown.body.learners.map((learner) => learner.name)).toEqual(['Ana Ativa', 'Bruno Parado']);
    const [ana, bruno] = shown.body.learners;
    expect(ana).toMatchObject({
      inactive: false,
      practicesThisWeek: 1,
      audiosThisWeek: 2,
      pointsThisWeek: 20,
      totalPoints: 20,
      streak: 1,
      levels: { writing: expect.any(String), speaking: null },
    });
    expect(ana?.activatedAt).toEqual(expect.any(String));
    expect(bruno).toMatchObject({ inactive: true, practicesThisWeek: 0, lastPractisedOn: null });
    // Answers counted, per practice: the phrase right at once is no miss.
    expect(shown.body.missedPhrases).toEqual({
      writing: [{ phrase: phrases[1], tries: 2, wrong: 1, learners: 1 }],
      speaking: [],
    });
    expect(shown.body.corrections).toEqual([]);

    const csv = await csvOf(apiPaths.academyClassCsv({ classId }), admin.idToken);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+-alunos\.csv"$/);
    const { lines } = csv;
    expect(lines[0]?.split(';')[0]).toBe('Nome');
    // Each cell as the page says it: the level in Portuguese, "Nunca" for no practice yet.
    expect(lines[1]).toMatch(
      /^Ana Ativa;aluno-.+@example\.com;\d{2}\/\d{2}\/\d{4};\d{2}\/\d{2}\/\d{4};não;1;2;0;20;20;1;(Iniciante|Intermediário|Avançado);$/,
    );
    expect(lines[2]).toMatch(
      /^Bruno Parado;aluno-.+@example\.com;\d{2}\/\d{2}\/\d{4};Nunca;sim;0;0;0;0;0;0;;$/,
    );
    expect(lines.join('\n')).not.toMatch(/beginner|intermediate|advanced/);
    expect((await page(admin.idToken, 'naoexiste123')).status).toBe(404);
  });

  it('reads consistently while 40 learners of the class save', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const db = testDb();
    const uids = Array.from({ length: 40 }, () => `page-${randomUUID()}`);
    await Promise.all(uids.map((uid) => seedLearner(uid, { hasActivated: true, classId })));
    const now = new Date();
    const saves = Promise.all(
      uids.map(async (uid) => {
        const practiceId = `practice-${randomUUID()}`;
        await consumeAudio(db, uid, now, practiceId);
        return savePracticePoints(db, uid, { practiceId, kind: 'writing', points: 10, final: true, now });
      }),
    );
    const reads = Promise.all(Array.from({ length: 5 }, () => page(admin.idToken, classId)));
    const [saved, pages] = await Promise.all([saves, reads]);
    expect(saved.every((each) => each.ok)).toBe(true);
    for (const each of pages) {
      expect(each.status).toBe(200);
      expect(each.body.learners).toHaveLength(40);
      for (const learner of each.body.learners) expect([0, 10]).toContain(learner.pointsThisWeek);
    }
    const after = await page(admin.idToken, classId);
    expect(after.body.learners.every((l) => l.pointsThisWeek === 10 && l.practicesThisWeek === 1)).toBe(true);
    expect(after.body.learners.every((l) => l.audiosThisWeek === 1)).toBe(true);
  });
});

describe('the class ranking', () => {
  it('orders the classmates by this week’s points beside all time, leaving out who chose not to show and, for the week, who earned nothing', async () => {
    const admin = await withRole('admin');
    const { id: classId, name } = await newClass(admin);
    const [a = '', b = '', c = '', d = ''] = await mint(admin, classId, 4);
    const ana = await learnerWith(a, 'Ana Veterana');
    const bruno = await learnerWith(b, 'Bruno Novato');
    const carla = await learnerWith(c, 'Carla Reservada');
    const dani = await learnerWith(d, 'Dani Parada');
    // Ana's earlier weeks: many points, the last of them a week ago, which this week's order ignores.
    const week = academyWeek(new Date());
    const lastWeek = addDays(week, -7);
    const db = testDb();
    await db.collection('users').doc(ana.uid).update({ pointsWriting: 300, totalPoints: 300 });
    await db
      .collection('weeklyPoints')
      .doc(`${lastWeek}_${ana.uid}`)
      .set({ uid: ana.uid, week: lastWeek, pointsWriting: 300, totalPoints: 300 });
    await practise(ana);
    await practise(bruno);
    await practise(bruno);
    await practise(carla);
    await db.collection('users').doc(carla.uid).update({ showOnRanking: false });

    const ranking = await call<ClassRanking>(apiPaths.classRanking, { token: dani.idToken });
    expect(ranking.status).toBe(200);
    const entry = (user: TestUser, name: string, points: number) => ({
      id: user.uid,
      name,
      pointsWriting: points,
      pointsSpeaking: 0,
      totalPoints: points,
    });
    expect(ranking.body).toEqual({
      className: name,
      entries: [
        entry(ana, 'Ana Veterana', 320),
        entry(bruno, 'Bruno Novato', 40),
        entry(dani, 'Dani Parada', 0),
      ],
      weekly: {
        weekStart: week,
        entries: [entry(bruno, 'Bruno Novato', 40), entry(ana, 'Ana Veterana', 20)],
      },
    });
    // Equal points this week: by name, as the all-time order breaks its ties.
    await practise(ana);
    const tied = await call<ClassRanking>(apiPaths.classRanking, { token: carla.idToken });
    expect(tied.body.weekly.entries.map((each) => [each.name, each.totalPoints])).toEqual([
      ['Ana Veterana', 40],
      ['Bruno Novato', 40],
    ]);
  });
});

describe('teachers', () => {
  it('are added by e-mail, see only their classes and read them; they manage nothing; removed, they lose the role', async () => {
    const admin = await withRole('admin');
    const [mine, other] = [await newClass(admin), await newClass(admin)];
    const teacher = await verifiedUser('Professora Clara');
    // An address no account holds is only invited (teacher-invites.test.ts follows it).
    const nobody = `ninguem-${randomUUID()}@example.com`;
    const invited = await call<ClassSummary>(apiPaths.academyTeachers({ classId: mine.id }), {
      token: admin.idToken,
      json: { email: nobody },
    });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ teachers: [], invited: [nobody] });
    const added = await call<ClassSummary>(apiPaths.academyTeachers({ classId: mine.id }), {
      token: admin.idToken,
      json: { email: teacher.email },
    });
    expect(added.status).toBe(200);
    expect(added.body.teachers).toEqual([
      { uid: teacher.uid, email: teacher.email, name: 'Professora Clara' },
    ]);

    const signedIn = await signIn(teacher.email);
    const list = await call<ClassList>(apiPaths.academyClasses, { token: signedIn.idToken });
    expect(list.body).toMatchObject({ canManage: false });
    expect(list.body.classes.map((each) => each.id)).toEqual([mine.id]);
    expect((await page(signedIn.idToken, mine.id)).status).toBe(200);
    const foreign = await page(signedIn.idToken, other.id);
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign)).toBe('Você não é professor desta turma.');

    const removed = await call(apiPaths.academyTeacher({ classId: mine.id, teacherId: teacher.uid }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(removed.status).toBe(200);
    expect((await getAuth().getUser(teacher.uid)).customClaims?.teacher).toBeUndefined();
    expect((await page(signedIn.idToken, mine.id)).status).toBe(403);
    const notThere = await call(apiPaths.academyTeacher({ classId: mine.id, teacherId: teacher.uid }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(notThere.status).toBe(404);
  });
});

describe("a class's daily audios", () => {
  const patch = (user: TestUser, classId: string, json: unknown) =>
    call<ClassSummary>(apiPaths.academyClass({ classId }), { method: 'PATCH', token: user.idToken, json });

  it('an admin sets them from 1 to 30 (a Portuguese 400 outside); a teacher sees them and cannot set them', async () => {
    const admin = await withRole('admin');
    const created = await newClass(admin);
    expect(created.dailyAudios).toBe(10);
    const classId = created.id;
    for (const dailyAudios of [0, 31, 2.5, -3]) {
      const refused = await patch(admin, classId, { dailyAudios });
      expect(refused.status, String(dailyAudios)).toBe(400);
      expect(errorOf(refused)).toBe(
        'A cota diária de áudios da turma precisa ser um número inteiro de 1 a 30.',
      );
    }
    const text = await patch(admin, classId, { dailyAudios: '5' });
    expect(text.status).toBe(400);
    expect(errorOf(text)).toBe('O campo "dailyAudios" deve ser um número.');
    expect((await classDoc(classId))?.dailyAudios).toBeUndefined();

    const set = await patch(admin, classId, { dailyAudios: 30 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ dailyAudios: 30, name: created.name });

    const teacher = await verifiedUser();
    await addTeacher(admin, classId, teacher.email);
    const signedIn = await signIn(teacher.email);
    const list = await call<ClassList>(apiPaths.academyClasses, { token: signedIn.idToken });
    expect(list.body.classes.find((each) => each.id === classId)?.dailyAudios).toBe(30);
    expect((await page(signedIn.idToken, classId)).body.class.dailyAudios).toBe(30);
    const byTeacher = await patch(signedIn, classId, { dailyAudios: 5 });
    expect(byTeacher.status).toBe(403);
    expect((await classDoc(classId))?.dailyAudios).toBe(30);
  });

  it('are what its learners get: a class at 3 refuses the 4th audio with "3", racing requests never pass it, and a change applies at once', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    expect((await patch(admin, classId, { dailyAudios: 3 })).status).toBe(200);
    const [learner, other] = (await Promise.all(
      (await mint(admin, classId, 2)).map((key) => learnerWith(key)),
    )) as [TestUser, TestUser];
    const token = learner.idToken;
    const limitOf = async () =>
      (await call<AudioLimitResponse>(apiPaths.checkAudioLimit(learner.uid), { token })).body;
    expect(await limitOf()).toEqual({ canGenerateAudio: true, used: 0, limit: 3, remaining: 3 });
    const progress = await call<LearnerProgress>(apiPaths.progress, { token });
    expect(progress.body.audio).toEqual({ used: 0, limit: 3, remaining: 3 });
    const drawn = await call<StartPracticeResponse>(apiPaths.startPractice, {
      token,
      json: { practiceId: `practice-${randomUUID()}`, kind: 'writing' },
    });
    expect(drawn.body.phrases).toHaveLength(3);

    // Cached first by the other learner, so the race is about the counter.
    const text = drawn.body.phrases[0]?.text as string;
    expect((await call(apiPaths.generateAudio, { token: other.idToken, json: { text } })).status).toBe(200);
    const audio = () => call(apiPaths.generateAudio, { token, json: { text } });
    const answers = await Promise.all(Array.from({ length: 12 }, audio));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(9);
    for (const answer of refused) expect(errorOf(answer)).toBe('Você atingiu o limite de 3 áudios por dia.');
    expect(await limitOf()).toEqual({ canGenerateAudio: false, used: 3, limit: 3, remaining: 0 });
    const none = await call(apiPaths.startPractice, {
      token,
      json: { practiceId: `practice-${randomUUID()}`, kind: 'speaking' },
    });
    expect(none.status).toBe(429);
    expect(errorOf(none)).toBe(
      'Você atingiu o limite de 3 áudios por hoje. Volte amanhã para praticar de novo.',
    );

    // Raised mid-day: the new number at once, and racing requests stop at it.
    expect((await patch(admin, classId, { dailyAudios: 5 })).status).toBe(200);
    expect(await limitOf()).toMatchObject({ canGenerateAudio: true, used: 3, limit: 5, remaining: 2 });
    const more = await Promise.all(Array.from({ length: 8 }, audio));
    expect(more.filter((answer) => answer.status === 200)).toHaveLength(2);
    for (const answer of more.filter((each) => each.status !== 200)) {
      expect(errorOf(answer)).toBe('Você atingiu o limite de 5 áudios por dia.');
    }

    // Lowered below what was served: nothing taken back, nothing more served.
    expect((await patch(admin, classId, { dailyAudios: 2 })).status).toBe(200);
    const lowered = await audio();
    expect(lowered.status).toBe(429);
    expect(errorOf(lowered)).toBe('Você atingiu o limite de 2 áudios por dia.');
    expect(await limitOf()).toEqual({ canGenerateAudio: false, used: 5, limit: 2, remaining: 0 });
    expect((await call<LearnerProgress>(apiPaths.progress, { token })).body.audio).toEqual({
      used: 5,
      limit: 2,
      remaining: 0,
    });
  });
});

/** Every academy call with what a client sends, for a class, a learner of it and a free key. */
function academyCalls(classId: string, learnerId: string, key: string) {
  const teacherId = 'naoexiste123';
  return [
    ['GET', 'academyClasses', apiPaths.academyClasses, undefined, 'read'],
    ['POST', 'academyClasses', apiPaths.academyClasses, { name: uniqueName() }, 'manage'],
    ['GET', 'academyClass', apiPaths.academyClass({ classId }), undefined, 'read'],
    ['PATCH', 'academyClass', apiPaths.academyClass({ classId }), { endDate: '2026-12-18' }, 'manage'],
    ['GET', 'academyClassCsv', apiPaths.academyClassCsv({ classId }), undefined, 'read'],
    ['GET', 'academyKeys', apiPaths.academyKeys({ classId }), undefined, 'read'],
    ['POST', 'academyKeys', apiPaths.academyKeys({ classId }), { count: 1 }, 'manage'],
    ['GET', 'academyKeysCsv', apiPaths.academyKeysCsv({ classId }), undefined, 'read'],
    ['POST', 'academyRevokeKey', apiPaths.academyRevokeKey({ key }), {}, 'manage'],
    ['GET', 'academyLearner', apiPaths.academyLearner({ classId, learnerId }), undefined, 'read'],
    ['POST', 'academyReplaceLearner', apiPaths.academyReplaceLearner({ classId, learnerId }), {}, 'manage'],
    ['POST', 'academyTeachers', apiPaths.academyTeachers({ classId }), { email: 'x@example.com' }, 'manage'],
    ['DELETE', 'academyTeacher', apiPaths.academyTeacher({ classId, teacherId }), undefined, 'manage'],
    ['GET', 'academyClassLink', apiPaths.academyClassLink({ classId }), undefined, 'read'],
    ['POST', 'academyClassLink', apiPaths.academyClassLink({ classId }), { seats: 3 }, 'manage'],
    ['DELETE', 'academyClassLink', apiPaths.academyClassLink({ classId }), undefined, 'manage'],
  ] as const;
}

describe('the role matrix over every academy call', () => {
  it('anonymous 401, learner 403, teacher of another class 403, teacher reads only, admin everything', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const { id: otherId } = await newClass(admin);
    const [learnerKey = '', freeKey = ''] = await mint(admin, classId, 2);
    const learner = await learnerWith(learnerKey);
    const teacher = await verifiedUser();
    const stranger = await verifiedUser();
    for (const [who, id] of [
      [teacher, classId],
      [stranger, otherId],
    ] as const) {
      const added = await call(apiPaths.academyTeachers({ classId: id }), {
        token: admin.idToken,
        json: { email: who.email },
      });
      expect(added.status).toBe(200);
    }
    const [teacherToken, strangerToken] = [
      (await signIn(teacher.email)).idToken,
      (await signIn(stranger.email)).idToken,
    ];
    const calls = academyCalls(classId, learner.uid, freeKey);
    // Every academy route of the contract is in the matrix, but the syllabus's: a teacher changes
    // their classes' lists and assignments, so they have their own (phrase-lists.test.ts,
    // assignments.test.ts).
    const syllabus = ['academyList', 'academyAssignment'];
    const covered = new Set(calls.map(([method, route]) => `${method} ${apiRoutes[route as ApiRoute]}`));
    const academyRoutes = Object.entries(apiRoutes).filter(
      ([name]) => name.startsWith('academy') && !syllabus.some((prefix) => name.startsWith(prefix)),
    );
    expect(academyRoutes.every(([, path]) => [...covered].some((each) => each.endsWith(` ${path}`)))).toBe(
      true,
    );

    const outcome = (status: number) => (status < 300 ? 'ok' : String(status));
    const table: Record<string, string[]> = {};
    for (const [method, , path, json, access] of calls) {
      const row: string[] = [];
      for (const token of [undefined, learner.idToken, strangerToken, teacherToken]) {
        const result = await call(path, { method, token, json });
        row.push(outcome(result.status));
        if (result.status >= 400) expect(errorOf(result)).toMatch(/[a-zà-ú]/i);
      }
      table[`${method} ${path} (${access})`] = row;
    }
    for (const [name, row] of Object.entries(table)) {
      const listing = name.startsWith('GET /api/academy/classes (');
      const reads = name.endsWith('(read)');
      // The class list answers a teacher of another class with their own classes (not this one).
      const expected = ['401', '403', listing ? 'ok' : '403', reads ? 'ok' : '403'];
      expect(row, name).toEqual(expected);
    }
    const strangerList = await call<ClassList>(apiPaths.academyClasses, { token: strangerToken });
    expect(strangerList.body.classes.map((each) => each.id)).toEqual([otherId]);
    expect(JSON.stringify(strangerList.body)).not.toContain(learner.uid);

    // The admin, last (the replacement and the revocation change what they act on).
    // (Removing a teacher names nobody here: 404, after the role was checked; adding one invites
    // an address no account holds.)
    for (const [method, route, path, json] of calls) {
      const result = await call(path, { method, token: admin.idToken, json });
      const ok = route === 'academyTeacher' ? result.status === 404 : result.status < 300;
      expect(ok, `${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`).toBe(true);
    }
  });
});

describe('races and lost replies', () => {
  it('two admins minting for one class at once: every key counted', async () => {
    const [one, two] = await Promise.all([withRole('admin'), withRole('admin')]);
    const { id: classId } = await newClass(one);
    const minted = await Promise.all([mint(one, classId, 40), mint(two, classId, 60), mint(one, classId, 7)]);
    expect(new Set(minted.flat()).size).toBe(107);
    expect(await classDoc(classId)).toMatchObject({ keysFree: 107, keysUsed: 0 });
  });

  it('a key revoked while a learner redeems it: exactly one wins, and the counters follow it', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const keys = await mint(admin, classId, 8);
    const learners = await Promise.all(keys.map(() => signUp()));
    const outcomes = await Promise.all(
      keys.map(async (key, i) => {
        const learner = learners[i] as TestUser;
        const [revoked, redeemed] = await Promise.all([
          call(apiPaths.academyRevokeKey({ key }), { token: admin.idToken, json: {} }),
          call(apiPaths.validateKey, {
            token: learner.idToken,
            json: { userId: learner.uid, activationKey: key },
          }),
        ]);
        return [revoked.status, redeemed.status];
      }),
    );
    for (const [revoked, redeemed] of outcomes) {
      expect([revoked, redeemed].filter((status) => status === 200)).toHaveLength(1);
    }
    const used = outcomes.filter(([, redeemed]) => redeemed === 200).length;
    console.log(`revoke vs redeem: ${used} redeemed, ${8 - used} revoked`);
    expect(await classDoc(classId)).toMatchObject({
      keysFree: 0,
      keysUsed: used,
      keysRevoked: 8 - used,
      learners: used,
    });
  });

  it('a mint and a redemption whose commit was applied but whose reply was lost count once', async () => {
    const db = testDb();
    const made = await createClass(db, { name: uniqueName('Falha'), endDate: null, now: new Date() });
    if (!('created' in made)) throw new Error('not created');
    const classId = made.created.id;
    let lost = 0;
    const losing = withCommits(db, async (real) => {
      const result = await real();
      if (lost++ === 0) throw Object.assign(new Error('reply lost'), { code: 14 });
      return result;
    });
    const keys = await mintKeys(losing, { classId, className: 'x', count: 5, now: new Date() });
    expect(keys).toHaveLength(5);
    expect(await classDoc(classId)).toMatchObject({ keysFree: 5 });

    lost = 0;
    const uid = `falha-${randomUUID()}`;
    await seedLearner(uid);
    expect(await redeemKey(losing, uid, keys[0] as string, new Date())).toBe('redeemed');
    expect(await classDoc(classId)).toMatchObject({ keysFree: 4, keysUsed: 1, learners: 1 });
  });
});

describe('deleting an account', () => {
  it('a learner leaves their class (the count follows, once); a teacher leaves teacherUids', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const [key = ''] = await mint(admin, classId, 1);
    const learner = await learnerWith(key);
    const teacher = await verifiedUser();
    await call(apiPaths.academyTeachers({ classId }), {
      token: admin.idToken,
      json: { email: teacher.email },
    });
    await sleep(1_100);
    for (const user of [learner, teacher]) {
      const fresh = await signIn(user.email);
      expect((await call(apiPaths.me, { method: 'DELETE', token: fresh.idToken })).status).toBe(200);
    }
    expect(await classDoc(classId)).toMatchObject({ learners: 0, keysUsed: 1, teacherUids: [] });
    const keys = await call<ClassKeys>(apiPaths.academyKeys({ classId }), { token: admin.idToken });
    expect(keys.body.keys[0]?.usedBy).toBe('conta excluída');
  });
});
