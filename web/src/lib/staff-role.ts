/**
 * The academy's roles, read from the signed-in user's ID token (custom claims set by
 * `npm run admin` and by an admin adding a teacher). The server checks them again on every
 * academy call: here they only decide what the screens show and whether to ask for anything.
 */
import { type AcademyRole, academyRoleOf } from '@shared/academy-role';
import { authStore } from './auth-store';
import { getFirebaseAuth } from './firebase';

export type StaffAccess = { signedIn: false } | { signedIn: true; role: AcademyRole | null };

/** A token older than this is fetched again on entering the academy, so a role just given or taken shows. */
const FRESH_FOR_MS = 5 * 60 * 1000;
let refreshedAt = 0;

/**
 * Who the signed-in user is to the academy: `admin`, `teacher` or null (a learner). `refresh`
 * asks Firebase for a new token (one request) unless one was fetched in the last minutes;
 * `force` always does (the "check again" button).
 */
export async function staffAccess({ refresh = false, force = false } = {}): Promise<StaffAccess> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return { signedIn: false };
  const renew = force || (refresh && Date.now() - refreshedAt > FRESH_FOR_MS);
  const { claims } = await user.getIdTokenResult(renew);
  const role = academyRoleOf(claims);
  if (renew) {
    refreshedAt = Date.now();
    // A fresh token is as current as the server's word: the navigation follows it.
    authStore.setRole(role);
  }
  return { signedIn: true, role };
}
