/** A class's link with seats on the server (docs/api.md): read, open or change its seats, close. */
import { apiPaths, type ClassLink, classLinkAnswerSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** The class's latest link, open or closed; null when it never had one. */
export async function getClassLink(classId: string): Promise<ClassLink | null> {
  return (await apiRequest(apiPaths.academyClassLink({ classId }), classLinkAnswerSchema)).link;
}

/** Opens a link with `seats`, or sets the open link's seats. */
export async function openClassLink(classId: string, seats: number): Promise<ClassLink | null> {
  return (
    await apiRequest(apiPaths.academyClassLink({ classId }), classLinkAnswerSchema, { body: { seats } })
  ).link;
}

export async function closeClassLink(classId: string): Promise<ClassLink | null> {
  return (
    await apiRequest(apiPaths.academyClassLink({ classId }), classLinkAnswerSchema, { method: 'DELETE' })
  ).link;
}
