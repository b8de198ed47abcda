/**
 * createRankings (what the ranking routes serve) on the emulator's Firestore, without the HTTP
 * stack: what each ranking answers, and its cache. The weekly clock is in weeks of its own (in
 * 2098), and every learner seeded here carries the test's stamp, so other tests' learners in
 * the same database are filtered out.
 */
import { describe, expect, it } from 'vitest';
import { academyWeek, addDays } from '../../src/data/calendar';
import { createRankings } from '../../src/ranking/rankings';
import type { RankingEntry } from '../../src/shared/contract';
import { testDb } from './admin';

const HOUR_MS = 3_600_000;
const stamp = Date.now();
/** Above every other test's learner: ours are in the all-time top 100 whatever else is stored. */
const top = 3_000_000_000 + (stamp % 1_000_000) * 10;

const ours = (entries: RankingEntry[]) => entries.filter((entry) => entry.id.endsWith(`-${stamp}`));

async function seedUser(id: string, totalPoints: number) {
  await testDb()
    .collection('users')
    .doc(`${id}-${stamp}`)
    .set({ name: id, pointsWriting: totalPoints, totalPoints });
}

/** A week's points and the learner's record, where the ranking reads the name. */
async function seedWeek(id: string, week: string, totalPoints: number) {
  const uid = `${id}-${stamp}`;
  await Promise.all([
    testDb()
      .collection('weeklyPoints')
      .doc(`${week}_${uid}`)
      .set({ uid, week, pointsWriting: 0, pointsSpeaking: totalPoints, totalPoints }),
    testDb().collection('users').doc(uid).set({ name: id }, { merge: true }),
  ]);
}

describe('createRankings', () => {
  it('all time: learners best first, served again from the cache for its life', async () => {
    await Promise.all([seedUser('all-a', top), seedUser('all-b', top - 10)]);
    const rankings = createRankings({ db: testDb, now: () => new Date(), ttlMs: HOUR_MS });
    const first = ours(await rankings.allTime());
    expect(first).toEqual([
      { id: `all-a-${stamp}`, name: 'all-a', pointsWriting: top, pointsSpeaking: 0, totalPoints: top },
      {
        id: `all-b-${stamp}`,
        name: 'all-b',
        pointsWriting: top - 10,
        pointsSpeaking: 0,
        totalPoints: top - 10,
      },
    ]);
    await seedUser('all-b', top + 10);
    expect(ours(await rankings.allTime())).toEqual(first);
    const uncached = createRankings({ db: testDb, now: () => new Date(), ttlMs: 0 });
    expect(ours(await uncached.allTime()).map((entry) => entry.id)).toEqual([
      `all-b-${stamp}`,
      `all-a-${stamp}`,
    ]);
  });

  it('weekly: this week’s learners with the week’s Monday; a new week is read at once', async () => {
    let now = new Date('2098-03-11T12:00:00-03:00');
    const week = academyWeek(now);
    const next = addDays(week, 7);
    await Promise.all([
      seedWeek('week-a', week, 20),
      seedWeek('week-b', week, 30),
      seedWeek('week-c', next, 10),
    ]);
    const rankings = createRankings({ db: testDb, now: () => now, ttlMs: HOUR_MS });

    const first = await rankings.weekly();
    expect(first.weekStart).toBe(week);
    expect(ours(first.entries).map((entry) => [entry.id, entry.totalPoints])).toEqual([
      [`week-b-${stamp}`, 30],
      [`week-a-${stamp}`, 20],
    ]);
    await seedWeek('week-d', week, 40);
    expect(await rankings.weekly()).toEqual(first);

    now = new Date(`${next}T09:00:00-03:00`);
    const later = await rankings.weekly();
    expect(later.weekStart).toBe(next);
    expect(ours(later.entries).map((entry) => entry.id)).toEqual([`week-c-${stamp}`]);
  });
});
