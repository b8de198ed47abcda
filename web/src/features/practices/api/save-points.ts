import type { Points, UpdateSpeakingPointsRequest, UpdateWritingPointsRequest } from '@shared/contract';
import { apiPaths } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import type { PhrasePracticeKind } from '../session/practice-machine';

/**
 * Saves a finished practice's points (spec §7). The practice id makes a repeated save (a retry
 * after a lost answer) count once.
 */
export function savePoints(
  kind: PhrasePracticeKind,
  userId: string,
  points: number,
  practiceId: string,
): Promise<Points> {
  if (kind === 'writing') {
    const body: UpdateWritingPointsRequest = { userId, pointsWriting: points, practiceId };
    return apiRequest<Points>(apiPaths.updateWritingPoints, { body });
  }
  const body: UpdateSpeakingPointsRequest = { userId, pointsSpeaking: points, practiceId };
  return apiRequest<Points>(apiPaths.updateSpeakingPoints, { body });
}
