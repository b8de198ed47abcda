import { apiPaths, type StartPracticeResponse, startPracticeResponseSchema } from '@shared/contract';
import type { Level, PracticeKind } from '@shared/rules';
import { apiRequest } from '../../../lib/api-client';

/** The phrases of a new practice, drawn by the server: reviews due first, then the level's. */
export function startPractice(
  practiceId: string,
  kind: PracticeKind,
  level?: Level,
): Promise<StartPracticeResponse> {
  return apiRequest(apiPaths.startPractice, startPracticeResponseSchema, {
    body: { practiceId, kind, level },
  });
}
