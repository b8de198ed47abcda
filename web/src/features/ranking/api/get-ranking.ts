import type { RankingEntry } from '@shared/contract';
import { paths } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import { messages } from '../../../messages';

/** The public ranking, best first, with the spec's defaults for missing fields (§3). */
export async function getRanking(signal?: AbortSignal): Promise<RankingEntry[]> {
  const entries = await apiRequest<Partial<RankingEntry>[]>(paths.ranking, { authenticated: false, signal });
  return entries.map((entry, index) => ({
    id: entry.id ?? String(index),
    name: entry.name || messages.ranking.defaultName,
    pointsWriting: entry.pointsWriting ?? 0,
    pointsSpeaking: entry.pointsSpeaking ?? 0,
    totalPoints: entry.totalPoints ?? 0,
  }));
}
