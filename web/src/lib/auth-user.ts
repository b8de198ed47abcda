/** The signed-in learner as the app sees it, whatever the identity provider (./firebase.ts). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
}

/** Starts watching the identity provider; calls back on every change, first with the current user. */
export type UserWatcher = (onChange: (user: AuthUser | null) => void) => unknown;
