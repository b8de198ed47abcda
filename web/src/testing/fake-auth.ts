import type { AuthStore } from '../lib/auth-store';
import type { AuthUser } from '../lib/auth-user';

export const learner: AuthUser = {
  uid: 'aluno-1',
  email: 'aluna@example.com',
  displayName: 'Ana Souza',
  photoURL: null,
  emailVerified: true,
};

/** An auth store that answers at once with `user`, without Firebase. */
export function fakeAuthStore(user: AuthUser | null, { ready = true } = {}): AuthStore {
  const snapshot = { user, ready };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    connect: async () => user,
    setRole: () => false,
  };
}
