/**
 * Who is signed in, known without loading Firebase: the last confirmed user is remembered in
 * localStorage, so the first screen can show it while Firebase Auth stays out of the first load.
 * Screens that must be sure call `connect()`, which loads Firebase and confirms the user.
 */
import { ACADEMY_ROLES, type AcademyRole } from '@shared/academy-role';
import { lazyRetrying } from '@shared/lazy';
import * as v from 'valibot';
import type { AuthUser, UserWatcher } from './auth-user';
import { browserStorage } from './browser-storage';

export interface AuthSnapshot {
  user: AuthUser | null;
  /** True once Firebase has answered; until then `user` is only the remembered one. */
  ready: boolean;
}

export interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts Firebase Auth (once) and resolves with the confirmed user as of now. */
  connect(): Promise<AuthUser | null>;
  /** Remembers the signed-in user's academy role, as the server says it; true when it changed. */
  setRole(role: AcademyRole | null): boolean;
}

const HINT_KEY = 'fala-ingles:user';

const maybeText = v.optional(v.nullable(v.string()), null);
const hintSchema = v.object({
  uid: v.string(),
  email: maybeText,
  displayName: maybeText,
  photoURL: maybeText,
  emailVerified: v.optional(v.boolean(), false),
  role: v.optional(v.nullable(v.picklist(ACADEMY_ROLES))),
});

function readHint(storage: Storage | null): AuthUser | null {
  try {
    const hint = v.safeParse(hintSchema, JSON.parse(storage?.getItem(HINT_KEY) ?? 'null'));
    if (hint.success) return hint.output;
  } catch {
    // A corrupt hint is only a hint: Firebase will tell the truth.
  }
  return null;
}

function writeHint(storage: Storage | null, user: AuthUser | null): void {
  try {
    if (user) storage?.setItem(HINT_KEY, JSON.stringify(user));
    else storage?.removeItem(HINT_KEY);
  } catch {
    // Private mode or a full quota: the app still works, it just forgets between visits.
  }
}

export function createAuthStore(loadWatcher: () => Promise<UserWatcher>, storage: Storage | null): AuthStore {
  let snapshot: AuthSnapshot = { user: readHint(storage), ready: false };
  const listeners = new Set<() => void>();
  // The first answer of the watcher; a failed load (e.g. the chunk offline) lets a later screen try again.
  const connecting = lazyRetrying(() =>
    loadWatcher().then(
      (watch) =>
        new Promise<AuthUser | null>((resolve) => {
          watch((user) => {
            publish(withRole(user));
            resolve(user);
          });
        }),
    ),
  );

  function publish(user: AuthUser | null, ready = true) {
    snapshot = { user, ready };
    writeHint(storage, user);
    for (const listener of listeners) listener();
  }

  /** Firebase knows nothing of the role: the one remembered stays with the same account. */
  const withRole = (user: AuthUser | null) =>
    user && user.uid === snapshot.user?.uid ? { ...user, role: snapshot.user.role } : user;

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      // The first answer settles `connecting`; later callers want the user as of now.
      return connecting().then(() => snapshot.user);
    },
    setRole(role) {
      const { user, ready } = snapshot;
      if (!user || (user.role ?? null) === role) return false;
      publish({ ...user, role }, ready);
      return true;
    },
  };
}

/** The app's store: Firebase Auth is imported only when a screen connects. */
export const authStore = createAuthStore(
  () => import('./firebase').then((firebase) => firebase.watchUser),
  browserStorage(),
);
