import type { RankingEntry, WeeklyRanking } from '@shared/contract';
import { apiPaths } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import { messages } from '../../../messages';

/** An entry with the spec's defaults for missing fields (§3). */
function withDefaults(entry: Partial<RankingEntry>, index: number): RankingEntry {
  return {
    id: entry.id ?? String(index),
    name: entry.name || messages.ranking.defaultName,
    pointsWriting: entry.pointsWriting ?? 0,
    pointsSpeaking: entry.pointsSpeaking ?? 0,
    totalPoints: entry.totalPoints ?? 0,
  };
}

/** The public all-time ranking, best first. */
export async function getRanking(signal?: AbortSignal): Promise<RankingEntry[]> {
  const entries = await apiRequest<Partial<RankingEntry>[]>(apiPaths.ranking, {
    authenticated: false,
    signal,
  });
  return entries.map(withDefaults);
}

/** This academy week's public ranking, best first. */
export async function getWeeklyRanking(signal?: AbortSignal): Promise<WeeklyRanking> {
  const ranking = await apiRequest<WeeklyRanking>(apiPaths.weeklyRanking, { authenticated: false, signal });
  return { weekStart: ranking.weekStart, entries: ranking.entries.map(withDefaults) };
}
