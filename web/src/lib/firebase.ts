/**
 * Firebase Auth for the browser: the only Firebase service the web app uses (everything else
 * goes through /api). Loaded on demand so the first screen does not wait for it; every
 * identity verb the app needs is exported from here.
 */
import { type AcademyRole, academyRoleOf } from '@shared/academy-role';
import { type FirebaseApp, getApps, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  getAdditionalUserInfo,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  updateProfile,
} from 'firebase/auth';
import type { AuthUser, UserWatcher } from './auth-user';

let auth: Auth | undefined;

/** The one Firebase app (Auth; App Check goes by REST, ./app-check-exchange.ts). */
export function firebaseApp(): FirebaseApp {
  return (
    getApps()[0] ??
    initializeApp({
      apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
      authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
      appId: import.meta.env.VITE_FIREBASE_APP_ID,
    })
  );
}

export function getFirebaseAuth(): Auth {
  if (!auth) {
    // No popup resolver here: it is passed to signInWithPopup only, so the Google iframe
    // machinery is not loaded for learners who never use it.
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
    auth.languageCode = 'pt-BR';
    const emulator = import.meta.env.VITE_AUTH_EMULATOR_URL;
    if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  }
  return auth;
}

/** The signed-in user's ID token, or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  const current = getFirebaseAuth();
  await current.authStateReady();
  return current.currentUser ? current.currentUser.getIdToken() : null;
}

function toAuthUser(user: User): AuthUser {
  const { uid, email, displayName, photoURL, emailVerified } = user;
  return { uid, email, displayName, photoURL, emailVerified };
}

const watchers = new Set<(user: AuthUser | null) => void>();

/** Sign-in, sign-out and token refreshes; profile edits are announced by the verbs below. */
export const watchUser: UserWatcher = (onChange) => {
  watchers.add(onChange);
  return onIdTokenChanged(getFirebaseAuth(), (user) => onChange(user ? toAuthUser(user) : null));
};

/** Firebase does not report a profile edit (a new name) to its listeners: tell ours. */
function announce(user: User) {
  for (const watcher of watchers) watcher(toAuthUser(user));
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const { user } = await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  return toAuthUser(user);
}

export async function signUpWithEmail(
  email: string,
  password: string,
  name: string | null,
): Promise<AuthUser> {
  const { user } = await createUserWithEmailAndPassword(getFirebaseAuth(), email, password);
  if (name) {
    await updateProfile(user, { displayName: name });
    announce(user);
  }
  return toAuthUser(user);
}

export async function signInWithGoogle(): Promise<{ user: AuthUser; isNewUser: boolean }> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  const result = await signInWithPopup(getFirebaseAuth(), provider, browserPopupRedirectResolver);
  return { user: toAuthUser(result.user), isNewUser: getAdditionalUserInfo(result)?.isNewUser === true };
}

/**
 * Makes the token carry `role`, the one the server says the account has now: a token made before
 * a role was given (or taken) is fetched again, and the watchers hear of it.
 */
export async function matchTokenRole(role: AcademyRole | null): Promise<void> {
  const user = getFirebaseAuth().currentUser;
  if (user && academyRoleOf((await user.getIdTokenResult()).claims) !== role) await user.getIdToken(true);
}

export function signOutUser(): Promise<void> {
  return signOut(getFirebaseAuth());
}
