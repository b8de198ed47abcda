/** The academy's classes on the server (docs/api.md): the list, one class's page, and the admin's edits. */
import type {
  ClassList,
  ClassPage,
  ClassSummary,
  CreateClassRequest,
  LearnerPage,
  UpdateClassRequest,
} from '@shared/contract';
import {
  apiPaths,
  classListSchema,
  classPageSchema,
  classSummarySchema,
  learnerPageSchema,
} from '@shared/contract';
import * as v from 'valibot';
import { apiBlob, apiRequest } from '../../../lib/api-client';

/** The caller's classes (an admin's: all), archived ones last, and whether they may manage them. */
export function getClasses(): Promise<ClassList> {
  return apiRequest(apiPaths.academyClasses, classListSchema);
}

export function createClass(request: CreateClassRequest): Promise<ClassSummary> {
  return apiRequest(apiPaths.academyClasses, classSummarySchema, { body: request });
}

/** Rename, set or clear the end date, archive or bring back; the page is read again after. */
export async function updateClass(classId: string, change: UpdateClassRequest): Promise<void> {
  await apiRequest(apiPaths.academyClass({ classId }), v.unknown(), { method: 'PATCH', body: change });
}

/** The class, its learners with this week's figures, and what it missed this week. */
export function getClassPage(classId: string): Promise<ClassPage> {
  return apiRequest(apiPaths.academyClass({ classId }), classPageSchema);
}

/** One learner of the class, drilled down: their practices, misses, sounds, corrections and assignments. */
export function getLearnerPage(classId: string, learnerId: string): Promise<LearnerPage> {
  return apiRequest(apiPaths.academyLearner({ classId, learnerId }), learnerPageSchema);
}

/** The class page's learners as the CSV file the server makes (Excel in Portuguese). */
export function getClassCsv(classId: string): Promise<Blob> {
  return apiBlob(apiPaths.academyClassCsv({ classId }));
}

/**
 * The account with this e-mail becomes a teacher of the class; true when the address is only
 * invited (no account has it confirmed yet: the role waits for the confirmation).
 */
export async function addTeacher(classId: string, email: string): Promise<boolean> {
  const summary = await apiRequest(apiPaths.academyTeachers({ classId }), classSummarySchema, {
    body: { email },
  });
  return summary.invited.includes(email.trim().toLowerCase());
}

/** Takes a teacher (their uid) off the class, or withdraws the invite to an address. */
export async function removeTeacher(classId: string, teacherId: string): Promise<void> {
  await apiRequest(apiPaths.academyTeacher({ classId, teacherId }), v.unknown(), { method: 'DELETE' });
}
