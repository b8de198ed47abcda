/** The signed-in learner's record on the server (GET and PATCH /api/users/me): the profile, the practices' start and the first step after sign-up read it. */
import type { UpdateMeRequest, UpdateMeResponse, UserProfile } from '@shared/contract';
import { apiPaths, updateMeResponseSchema, userProfileSchema } from '@shared/contract';
import { apiRequest } from './api-client';

/** The learner's record (created on first call): the ranking name, the activation, the switch, the notice accepted. */
export function getMe(): Promise<UserProfile> {
  return apiRequest(apiPaths.me, userProfileSchema);
}

/** Renames the learner or takes them off (or back onto) the rankings. */
export function updateMe(change: UpdateMeRequest): Promise<UpdateMeResponse> {
  return apiRequest(apiPaths.me, updateMeResponseSchema, { method: 'PATCH', body: change });
}
