import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { type AuthSnapshot, type AuthStore, authStore } from './auth-store';

const AuthContext = createContext<AuthStore>(authStore);

/** Lets tests hand the app a store of their own; the app itself uses the default. */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthContext value={store}>{children}</AuthContext>;
}

export function useAuthStore(): AuthStore {
  return useContext(AuthContext);
}

/**
 * The signed-in user. By default this loads Firebase Auth so that `ready` soon becomes true;
 * `{ connect: false }` only reads what is already known (for the first screen's navigation).
 */
export function useAuth({ connect = true }: { connect?: boolean } = {}): AuthSnapshot {
  const store = useAuthStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (connect) store.connect().catch(() => undefined);
  }, [store, connect]);
  return snapshot;
}
