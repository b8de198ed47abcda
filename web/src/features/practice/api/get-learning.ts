import { apiPaths, type LearnerProgress, learnerProgressSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in learner's level and review list in each practice (from the progress call). */
export async function getLearning(): Promise<LearnerProgress['learning']> {
  return (await apiRequest(apiPaths.progress, learnerProgressSchema)).learning;
}
