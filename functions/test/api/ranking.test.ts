import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { apiPaths, type RankingEntry } from '../../src/shared/contract';
import { accountMark } from '../../src/shared/name-rules';
import { testDb } from './admin';
import { call } from './stack';

/** The test stack caches the ranking for 1 s (RANKING_CACHE_SECONDS). */
const CACHE_MS = 1100;

describe('GET /api/points/ranking', () => {
  it('is public, best first, with spec defaults and no emails', async () => {
    const db = testDb();
    const stamp = Date.now();
    const top = 1_000_000_000 + (stamp % 1_000_000) * 10;
    await Promise.all([
      db
        .collection('users')
        .doc(`rank-a-${stamp}`)
        .set({
          name: 'Primeira',
          email: 'a@example.com',
          pointsWriting: top - 10,
          pointsSpeaking: 10,
          totalPoints: top,
        }),
      db
        .collection('users')
        .doc(`rank-b-${stamp}`)
        .set({ name: '', totalPoints: top - 20, email: 'b@example.com' }),
      db
        .collection('users')
        .doc(`rank-c-${stamp}`)
        .set({ name: 'Terceira', totalPoints: top - 30, pointsSpeaking: top - 30 }),
    ]);
    await sleep(CACHE_MS);
    const result = await call<RankingEntry[]>(apiPaths.ranking);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const ours = result.body.filter((entry) => entry.id.endsWith(`-${stamp}`));
    expect(ours).toEqual([
      {
        id: `rank-a-${stamp}`,
        name: 'Primeira',
        pointsSpeaking: 10,
        pointsWriting: top - 10,
        totalPoints: top,
      },
      {
        id: `rank-b-${stamp}`,
        // No name of its own: the default and its mark (name-rules.ts shownName).
        name: `Usuário ${accountMark(`rank-b-${stamp}`)}`,
        pointsSpeaking: 0,
        pointsWriting: 0,
        totalPoints: top - 20,
      },
      {
        id: `rank-c-${stamp}`,
        name: 'Terceira',
        pointsSpeaking: top - 30,
        pointsWriting: 0,
        totalPoints: top - 30,
      },
    ]);
    expect(JSON.stringify(result.body)).not.toContain('@');
    const totals = result.body.map((entry) => entry.totalPoints);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(result.body.length).toBeLessThanOrEqual(100);
  });

  it('lists at most 100 learners, and none without points', async () => {
    const db = testDb();
    const batch = db.batch();
    for (let i = 0; i < 105; i++) {
      batch.set(db.collection('users').doc(`bulk-${Date.now()}-${i}`), {
        name: `Aluno ${i}`,
        totalPoints: 10 + i,
      });
    }
    batch.set(db.collection('users').doc(`zero-${Date.now()}`), { name: 'Sem pontos', totalPoints: 0 });
    await batch.commit();
    await sleep(CACHE_MS);
    const result = await call<RankingEntry[]>(apiPaths.ranking);
    expect(result.body).toHaveLength(100);
    expect(result.body.every((entry) => entry.totalPoints > 0)).toBe(true);
  });
});
