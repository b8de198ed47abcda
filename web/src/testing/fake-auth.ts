import type { AuthStore, AuthUser } from '../lib/auth-store';

export const learner: AuthUser = {
  uid: 'aluno-1',
  email: 'aluna@example.com',
  displayName: 'Ana Souza',
  photoURL: null,
};

/** An auth store that answers at once with `user`, without Firebase. */
export function fakeAuthStore(user: AuthUser | null, { ready = true } = {}): AuthStore {
  const snapshot = { user, ready };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    connect: async () => user,
  };
}
