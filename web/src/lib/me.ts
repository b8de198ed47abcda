/**
 * The signed-in learner's record (GET /api/users/me), as the profile, the first step after sign-up
 * and the home page's call to activate read it (a practice's start has its own read:
 * features/practice/api/get-me.ts).
 */
import type { UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from './api-client';

/** The learner's record (created on first call): the ranking name, the activation, the switch, the notice accepted. */
export function getMe(): Promise<UserProfile> {
  return apiRequest(apiPaths.me, userProfileSchema);
}
