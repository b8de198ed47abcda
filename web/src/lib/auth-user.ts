import type { AcademyRole } from '@shared/academy-role';

/** The signed-in learner as the app sees it, whatever the identity provider (./firebase.ts). */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The e-mail was confirmed (a Google account's always is). */
  emailVerified: boolean;
  /**
   * The academy role the server last said the account has (./api-client.ts getMe), which the
   * navigation shows without loading Firebase; absent or null for a learner.
   */
  role?: AcademyRole | null;
}

/** Starts watching the identity provider; calls back on every change, first with the current user. */
export type UserWatcher = (onChange: (user: AuthUser | null) => void) => unknown;
