/**
 * The all-time and the weekly ranking.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   GET    /api/points/ranking
 *   GET    /api/points/ranking/weekly
 */
import { Router } from 'express';
import { config } from '../config';
import { firestore } from '../services/firebase-admin';
import type { RankingEntry, WeeklyRanking } from '../shared/contract';
import { apiRoutes } from '../shared/contract';
import { createRankings, type RankingsOptions } from './rankings';

/**
 * Both rankings (./rankings.ts: one Firestore query per instance and `ttlSeconds`,
 * RANKING_CACHE_SECONDS, whatever the number of visitors); browsers and the CDN may keep each
 * answer as long.
 */
export function createRankingRouter(
  db: RankingsOptions['db'],
  now: () => Date = () => new Date(),
  ttlSeconds: number = config().rankingCacheSeconds,
): Router {
  const rankings = createRankings({ db, now, ttlMs: ttlSeconds * 1000 });
  const cacheControl = `public, max-age=${ttlSeconds}, s-maxage=${ttlSeconds}`;

  const router = Router();
  router.get(apiRoutes.ranking, async (_req, res) => {
    const body: RankingEntry[] = await rankings.allTime();
    res.set('Cache-Control', cacheControl).json(body);
  });
  router.get(apiRoutes.weeklyRanking, async (_req, res) => {
    const body: WeeklyRanking = await rankings.weekly();
    res.set('Cache-Control', cacheControl).json(body);
  });
  return router;
}

export const rankingRouter = createRankingRouter(firestore);
