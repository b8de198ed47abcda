/**
 * How long records are kept. Every document of the collection groups below carries
 * `deleteAfter`, a timestamp; a Firestore TTL policy on that field (one per collection group,
 * enabled once per project: docs/security.md) deletes it after that moment, typically within a
 * day (TTL deletion is not instant and costs one delete each). The local emulators ignore TTL.
 *
 * Kept for good: users, activationKeys and keyRedemptions (a key stays spent), progress (one
 * document per learner, a few KB a year), learning (one per learner and practice, bounded: a
 * review list of at most 60 phrases) and conversationTurns/{uid} (its counters name the
 * turnLog entries, which expire on their own). The speech cache holds only the phrase pool's
 * audio (generate-audio refuses other texts; tutor replies are not cached), so it stays bounded.
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
   * write), so an expired practice never leaves an entry behind (data/practices.ts).
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
