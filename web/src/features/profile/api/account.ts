/**
 * The learner's own account on the server, beside reading it (../../../lib/api-client.ts getMe)
 * and renaming it (../../../lib/update-me.ts): the notice accepted, the data taken, the account
 * deleted.
 */
import type { SignUpConsent, UserProfile } from '@shared/contract';
import { apiPaths, deleteMeResponseSchema, userProfileSchema } from '@shared/contract';
import { apiBlob, apiRequest } from '../../../lib/api-client';
import type { AuthUser } from '../../../lib/auth-user';

/**
 * Records that a learner who signed up before the current notice accepted it: create-user sent
 * again records the newer consent and changes nothing else (the contract's rule).
 */
export function acceptNotice(user: AuthUser, consent: SignUpConsent): Promise<UserProfile> {
  return apiRequest(apiPaths.createUser, userProfileSchema, {
    body: { uid: user.uid, email: user.email ?? '', name: null, consent },
  });
}

/** Everything the server keeps about the learner, as the JSON file it sends. */
export function exportAccount(): Promise<Blob> {
  return apiBlob(apiPaths.exportMe);
}

/** Deletes the account and every record about the learner (needs a recent sign-in). */
export async function deleteAccount(): Promise<void> {
  await apiRequest(apiPaths.me, deleteMeResponseSchema, { method: 'DELETE' });
}
