import type { UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * The learner's record (created on first call), read here for `hasActivated`. The same call as
 * lib/me.ts, kept in the gate's own chunk: imported from there, it would be a chunk of its own
 * on every practice's start (~110 B gz more on /talking, which has no room for it).
 */
export function getMe(): Promise<UserProfile> {
  return apiRequest(apiPaths.me, userProfileSchema);
}
