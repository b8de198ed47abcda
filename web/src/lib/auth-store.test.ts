import { describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store';
import type { AuthUser, UserWatcher } from './auth-user';

const ana: AuthUser = {
  uid: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  photoURL: null,
  emailVerified: false,
};

/** A watcher the test drives by hand, standing in for Firebase. */
function manualWatcher() {
  let emit: (user: AuthUser | null) => void = () => undefined;
  const watch: UserWatcher = (onChange) => {
    emit = onChange;
  };
  return { watch, emit: (user: AuthUser | null) => emit(user) };
}

describe('createAuthStore', () => {
  it('starts from the remembered user, not ready, without loading Firebase', () => {
    localStorage.setItem('fala-ingles:user', JSON.stringify(ana));
    const load = vi.fn();
    const store = createAuthStore(load, localStorage);
    expect(store.getSnapshot()).toEqual({ user: ana, ready: false });
    expect(load).not.toHaveBeenCalled();
  });

  it('ignores a corrupt hint', () => {
    localStorage.setItem('fala-ingles:user', '{not json');
    expect(createAuthStore(vi.fn(), localStorage).getSnapshot().user).toBeNull();
  });

  it('connect loads Firebase once, confirms the user and remembers it', async () => {
    const firebase = manualWatcher();
    const load = vi.fn(async () => firebase.watch);
    const store = createAuthStore(load, localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.connect();
    const second = store.connect();
    await Promise.resolve();
    await Promise.resolve();
    firebase.emit(ana);
    await expect(first).resolves.toEqual(ana);
    await expect(second).resolves.toEqual(ana);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ user: ana, ready: true });
    expect(listener).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('fala-ingles:user') ?? 'null')).toEqual(ana);
  });

  it('forgets the user on sign-out, and later connects see the current user', async () => {
    const firebase = manualWatcher();
    const store = createAuthStore(async () => firebase.watch, localStorage);
    const connected = store.connect();
    await Promise.resolve();
    await Promise.resolve();
    firebase.emit(ana);
    await connected;
    firebase.emit(null);
    expect(store.getSnapshot()).toEqual({ user: null, ready: true });
    expect(localStorage.getItem('fala-ingles:user')).toBeNull();
    await expect(store.connect()).resolves.toBeNull();
  });

  it('lets a later screen retry when Firebase failed to load', async () => {
    const firebase = manualWatcher();
    const load = vi
      .fn<() => Promise<UserWatcher>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(firebase.watch);
    const store = createAuthStore(load, localStorage);
    await expect(store.connect()).rejects.toThrow('chunk failed');
    const retry = store.connect();
    await Promise.resolve();
    await Promise.resolve();
    firebase.emit(null);
    await expect(retry).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('remembers the academy role the server gives, across visits, for that account only', async () => {
    localStorage.clear();
    const firebase = manualWatcher();
    const store = createAuthStore(async () => firebase.watch, localStorage);
    expect(store.setRole('teacher')).toBe(false); // nobody signed in
    const connected = store.connect();
    await Promise.resolve();
    await Promise.resolve();
    firebase.emit(ana);
    await connected;
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.setRole('teacher')).toBe(true);
    expect(store.setRole('teacher')).toBe(false);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual({ user: { ...ana, role: 'teacher' }, ready: true });
    // The next visit starts from it; Firebase's own news of the account (a token refresh) keeps it.
    expect(createAuthStore(vi.fn(), localStorage).getSnapshot().user?.role).toBe('teacher');
    firebase.emit({ ...ana, displayName: 'Ana Lima' });
    expect(store.getSnapshot().user).toEqual({ ...ana, displayName: 'Ana Lima', role: 'teacher' });
    // Taken away, then another account on the device: none.
    expect(store.setRole(null)).toBe(true);
    store.setRole('admin');
    firebase.emit({ ...ana, uid: 'u2' });
    expect(store.getSnapshot().user?.role).toBeUndefined();
    firebase.emit(null);
    expect(localStorage.getItem('fala-ingles:user')).toBeNull();
  });
});
