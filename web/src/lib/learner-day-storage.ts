/**
 * What the app keeps on this device for one learner, for the rest of the academy's day (São
 * Paulo midnight, when the server's day of audios ends too): a value per slot (a practice's
 * kind), under one localStorage key, each with when it was written. Bounded: one learner at a
 * time (another learner's values are never read, and their next write drops them), a value per
 * slot, `maxChars` of JSON. Blocked, full or corrupt storage keeps nothing and reads as nothing.
 * Read back through ./learner-day-read.ts, which knows the day: a practice only writes.
 */

/** A slot's value and when it was written (ms since the epoch). */
export interface KeptEntry {
  at: number;
  value: unknown;
}

type Slots = Record<string, KeptEntry>;

/** Well over a practice's state (10 phrases, their meanings and answers), far below any quota. */
export const MAX_KEPT_CHARS = 32_000;

export type LearnerDayStorage = ReturnType<typeof createLearnerDayStorage>;

export function createLearnerDayStorage(key: string, storage: Storage | null, maxChars = MAX_KEPT_CHARS) {
  /** The learner's slots, whatever their day; none for another learner or unreadable storage. */
  function slotsOf(uid: string): Slots {
    try {
      const kept = JSON.parse(storage?.getItem(key) ?? 'null');
      return kept?.uid === uid && typeof kept.slots === 'object' && kept.slots ? kept.slots : {};
    } catch {
      return {};
    }
  }

  /** Keeps `slots` as the learner's; false when they are over the bound (nothing written). */
  function keep(uid: string, slots: Slots): boolean {
    try {
      const text = JSON.stringify({ uid, slots });
      if (text.length > maxChars) return false;
      if (Object.keys(slots).length) storage?.setItem(key, text);
      else storage?.removeItem(key);
    } catch {
      // Blocked or full: nothing is kept, as when a browser keeps nothing at all.
    }
    return true;
  }

  function remove(uid: string, slot: string): void {
    const { [slot]: _gone, ...others } = slotsOf(uid);
    keep(uid, others);
  }

  return {
    /** The learner's entry in `slot`, unchecked and of any day (see ./learner-day-read.ts). */
    entry: (uid: string, slot: string): KeptEntry | undefined => slotsOf(uid)[slot],
    /** Keeps `value` in `slot` for the learner, as of `now`; a value over the bound leaves the slot empty. */
    write(uid: string, slot: string, value: unknown, now = new Date()): void {
      if (!keep(uid, { ...slotsOf(uid), [slot]: { at: now.getTime(), value } })) remove(uid, slot);
    },
    remove,
  };
}
