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
 * revoked: one more call, so it is kept for the calls that cost money (a token lives an hour).
 */
export function verifyIdToken(token: string, checkRevoked = false): Promise<DecodedIdToken> {
  return getAuth(app).verifyIdToken(token, checkRevoked);
}
