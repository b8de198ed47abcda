/** The signed-in learner as the app sees it, whatever the identity provider (./firebase.ts). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The e-mail was confirmed (a Google account's always is). */
  emailVerified: boolean;
}

/** Starts watching the identity provider; calls back on every change, first with the current user. */
export type UserWatcher = (onChange: (user: AuthUser | null) => void) => unknown;
