/**
 * Leaving, rejoining and renaming on the rankings (PATCH /api/users/me), through the running
 * stack: both lists at their next read, against credits racing the change, and the cache of the
 * instance that took it (in process: the test stack may serve two calls from two workers, each
 * with its own cache of RANKING_CACHE_SECONDS, 1 s here).
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { changeProfile } from '../../src/account/update-profile';
import { academyDay, academyWeek, addDays } from '../../src/data/calendar';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { createRankings } from '../../src/ranking/rankings';
import {
  apiPaths,
  type RankingEntry,
  type UpdateMeResponse,
  type WeeklyRanking,
} from '../../src/shared/contract';
import { activatedUser, seedLearner, testDb } from './admin';
import { call, type TestUser } from './stack';

/** The test stack caches each ranking for 1 s (RANKING_CACHE_SECONDS). */
const CACHE_MS = 1100;

/** The learner's entries on the all-time and the weekly list, read once the caches have lapsed. */
async function onRankings(uid: string) {
  await sleep(CACHE_MS);
  const [allTime, weekly] = await Promise.all([
    call<RankingEntry[]>(apiPaths.ranking),
    call<WeeklyRanking>(apiPaths.weeklyRanking),
  ]);
  return {
    allTime: allTime.body.find((entry) => entry.id === uid) ?? null,
    weekly: weekly.body.entries.find((entry) => entry.id === uid) ?? null,
  };
}

/** Points far above every other test's learners, so the learner is in both top 100s. */
async function topLearner(name: string): Promise<TestUser> {
  const user = await activatedUser(name);
  const practiceId = `practice-${randomUUID()}`;
  await consumeAudio(testDb(), user.uid, new Date(), practiceId);
  const saved = await call(apiPaths.updateWritingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsWriting: 10, practiceId },
  });
  expect(saved.status).toBe(200);
  // Far above everyone on both lists (the week's document as the credit left it, raised).
  const top = 4_000_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
  await testDb().collection('users').doc(user.uid).update({ totalPoints: top });
  const week = await testDb().collection('weeklyPoints').where('uid', '==', user.uid).get();
  await week.docs[0]?.ref.update({ totalPoints: top });
  return user;
}

const patch = (user: TestUser, json: unknown) =>
  call<UpdateMeResponse>(apiPaths.me, { method: 'PATCH', token: user.idToken, json });

/** 20 practices with one audio each, served over three days (10 audios is a day's limit). */
async function twentyPractices(user: TestUser): Promise<string[]> {
  const ids = Array.from({ length: 20 }, () => `practice-${randomUUID()}`);
  const today = academyDay(new Date());
  for (const [i, practiceId] of ids.entries()) {
    const served = i % 3 === 0 ? new Date() : new Date(`${addDays(today, -(i % 3))}T12:00:00-03:00`);
    const grant = await consumeAudio(testDb(), user.uid, served, practiceId);
    expect(grant.granted).toBe(true);
  }
  return ids;
}

const credit = (user: TestUser, practiceId: string) =>
  call(apiPaths.updateWritingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsWriting: 10, practiceId },
  });

describe('leaving and rejoining the rankings', () => {
  it('a learner who leaves is on neither list at the next read; back, with every point, on both', async () => {
    const user = await topLearner('Visível');
    const shown = await onRankings(user.uid);
    expect(shown.allTime?.name).toBe('Visível');
    expect(shown.weekly?.name).toBe('Visível');

    const left = await patch(user, { showOnRanking: false });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ name: 'Visível', hasOwnName: true, showOnRanking: false });
    expect(await onRankings(user.uid)).toEqual({ allTime: null, weekly: null });

    expect((await patch(user, { showOnRanking: true })).body.showOnRanking).toBe(true);
    expect(await onRankings(user.uid)).toEqual(shown);
  });

  it('a record from before the switch (no field) is on the rankings', async () => {
    const uid = `antigo-${randomUUID()}`;
    await seedLearner(uid, {
      name: 'Registro antigo',
      totalPoints: 4_100_000_000,
      pointsWriting: 4_100_000_000,
    });
    expect((await testDb().collection('users').doc(uid).get()).get('showOnRanking')).toBeUndefined();
    expect((await onRankings(uid)).allTime?.name).toBe('Registro antigo');
  });

  it('race: leaving while 20 credits land -> on neither list afterwards, every credit counted', async () => {
    const user = await topLearner('Corrida oculta');
    const practices = await twentyPractices(user);
    const results = await Promise.all([
      patch(user, { showOnRanking: false }),
      ...practices.map((id) => credit(user, id)),
    ]);
    expect(results.map((result) => result.status)).toEqual(Array(21).fill(200));
    expect(await onRankings(user.uid)).toEqual({ allTime: null, weekly: null });
    const stored = (await testDb().collection('users').doc(user.uid).get()).data();
    expect(stored).toMatchObject({ showOnRanking: false, pointsWriting: 210 });
  });
});

describe('renaming', () => {
  it('shows the new name on both lists at the next read', async () => {
    const user = await topLearner('Nome antigo');
    expect((await patch(user, { name: 'Nome novo' })).body).toEqual({
      name: 'Nome novo',
      hasOwnName: true,
      showOnRanking: true,
    });
    const ranked = await onRankings(user.uid);
    expect(ranked.allTime?.name).toBe('Nome novo');
    expect(ranked.weekly?.name).toBe('Nome novo');
  });

  it('race: a rename while 20 credits land -> the new name on both lists, never the old one again', async () => {
    const user = await topLearner('Antes da corrida');
    const practices = await twentyPractices(user);
    const results = await Promise.all([
      patch(user, { name: 'Depois da corrida' }),
      ...practices.map((id) => credit(user, id)),
    ]);
    expect(results.map((result) => result.status)).toEqual(Array(21).fill(200));
    const ranked = await onRankings(user.uid);
    expect([ranked.allTime?.name, ranked.weekly?.name]).toEqual(['Depois da corrida', 'Depois da corrida']);
    const weeks = await testDb().collection('weeklyPoints').where('uid', '==', user.uid).get();
    expect(JSON.stringify(weeks.docs.map((doc) => doc.data()))).not.toContain('Antes da corrida');
  });
});

describe('the rankings of the instance that took the change (in process)', () => {
  it('are read again at the next request, whatever their cache time', async () => {
    const uid = `instancia-${randomUUID()}`;
    await seedLearner(uid, { name: 'Em cache', totalPoints: 4_200_000_000, pointsWriting: 4_200_000_000 });
    const hour = 3_600_000;
    const thisInstance = createRankings({ db: testDb, now: () => new Date(), ttlMs: hour });
    const otherInstance = createRankings({ db: testDb, now: () => new Date(), ttlMs: hour });
    const find = async (rankings: typeof thisInstance) =>
      (await rankings.allTime()).find((entry) => entry.id === uid)?.name ?? null;
    expect([await find(thisInstance), await find(otherInstance)]).toEqual(['Em cache', 'Em cache']);

    const newUser = { name: 'Em cache', email: null, stillCurrent: async () => true };
    await changeProfile({ db: testDb(), uid, newUser, change: { name: 'Renomeada' } });
    // Both live in this process, the one that took the change: each forgets its cache.
    expect(await find(thisInstance)).toBe('Renomeada');
    await changeProfile({ db: testDb(), uid, newUser, change: { showOnRanking: false } });
    expect(await find(otherInstance)).toBeNull();
  });
});

describe('a ranking whose best learners left it (in process, a week of its own)', () => {
  it('still lists 100 learners, reading further down: none of those who left', async () => {
    const now = new Date('2097-04-16T12:00:00-03:00');
    const week = academyWeek(now);
    const stamp = randomUUID().slice(0, 8);
    const batch = testDb().batch();
    for (let i = 0; i < 120; i++) {
      const uid = `saiu-${stamp}-${i}`;
      batch.set(testDb().collection('weeklyPoints').doc(`${week}_${uid}`), {
        uid,
        week,
        pointsWriting: 10 + i,
        pointsSpeaking: 0,
        totalPoints: 10 + i,
      });
      // The 10 best left the ranking.
      batch.set(testDb().collection('users').doc(uid), { name: `Aluno ${i}`, showOnRanking: i < 110 });
    }
    await batch.commit();
    const rankings = createRankings({ db: testDb, now: () => now, ttlMs: 0 });
    const { entries } = await rankings.weekly();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.id).toBe(`saiu-${stamp}-109`);
    expect(entries.at(-1)?.id).toBe(`saiu-${stamp}-10`);
  });
});
