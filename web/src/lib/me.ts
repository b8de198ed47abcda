/**
 * GET /api/users/me, the learner's record, for every screen that reads it. It also says the
 * account's academy role as Firebase Auth holds it now: the navigation remembers it, and a token
 * that does not carry it yet (or still does) is fetched again, so a teacher just added finds the
 * academy at once, and one removed loses it.
 */
import { type UserProfile, apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from './api-client';
import { authStore } from './auth-store';

export async function getMe(): Promise<UserProfile> {
  const profile = await apiRequest(apiPaths.me, userProfileSchema);
  authStore.setRole(profile.role);
  // Firebase is loaded already (the request needed its token). Offline, the next reading tries again.
  await import('./firebase').then((firebase) => firebase.matchTokenRole(profile.role)).catch(() => undefined);
  return profile;
}
