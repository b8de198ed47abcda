import { Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { readRanking, readWeeklyRanking } from '../data/ranking';
import { academyWeek } from '../domain/calendar';
import { firestore } from '../services/firebase-admin';
import type { RankingEntry, WeeklyRanking } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { cached, cachedPerKey } from './ranking-cache';

/**
 * Both rankings, each one Firestore query per instance and `ttlSeconds` (RANKING_CACHE_SECONDS)
 * whatever the number of visitors (the weekly one per week: a new week is a new query at once).
 */
export function createRankingRouter(
  db: () => Firestore,
  now: () => Date = () => new Date(),
  ttlSeconds: number = config().rankingCacheSeconds,
): Router {
  const ttlMs = ttlSeconds * 1000;
  const allTime = cached(ttlMs, () => readRanking(db()));
  const weekly = cachedPerKey(ttlMs, (week: string) => readWeeklyRanking(db(), week));
  const cacheControl = `public, max-age=${ttlSeconds}, s-maxage=${ttlSeconds}`;

  const router = Router();
  router.get(apiRoutes.ranking, async (_req, res) => {
    const body: RankingEntry[] = await allTime();
    res.set('Cache-Control', cacheControl).json(body);
  });
  router.get(apiRoutes.weeklyRanking, async (_req, res) => {
    const weekStart = academyWeek(now());
    const body: WeeklyRanking = { weekStart, entries: await weekly(weekStart) };
    res.set('Cache-Control', cacheControl).json(body);
  });
  return router;
}

export const rankingRouter = createRankingRouter(firestore);
