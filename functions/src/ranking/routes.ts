import { Router } from 'express';
import { readRanking } from '../data/ranking';
import { firestore } from '../services/firebase-admin';
import type { RankingEntry } from '../shared/contract';
import { routes } from '../shared/contract';
import { cached } from './ranking-cache';

/**
 * How stale the public ranking may be, per instance in memory and at the Hosting CDN. The
 * RANKING_CACHE_SECONDS environment variable overrides it (the test stack uses 1 s).
 */
const RANKING_TTL_SECONDS = Number(process.env.RANKING_CACHE_SECONDS ?? 30);

const ranking = cached(RANKING_TTL_SECONDS * 1000, () => readRanking(firestore()));

export const rankingRouter = Router();

rankingRouter.get(routes.ranking, async (_req, res) => {
  const body: RankingEntry[] = await ranking();
  res
    .set('Cache-Control', `public, max-age=${RANKING_TTL_SECONDS}, s-maxage=${RANKING_TTL_SECONDS}`)
    .json(body);
});
