/**
 * What GET /api/points/ranking and /ranking/weekly answer, apart from HTTP: the route sets the
 * caching headers; this reads Firestore, through a cache that makes each ranking one query per
 * instance and `ttlMs` whatever the number of visitors (the weekly one per week: a new week is
 * a new query at once).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyWeek } from '../data/calendar';
import { rankingsVersion } from '../data/ranking-changes';
import type { RankingEntry, WeeklyRanking } from '../shared/contract';
import { cached, cachedPerKey } from './ranking-cache';
import { readRanking, readWeeklyRanking } from './ranking-store';

export interface RankingsOptions {
  /** Called when a ranking is read: building the rankings (at module load) makes no Firestore client. */
  db: () => Firestore;
  /** Which academy week is this week. */
  now: () => Date;
  /**
   * How long a ranking once read is served again (RANKING_CACHE_SECONDS, in ms), unless this
   * instance changed what it shows (../data/ranking-changes.ts).
   */
  ttlMs: number;
}

export interface Rankings {
  /** Learners with points, best first, at most 100. */
  allTime(): Promise<RankingEntry[]>;
  /** This academy week's learners with points, best first, at most 100. */
  weekly(): Promise<WeeklyRanking>;
}

export function createRankings({ db, now, ttlMs }: RankingsOptions): Rankings {
  const allTime = cached(ttlMs, () => readRanking(db()), Date.now, rankingsVersion);
  const weekly = cachedPerKey(
    ttlMs,
    (week: string) => readWeeklyRanking(db(), week),
    Date.now,
    rankingsVersion,
  );
  return {
    allTime,
    async weekly() {
      const weekStart = academyWeek(now());
      return { weekStart, entries: await weekly(weekStart) };
    },
  };
}
