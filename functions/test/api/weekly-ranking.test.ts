import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { academyWeek, addDays } from '../../src/data/calendar';
import { createApp } from '../../src/http/express-app';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { createRankingRouter } from '../../src/ranking/routes';
import {
  apiPaths,
  type ConversationResponse,
  type RankingEntry,
  type WeeklyRanking,
} from '../../src/shared/contract';
import { accountMark } from '../../src/shared/name-rules';
import { activatedUser, testDb } from './admin';
import { call, type TestUser } from './stack';

/** The test stack caches the rankings for 1 s (RANKING_CACHE_SECONDS). */
const CACHE_MS = 1100;

/**
 * Stores a learner's points for an academy week, as the point writes leave them, and the learner's
 * record, where the ranking reads the name.
 */
async function seedWeek(uid: string, week: string, name: string, pointsWriting: number, pointsSpeaking = 0) {
  await Promise.all([
    testDb()
      .collection('weeklyPoints')
      .doc(`${week}_${uid}`)
      .set({ uid, week, pointsWriting, pointsSpeaking, totalPoints: pointsWriting + pointsSpeaking }),
    testDb().collection('users').doc(uid).set({ name }, { merge: true }),
  ]);
}

async function weekly(): Promise<WeeklyRanking> {
  const result = await call<WeeklyRanking>(apiPaths.weeklyRanking);
  expect(result.status).toBe(200);
  return result.body;
}

/** Serves `audios` audios to a practice and saves its points, as the web app does. */
async function practise(user: TestUser, field: 'pointsWriting' | 'pointsSpeaking', points: number) {
  const practiceId = `practice-${randomUUID()}`;
  for (let i = 0; i < points / 10; i++) await consumeAudio(testDb(), user.uid, new Date(), practiceId);
  const path = field === 'pointsWriting' ? apiPaths.updateWritingPoints : apiPaths.updateSpeakingPoints;
  const saved = await call(path, {
    token: user.idToken,
    json: { userId: user.uid, [field]: points, practiceId },
  });
  expect(saved.status).toBe(200);
}

describe('GET /api/points/ranking/weekly', () => {
  it('is public and counts only this week’s points: last week’s are left out', async () => {
    const stamp = Date.now();
    const week = academyWeek(new Date());
    const top = 2_000_000_000 + (stamp % 1_000_000) * 10;
    await Promise.all([
      seedWeek(`week-old-${stamp}`, addDays(week, -7), 'Semana passada', top + 1000),
      seedWeek(`week-a-${stamp}`, week, 'Primeira da semana', top - 10, 10),
      seedWeek(`week-b-${stamp}`, week, '', top - 20),
    ]);
    await sleep(CACHE_MS);
    const result = await call<WeeklyRanking>(apiPaths.weeklyRanking);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(result.body.weekStart).toBe(week);
    const ours = result.body.entries.filter((entry) => entry.id.endsWith(`-${stamp}`));
    expect(ours).toEqual([
      {
        id: `week-a-${stamp}`,
        name: 'Primeira da semana',
        pointsWriting: top - 10,
        pointsSpeaking: 10,
        totalPoints: top,
      },
      {
        id: `week-b-${stamp}`,
        name: `Usuário ${accountMark(`week-b-${stamp}`)}`,
        pointsWriting: top - 20,
        pointsSpeaking: 0,
        totalPoints: top - 20,
      },
    ]);
    const totals = result.body.entries.map((entry) => entry.totalPoints);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(result.body.entries.length).toBeLessThanOrEqual(100);
  });

  it('adds practices and tutor replies in the write that credits them; the all-time list keeps everything', async () => {
    const user = await activatedUser('Semanal');
    // Points from before this week: on the all-time list, not on the weekly one.
    await testDb()
      .collection('users')
      .doc(user.uid)
      .set({ pointsWriting: 500, totalPoints: 500 }, { merge: true });
    await practise(user, 'pointsWriting', 30);
    await practise(user, 'pointsSpeaking', 20);
    const talked = await call<ConversationResponse>(apiPaths.conversation, {
      token: user.idToken,
      json: { prompt: 'Hello, I like to read books.' },
    });
    expect(talked.status).toBe(200);
    await sleep(CACHE_MS);

    const mine = (await weekly()).entries.find((entry) => entry.id === user.uid);
    expect(mine).toEqual({
      id: user.uid,
      name: 'Semanal',
      pointsWriting: 30,
      pointsSpeaking: 22,
      totalPoints: 52,
    });
    const allTime = (await call<RankingEntry[]>(apiPaths.ranking)).body.find(
      (entry) => entry.id === user.uid,
    );
    expect(allTime?.totalPoints).toBe(552);
  });

  it('race: 5 practices saved at once, each sent 4 times -> the week counts each once', async () => {
    const user = await activatedUser('Corrida');
    const practices = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const practiceId = `practice-${randomUUID()}`;
        for (let i = 0; i < 2; i++) await consumeAudio(testDb(), user.uid, new Date(), practiceId);
        return practiceId;
      }),
    );
    const saves = practices.flatMap((practiceId) =>
      Array.from({ length: 4 }, () =>
        call(apiPaths.updateWritingPoints, {
          token: user.idToken,
          json: { userId: user.uid, pointsWriting: 20, practiceId },
        }),
      ),
    );
    expect((await Promise.all(saves)).map((result) => result.status)).toEqual(Array(20).fill(200));
    const week = await testDb()
      .collection('weeklyPoints')
      .doc(`${academyWeek(new Date())}_${user.uid}`)
      .get();
    expect(week.data()).toMatchObject({ uid: user.uid, pointsWriting: 100, totalPoints: 100 });
  });

  it('50 concurrent visitors all get the list', async () => {
    await sleep(CACHE_MS);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call<WeeklyRanking>(apiPaths.weeklyRanking)),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((result) => result.body.weekStart)).size).toBe(1);
  });
});

/**
 * Counts the queries and document reads made through `db` (at the data module's boundary), and
 * the documents read by `getAll` (the learners' records).
 */
function countingReads(db: Firestore) {
  const reads = { queries: 0, documents: 0, records: 0 };
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(object, args);
          if (property === 'getAll' && result instanceof Promise) {
            return result.then((snapshots: unknown[]) => {
              reads.records += snapshots.length;
              return snapshots;
            });
          }
          if (property === 'get' && result instanceof Promise) {
            return result.then((snapshot: { size?: number }) => {
              reads.queries++;
              reads.documents += snapshot.size ?? 1;
              return snapshot;
            });
          }
          return typeof result === 'object' && result !== null && !(result instanceof Promise)
            ? wrap(result)
            : result;
        };
      },
    });
  return { db: wrap(db), reads };
}

/**
 * The route in this process on a counting Firestore, its clock in a week of its own (far in the
 * future), so that the 105 learners seeded there crowd no other test's ranking.
 */
describe('the weekly route, in process', () => {
  const now = new Date('2099-06-10T12:00:00-03:00');
  const week = academyWeek(now);
  const seeded = (async () => {
    await Promise.all(
      Array.from({ length: 105 }, (_, i) => seedWeek(`bulk-${i}`, week, `Aluno ${i}`, 10 + i)),
    );
  })();

  async function serve(db: Firestore) {
    await seeded;
    const server = createApp([
      createRankingRouter(
        () => db,
        () => now,
      ),
    ]).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const visit = async () =>
      (await (await fetch(`http://127.0.0.1:${port}${apiPaths.weeklyRanking}`)).json()) as WeeklyRanking;
    return { visit, close: () => server.close() };
  }

  it('lists the week’s best 100 learners, best first', async () => {
    const { visit, close } = await serve(testDb());
    try {
      const body = await visit();
      expect(body.weekStart).toBe('2099-06-08');
      expect(body.entries).toHaveLength(100);
      expect(body.entries[0]).toEqual({
        id: 'bulk-104',
        name: 'Aluno 104',
        pointsWriting: 114,
        pointsSpeaking: 0,
        totalPoints: 114,
      });
      expect(body.entries.at(-1)?.totalPoints).toBe(15);
    } finally {
      close();
    }
  });

  it('50 concurrent visitors cost one query of 100 documents and one read of their 100 records', async () => {
    const { db, reads } = countingReads(testDb());
    const { visit, close } = await serve(db);
    try {
      const bodies = await Promise.all(Array.from({ length: 50 }, visit));
      expect(bodies.every((body) => body.entries.length === 100)).toBe(true);
      expect(reads).toEqual({ queries: 1, documents: 100, records: 100 });
      // Another burst within the cache's life reads nothing.
      await Promise.all(Array.from({ length: 50 }, visit));
      expect(reads).toEqual({ queries: 1, documents: 100, records: 100 });
    } finally {
      close();
    }
  });
});
