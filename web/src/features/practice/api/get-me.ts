import type { UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/** The learner's record (created on first call), read here for `hasActivated`. */
export function getMe(): Promise<UserProfile> {
  return apiRequest(apiPaths.me, userProfileSchema);
}
