/**
 * Firebase Auth for the browser: the only Firebase service the web app uses (everything else
 * goes through /api). Loaded on demand so the first screen does not wait for it.
 */
import { type FirebaseApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

let auth: Auth | undefined;

function firebaseApp(): FirebaseApp {
  return initializeApp({
    apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
    authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
    appId: import.meta.env.VITE_FIREBASE_APP_ID,
  });
}

export function getFirebaseAuth(): Auth {
  if (!auth) {
    auth = initializeAuth(firebaseApp(), {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
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
