import type { CreateUserRequest, SignUpConsent, UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth-user';

/**
 * Records a new learner in the product, with the privacy notice they accepted. `name` is only
 * what the learner typed: without one the server picks the ranking name by its own rule (a
 * Google account's "Ana S.", never the full name Google gives).
 */
export function createUser(
  user: AuthUser,
  name: string | null,
  consent: SignUpConsent,
): Promise<UserProfile> {
  const body: CreateUserRequest = { uid: user.uid, email: user.email ?? '', name, consent };
  return apiRequest(apiPaths.createUser, userProfileSchema, { body });
}
