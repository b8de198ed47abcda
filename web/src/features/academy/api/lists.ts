/** The academy's phrase lists on the server (shared/list-payloads.ts): the list, one list, save, delete. */
import type { ListList, ListProblems, PhraseList, SaveListRequest } from '@shared/contract';
import {
  apiPaths,
  deleteListResponseSchema,
  listListSchema,
  listProblemsSchema,
  phraseListSchema,
} from '@shared/contract';
import * as v from 'valibot';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The lists the caller may see, by name, and whether they may make one for the whole academy. */
export function getLists(): Promise<ListList> {
  return apiRequest(apiPaths.academyLists, listListSchema);
}

export function getList(listId: string): Promise<PhraseList> {
  return apiRequest(apiPaths.academyList({ listId }), phraseListSchema);
}

/** Creates the list (no `listId`) or replaces it whole; answers it as saved. */
export function saveList(listId: string | null, request: SaveListRequest): Promise<PhraseList> {
  return listId === null
    ? apiRequest(apiPaths.academyLists, phraseListSchema, { body: request })
    : apiRequest(apiPaths.academyList({ listId }), phraseListSchema, { method: 'PUT', body: request });
}

export async function deleteList(listId: string): Promise<void> {
  await apiRequest(apiPaths.academyList({ listId }), deleteListResponseSchema, { method: 'DELETE' });
}

/** The refused lines of a save (its 422), or null when it failed otherwise. */
export function listProblemsOf(error: unknown): ListProblems | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const read = v.safeParse(listProblemsSchema, error.body);
  return read.success && read.output.problems.length > 0 ? read.output : null;
}
