/**
 * Where unsent practice saves wait (./pending-saves.ts), apart so that the app shell can check
 * for them on opening without loading the module that sends them.
 */
export const PENDING_SAVES_KEY = 'fala-ingles:pending-saves';

/** True when this device holds a practice save not yet accepted by the server. */
export function hasPendingSaves(storage: Storage | null): boolean {
  try {
    return storage?.getItem(PENDING_SAVES_KEY) != null;
  } catch {
    return false;
  }
}
