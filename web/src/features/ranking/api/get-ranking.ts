import type { ClassRanking, RankingEntry, WeeklyRanking } from '@shared/contract';
import { apiPaths, classRankingSchema, rankingSchema, weeklyRankingSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** The public all-time ranking, best first (the server fills in missing fields: docs/api.md). */
export function getRanking(): Promise<RankingEntry[]> {
  return apiRequest(apiPaths.ranking, rankingSchema, { authenticated: false });
}

/** This academy week's public ranking, best first. */
export function getWeeklyRanking(): Promise<WeeklyRanking> {
  return apiRequest(apiPaths.weeklyRanking, weeklyRankingSchema, { authenticated: false });
}

/** The signed-in learner's classmates on the rankings, all-time points, best first (with the token). */
export function getClassRanking(): Promise<ClassRanking> {
  return apiRequest(apiPaths.classRanking, classRankingSchema);
}
