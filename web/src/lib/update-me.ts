/**
 * PATCH /api/users/me, for the profile and the first step after sign-up: apart from the read
 * (./api-client.ts getMe), so that a practice's start, which only reads the record, does not
 * download the rename's schema.
 */
import type { UpdateMeRequest, UpdateMeResponse } from '@shared/contract';
import { apiPaths, updateMeResponseSchema } from '@shared/contract';
import { apiRequest } from './api-client';

/** Renames the learner or takes them off (or back onto) the rankings. */
export function updateMe(change: UpdateMeRequest): Promise<UpdateMeResponse> {
  return apiRequest(apiPaths.me, updateMeResponseSchema, { method: 'PATCH', body: change });
}
