/**
 * The name others see (src/shared/name-rules.ts `shownName`), through the running stack: learners
 * without a name of their own are told apart by their account's mark on every list that shows
 * them (the all-time, weekly and class rankings, the class page, its CSV, the class's keys), a
 * rename shows everywhere at the next read, and an activated learner who sends a spent key is told the
 * account is already active.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createClass } from '../../src/academy/class-store';
import { mintKeys } from '../../src/activation/class-key-store';
import { academyWeek } from '../../src/data/calendar';
import {
  apiPaths,
  type ClassKeys,
  type ClassPage,
  type ClassRanking,
  type RankingEntry,
  type UpdateMeResponse,
  type UserProfile,
  type ValidateKeyResponse,
  type WeeklyRanking,
} from '../../src/shared/contract';
import { accountMark } from '../../src/shared/name-rules';
import { activatedUser, seedKey, testDb, withRole } from './admin';
import { BASE_URL, call, signUp, type TestUser } from './stack';

/** The test stack caches the rankings for 1 s (RANKING_CACHE_SECONDS). */
const CACHE_MS = 1100;

const defaultNameOf = (user: TestUser) => `Usuário ${accountMark(user.uid)}`;

/** A class of its own and `count` keys for it, made as the academy's calls make them. */
async function classWithKeys(count: number) {
  const made = await createClass(testDb(), {
    name: `Nomes ${randomUUID().slice(0, 8)}`,
    endDate: null,
    now: new Date(),
  });
  if (!('created' in made)) throw new Error('class name taken');
  const { id: classId, name: className } = made.created;
  const keys = await mintKeys(testDb(), { classId, className, count, now: new Date() });
  return { classId, keys };
}

/** A learner and the key they used. */
type Learner = TestUser & { key: string };

/** A learner who signed up with `name` (none: the form's name left empty) and used `key`. */
async function learnerWith(key: string, name?: string): Promise<Learner> {
  const user = await signUp(name);
  const created = await call(apiPaths.createUser, {
    token: user.idToken,
    json: { uid: user.uid, email: user.email },
  });
  expect(created.status).toBe(201);
  const activated = await call(apiPaths.validateKey, {
    token: user.idToken,
    json: { userId: user.uid, activationKey: key },
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  return { ...user, key };
}

/**
 * Puts the learners at the top of the all-time and this week's rankings (other tests' learners
 * have far fewer points), as the point writes leave their records.
 */
async function atTheTop(learners: TestUser[]) {
  const week = academyWeek(new Date());
  const top = 3_000_000_000 + (Date.now() % 1_000_000) * 10;
  await Promise.all(
    learners.flatMap((learner, i) => {
      const totalPoints = top - i;
      return [
        testDb().collection('users').doc(learner.uid).update({ pointsWriting: totalPoints, totalPoints }),
        testDb()
          .collection('weeklyPoints')
          .doc(`${week}_${learner.uid}`)
          .set({ uid: learner.uid, week, pointsWriting: totalPoints, pointsSpeaking: 0, totalPoints }),
      ];
    }),
  );
}

/** The name of each of `learners` on every list that shows them, in that order. */
async function namesEverywhere(learners: Learner[], classId: string, admin: TestUser) {
  const [allTime, weekly, classRanking, classPage, classKeys, csv] = await Promise.all([
    call<RankingEntry[]>(apiPaths.ranking),
    call<WeeklyRanking>(apiPaths.weeklyRanking),
    call<ClassRanking>(apiPaths.classRanking, { token: learners[0]?.idToken }),
    call<ClassPage>(apiPaths.academyClass({ classId }), { token: admin.idToken }),
    call<ClassKeys>(apiPaths.academyKeys({ classId }), { token: admin.idToken }),
    fetch(`${BASE_URL}${apiPaths.academyClassCsv({ classId })}`, {
      headers: { Authorization: `Bearer ${admin.idToken}` },
    }).then((response) => response.text()),
  ]);
  const byId = (pairs: [unknown, unknown][]) => new Map(pairs);
  const lists = {
    allTime: byId(allTime.body.map((entry) => [entry.id, entry.name])),
    weekly: byId(weekly.body.entries.map((entry) => [entry.id, entry.name])),
    classRanking: byId(classRanking.body.entries.map((entry) => [entry.id, entry.name])),
    classPage: byId(classPage.body.learners.map((learner) => [learner.uid, learner.name])),
  };
  // The CSV's rows are "name;e-mail;...".
  const csvRows = byId(csv.split('\r\n').map((line) => [line.split(';')[1], line.split(';')[0]]));
  const usedBy = byId(classKeys.body.keys.map((key) => [key.key, key.usedBy]));
  return learners.map(({ uid, email, key }) => ({
    ...Object.fromEntries(Object.entries(lists).map(([list, names]) => [list, names.get(uid)])),
    keys: usedBy.get(key),
    csvRow: csvRows.get(email),
  }));
}

const everywhere = (name: string) => ({
  allTime: name,
  weekly: name,
  classRanking: name,
  classPage: name,
  keys: name,
  csvRow: name,
});

describe('the name others see', () => {
  it('tells apart learners without a name on every list, the same mark everywhere, never the e-mail; a rename shows at the next read', async () => {
    const admin = await withRole('admin');
    const { classId, keys } = await classWithKeys(3);
    const [first, second, named] = [
      await learnerWith(keys[0] ?? ''),
      await learnerWith(keys[1] ?? ''),
      await learnerWith(keys[2] ?? '', 'Carla Nomeada'),
    ] as [Learner, Learner, Learner];
    // Stored as the spec's create-user default: the mark is added where names are read.
    expect((await testDb().collection('users').doc(first.uid).get()).get('name')).toBe('Usuário');
    expect(defaultNameOf(first)).not.toBe(defaultNameOf(second));
    await atTheTop([first, second, named]);
    await sleep(CACHE_MS);

    const shown = await namesEverywhere([first, second, named], classId, admin);
    expect(shown).toEqual([
      everywhere(defaultNameOf(first)),
      everywhere(defaultNameOf(second)),
      everywhere('Carla Nomeada'),
    ]);
    expect(JSON.stringify(shown)).not.toContain('@');

    // The learner's own profile says it too, and that the name is not one they chose.
    const me = await call<UserProfile>(apiPaths.me, { token: first.idToken });
    expect(me.body).toMatchObject({ name: defaultNameOf(first), hasOwnName: false });

    // Renamed: the new name on every list at its next read (the instance that renamed drops its
    // cached rankings at once, the others within RANKING_CACHE_SECONDS).
    const renamed = await call<UpdateMeResponse>(apiPaths.me, {
      method: 'PATCH',
      token: first.idToken,
      json: { name: 'Amanda Primeira' },
    });
    expect(renamed.body).toEqual({ name: 'Amanda Primeira', hasOwnName: true, showOnRanking: true });
    await sleep(CACHE_MS);
    const [afterRename] = await namesEverywhere([first], classId, admin);
    expect(afterRename).toEqual(everywhere('Amanda Primeira'));
    expect((await call<UserProfile>(apiPaths.me, { token: first.idToken })).body).toMatchObject({
      name: 'Amanda Primeira',
      hasOwnName: true,
    });
  });

  it("a name that reads as a default is nobody's own: another learner's mark shows as one's own mark", async () => {
    const [mine, theirs] = await Promise.all([signUp(), signUp()]);
    const taken = await call<UpdateMeResponse>(apiPaths.me, {
      method: 'PATCH',
      token: mine.idToken,
      json: { name: defaultNameOf(theirs) },
    });
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ name: defaultNameOf(mine), hasOwnName: false, showOnRanking: true });
  });

  it('records stored before the rule (an empty name, the spec\'s "Usuário Anônimo") show with their mark', async () => {
    const stamp = Date.now();
    const top = 3_500_000_000 + (stamp % 1_000_000) * 10;
    const old = [`nomes-vazio-${stamp}`, `nomes-anonimo-${stamp}`];
    await Promise.all([
      testDb()
        .collection('users')
        .doc(old[0] as string)
        .set({ name: '', totalPoints: top }),
      testDb()
        .collection('users')
        .doc(old[1] as string)
        .set({ name: 'Usuário Anônimo', totalPoints: top - 1 }),
    ]);
    await sleep(CACHE_MS);
    const ranking = (await call<RankingEntry[]>(apiPaths.ranking)).body;
    expect(old.map((id) => ranking.find((entry) => entry.id === id)?.name)).toEqual(
      old.map((id) => `Usuário ${accountMark(id)}`),
    );
  });
});

describe('an activated learner and a key someone used (the link of a printed sheet)', () => {
  it('is told the account is already active, spends no attempt, and the key stays with its owner', async () => {
    const [learner, owner] = await Promise.all([activatedUser(), signUp()]);
    const spent = await seedKey({ redeemedBy: owner.uid });
    const result = await call<ValidateKeyResponse>(apiPaths.validateKey, {
      token: learner.idToken,
      json: { userId: learner.uid, activationKey: spent },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ success: true, message: '✅ Sua conta já está ativada.' });
    const attempts = await testDb().collection('keyAttempts').where('uid', '==', learner.uid).get();
    expect(attempts.size).toBe(1); // the activation's own, none for the spent key
    expect((await testDb().collection('activationKeys').doc(spent).get()).get('redeemedBy')).toBe(owner.uid);
  });
});
