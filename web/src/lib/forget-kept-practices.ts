import { KEPT_FINAL_KEY, KEPT_PRACTICE_KEY } from './pending-saves-key';

/**
 * Drops the practice kept for a reload and the last final screen a learner left on this device
 * (./learner-day-storage.ts): their account was deleted. Apart, so that only the profile loads it.
 */
export function forgetKeptPractices(storage: Storage | null, uid: string): void {
  for (const key of [KEPT_PRACTICE_KEY, KEPT_FINAL_KEY]) {
    try {
      if (JSON.parse(storage?.getItem(key) ?? 'null')?.uid === uid) storage?.removeItem(key);
    } catch {
      // Unreadable or blocked storage: nothing of this learner can be read back from it either.
    }
  }
}
