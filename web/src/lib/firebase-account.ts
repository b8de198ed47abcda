/**
 * The account verbs only the account's screens use (the profile, the first Google sign-in), apart
 * from ./firebase.ts so their code loads with those screens, not with every practice.
 */
import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  type User,
} from 'firebase/auth';
import { getFirebaseAuth } from './firebase';

function signedInUser(): User {
  const user = getFirebaseAuth().currentUser;
  if (!user)
    throw Object.assign(new Error('Firebase: Error (auth/no-current-user).'), {
      code: 'auth/no-current-user',
    });
  return user;
}

/** How the signed-in learner proves who they are again: their password, or their Google account. */
export function signInProvider(): 'password' | 'google' {
  const providers = signedInUser().providerData.map((info) => info.providerId);
  return providers.includes(EmailAuthProvider.PROVIDER_ID) ? 'password' : 'google';
}

/** Seconds since the learner last proved who they are (the ID token's `auth_time`). */
export async function secondsSinceSignIn(): Promise<number> {
  const { authTime } = await signedInUser().getIdTokenResult();
  return (Date.now() - new Date(authTime).getTime()) / 1000;
}

/**
 * A fresh sign-in of the same account, as deleting it requires: with the password (null for a
 * Google account, which signs in again in Google's popup; another Google account is refused).
 */
export async function signInAgain(password: string | null): Promise<void> {
  const user = signedInUser();
  if (password === null) {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
  } else {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
  }
}

/** Reads the account again (its e-mail was just confirmed elsewhere) and tells the app. */
export async function refreshUser(): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (!user) return;
  await user.reload();
  // A new token: the app's watcher (./firebase.ts, watchUser) hears the account as it is now.
  await user.getIdToken(true);
}

/** Deletes the account just made by a first Google sign-in whose learner did not accept the notice. */
export function discardNewAccount(): Promise<void> {
  return signedInUser().delete();
}
