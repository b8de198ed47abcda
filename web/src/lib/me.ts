/** The signed-in learner's record (GET /api/users/me): the profile, the practices' start, the first step after sign-up and the home page's call to activate read it. */
import type { UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from './api-client';

/** The learner's record (created on first call): the ranking name, the activation, the switch, the notice accepted. */
export function getMe(): Promise<UserProfile> {
  return apiRequest(apiPaths.me, userProfileSchema);
}
