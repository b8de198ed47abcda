/**
 * Where unsent practice saves wait (features/practice/api/pending-saves.ts), apart so that the
 * app shell can check for them, and a deleted account be forgotten, without loading the sender.
 */
export const PENDING_SAVES_KEY = 'fala-ingles:pending-saves';

/**
 * Where a running practice waits for a reload, and the last final screen for the day
 * (./learner-day-storage.ts): named here so that the intro checks for one without loading them.
 */
export const KEPT_PRACTICE_KEY = 'fala-ingles:practice-in-progress';
export const KEPT_FINAL_KEY = 'fala-ingles:practice-end';

/** True when some practice, of some learner and day, is kept on this device: worth a closer look. */
export function hasKeptPractice(storage: Storage | null): boolean {
  try {
    return storage?.getItem(KEPT_PRACTICE_KEY) != null;
  } catch {
    return false;
  }
}

/** True when this device holds a practice save not yet accepted by the server. */
export function hasPendingSaves(storage: Storage | null): boolean {
  try {
    return storage?.getItem(PENDING_SAVES_KEY) != null;
  } catch {
    return false;
  }
}

/** Drops the saves a learner left on this device: their account was deleted, the server would refuse them. */
export function forgetPendingSaves(storage: Storage | null, uid: string): void {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PENDING_SAVES_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !(uid in stored)) return;
    const { [uid]: _gone, ...others } = stored as Record<string, unknown>;
    if (Object.keys(others).length === 0) storage?.removeItem(PENDING_SAVES_KEY);
    else storage?.setItem(PENDING_SAVES_KEY, JSON.stringify(others));
  } catch {
    // Unreadable or blocked storage: nothing of this learner can be read back from it either.
  }
}
