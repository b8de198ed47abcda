/**
 * The Firebase Admin SDK, initialised once. On the emulators the SDK finds
 * FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST in the environment by itself.
 */
import { initializeApp } from 'firebase-admin/app';
import { type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export const adminApp = initializeApp();

let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (!instance) {
    instance = getFirestore(adminApp);
    instance.settings({ ignoreUndefinedProperties: true });
  }
  return instance;
}

/**
 * Verifies a Firebase ID token's signature, audience and expiry. With `checkRevoked`, Firebase
 * Auth is also asked whether the account still exists, is enabled and has not had its tokens
 * revoked: one more call (http/authenticate.ts says which calls make it).
 */
export function verifyIdToken(token: string, checkRevoked = false): Promise<DecodedIdToken> {
  return getAuth(adminApp).verifyIdToken(token, checkRevoked);
}

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/**
 * The first step of a deletion: revokes every token the account holds, so every call refuses
 * them from now on (all check revocation: http/authenticate.ts). Idempotent; the learner can
 * still sign in again, which finishing a deletion that failed midway needs.
 */
export function revokeSessions(uid: string): Promise<void> {
  return getAuth(adminApp).revokeRefreshTokens(uid);
}

/** The last step of a deletion: the Auth account itself; already gone is done. */
export async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await getAuth(adminApp).deleteUser(uid);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** An account as the academy's screen names it. */
export interface AccountInfo {
  uid: string;
  email: string | null;
  /** Whether its holder confirmed `email` (the link of the confirmation e-mail, or Google's word). */
  emailVerified: boolean;
  name: string | null;
}

const infoOf = (user: {
  uid: string;
  email?: string;
  emailVerified: boolean;
  displayName?: string;
}): AccountInfo => ({
  uid: user.uid,
  email: user.email ?? null,
  emailVerified: user.emailVerified,
  name: user.displayName ?? null,
});

/** The accounts of `uids` that exist (one Auth call per 100). */
export async function accountsByUid(uids: readonly string[]): Promise<AccountInfo[]> {
  const found: AccountInfo[] = [];
  for (let start = 0; start < uids.length; start += 100) {
    const { users } = await getAuth(adminApp).getUsers(
      uids.slice(start, start + 100).map((uid) => ({ uid })),
    );
    found.push(...users.map(infoOf));
  }
  return found;
}

/** The account that signs in with `email`, or null. */
export async function accountByEmail(email: string): Promise<AccountInfo | null> {
  try {
    return infoOf(await getAuth(adminApp).getUserByEmail(email));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The account's role claims as Firebase Auth holds them now (an ID token carries them as they
 * were when it was made, up to an hour before). An account that is gone has none.
 */
export async function currentClaims(uid: string): Promise<Record<string, unknown>> {
  try {
    return (await getAuth(adminApp).getUser(uid)).customClaims ?? {};
  } catch (error) {
    if (isNotFound(error)) return {};
    throw error;
  }
}

/**
 * Gives or takes one role claim (`admin`, `teacher`), keeping the account's other claims. The
 * role reaches the account's ID token at its next refresh (the web app forces one).
 */
export async function setRoleClaim(uid: string, role: 'admin' | 'teacher', on: boolean): Promise<void> {
  const user = await getAuth(adminApp).getUser(uid);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (on) claims[role] = true;
  else delete claims[role];
  await getAuth(adminApp).setCustomUserClaims(uid, claims);
}
