import type { CreateUserRequest, UserProfile } from '@shared/contract';
import { apiPaths, userProfileSchema } from '@shared/contract';
import { apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth-user';
import { messages } from '../../../messages';

/** Records a new learner in the product; the name defaults to 'Usuário'. */
export function createUser(user: AuthUser, name: string | null): Promise<UserProfile> {
  const body: CreateUserRequest = {
    uid: user.uid,
    email: user.email ?? '',
    name: name?.trim() || user.displayName || messages.auth.defaultName,
  };
  return apiRequest(apiPaths.createUser, userProfileSchema, { body });
}
