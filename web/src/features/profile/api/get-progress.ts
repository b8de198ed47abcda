import type { LearnerProgress } from '@shared/contract';
import { apiPaths, learnerProgressSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** Everything the profile shows of the signed-in learner, in one call. */
export function getProgress(): Promise<LearnerProgress> {
  return apiRequest(apiPaths.progress, learnerProgressSchema);
}
