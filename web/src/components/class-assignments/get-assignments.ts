import { apiPaths, type LearnerAssignment, learnerAssignmentsSchema } from '@shared/contract';
import { apiRequest } from '../../lib/api-client';

/** The signed-in learner's class tasks that count today, the first due first (none: no class). */
export async function getAssignments(): Promise<LearnerAssignment[]> {
  return (await apiRequest(apiPaths.assignments, learnerAssignmentsSchema)).assignments;
}
