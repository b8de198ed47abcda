/**
 * The Firebase Admin SDK, initialised once. On the emulators the SDK finds
 * FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST in the environment by itself.
 */
import { initializeApp } from 'firebase-admin/app';
import { type DecodedIdToken, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

const app = initializeApp();

let instance: Firestore | undefined;

export function firestore(): Firestore {
  if (!instance) {
    instance = getFirestore(app);
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
  return getAuth(app).verifyIdToken(token, checkRevoked);
}

/** What Firebase Auth holds about an account that decides whether it may delete itself. */
export interface AccountState {
  disabled: boolean;
  /** Tokens signed in before this moment (ms) are revoked; null when none were. */
  tokensValidAfterMs: number | null;
  /** Its deletion began (`startAccountDeletion`) and has not finished. */
  deletionStarted: boolean;
}

/** The custom claim that marks an account whose deletion began: kept in Auth, gone with it. */
const DELETION_CLAIM = 'deletionStarted';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'auth/user-not-found';

/** The account's state, or null when there is no such account. */
export async function readAccountState(uid: string): Promise<AccountState | null> {
  try {
    const user = await getAuth(app).getUser(uid);
    const validAfter = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
    return {
      disabled: user.disabled,
      tokensValidAfterMs: Number.isNaN(validAfter) ? null : validAfter,
      deletionStarted: user.customClaims?.[DELETION_CLAIM] === true,
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * The first step of a deletion: marks the account, then revokes every token it holds, so every
 * call that checks revocation refuses them from now on (the deletion's own retry excepted:
 * http/authenticate.ts `deletionRefusal`). Both are idempotent. The learner can still sign in
 * again, which a retry after RECENT_SIGN_IN_SECONDS needs.
 */
export async function startAccountDeletion(uid: string): Promise<void> {
  const auth = getAuth(app);
  const { customClaims } = await auth.getUser(uid);
  await auth.setCustomUserClaims(uid, { ...customClaims, [DELETION_CLAIM]: true });
  await auth.revokeRefreshTokens(uid);
}

/** The last step of a deletion: the Auth account itself; already gone is done. */
export async function deleteAuthAccount(uid: string): Promise<void> {
  try {
    await getAuth(app).deleteUser(uid);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
