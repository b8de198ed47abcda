/** A class's assignments on the server (shared/assignment-payloads.ts): the list, save, delete, results. */
import type {
  Assignment,
  AssignmentResults,
  ClassAssignments,
  SaveAssignmentRequest,
} from '@shared/contract';
import {
  apiPaths,
  assignmentResultsSchema,
  assignmentSchema,
  classAssignmentsSchema,
  deleteAssignmentResponseSchema,
} from '@shared/contract';
import { apiBlob, apiRequest } from '../../../lib/api-client';

/** The class's assignments, the latest due first, and how many of its learners are done in each. */
export function getAssignments(classId: string): Promise<ClassAssignments> {
  return apiRequest(apiPaths.academyAssignments({ classId }), classAssignmentsSchema);
}

/** Creates the assignment (no `assignmentId`) or replaces it whole; answers it as saved. */
export function saveAssignment(
  classId: string,
  assignmentId: string | null,
  request: SaveAssignmentRequest,
): Promise<Assignment> {
  return assignmentId === null
    ? apiRequest(apiPaths.academyAssignments({ classId }), assignmentSchema, { body: request })
    : apiRequest(apiPaths.academyAssignment({ classId, assignmentId }), assignmentSchema, {
        method: 'PUT',
        body: request,
      });
}

export async function deleteAssignment(classId: string, assignmentId: string): Promise<void> {
  await apiRequest(apiPaths.academyAssignment({ classId, assignmentId }), deleteAssignmentResponseSchema, {
    method: 'DELETE',
  });
}

/** Each learner of the class and where they stand in the assignment. */
export function getAssignmentResults(classId: string, assignmentId: string): Promise<AssignmentResults> {
  return apiRequest(apiPaths.academyAssignmentResults({ classId, assignmentId }), assignmentResultsSchema);
}

/** The same as the CSV file the server makes (Excel in Portuguese). */
export function getAssignmentResultsCsv(classId: string, assignmentId: string): Promise<Blob> {
  return apiBlob(apiPaths.academyAssignmentResultsCsv({ classId, assignmentId }));
}
