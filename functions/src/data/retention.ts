/**
 * How long records are kept: every document of the groups below carries `deleteAfter`, which a
 * TTL policy per group deletes some time after (docs/security.md, "Stored data does not grow
 * forever", lists what is kept for good and why). The local emulators ignore TTL.
 */

/** Collection groups whose documents carry `deleteAfter`, each with a TTL policy in production. */
export const TTL_COLLECTION_GROUPS = [
  'dailyUsage',
  'audioLog',
  'audioRefunds',
  'claimLog',
  'replyLog',
  'recognitionLog',
  'recognitionRefunds',
  'keyAttempts',
  'keyAttemptsByAddress',
  'attemptLog',
  'practices',
  'saveLog',
  'learningLog',
  'conversations',
  'creditLog',
  'turnLog',
  'weeklyPoints',
] as const;

/** Days a record is kept after the moment it is about (its day, its session, its window). */
export const RETENTION_DAYS = {
  /** Daily counters, practices and conversations: a month of support questions, then gone. */
  activity: 35,
  /** A key-attempt window: only its own 15 minutes matter. */
  keyAttempts: 1,
  /**
   * A practice's save log (practices/{id}/saveLog): it matters only while saves race or a commit
   * is retried, and must be gone long before its practice document (35 days after its last
   * write), so an expired practice never leaves an entry behind (docs/data.md, "Practices").
   */
  saveLog: 1,
  /** A week's points: the weekly ranking shows the current week; a year of history is kept. */
  weeks: 400,
} as const;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** `days` after `from`, as `{ deleteAfter }` to spread into a write. */
export function deleteAfter(from: Date, days: number): { deleteAfter: Date } {
  return { deleteAfter: new Date(from.getTime() + days * MS_PER_DAY) };
}
