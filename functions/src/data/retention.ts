/**
 * How long records are kept: every document of the groups below carries `deleteAfter`, which a
 * TTL policy per group deletes some time after (docs/security.md lists what is kept for good and
 * why). The local emulators ignore TTL.
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
  'wordAudioLog',
  'wordAudioRefunds',
  'replyRefunds',
  'replyCharacterLog',
  'replyCharacterRefunds',
  'declinedLog',
  'academyBudgets',
  'grantLog',
  'refundLog',
  'keyAttempts',
  'keyAttemptsByAddress',
  'attemptLog',
  'practices',
  'saveLog',
  'servedAudios',
  'learningLog',
  'conversations',
  'creditLog',
  'turnLog',
  'weeklyPoints',
  'weeklyActivity',
  'classWeeks',
  'assignmentProgress',
] as const;

/** Days a record is kept (shared/rules.ts, so the web's privacy notice shows the same figures). */
export { RETENTION_DAYS } from '../shared/rules';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** `days` after `from`, as `{ deleteAfter }` to spread into a write. */
export function deleteAfter(from: Date, days: number): { deleteAfter: Date } {
  return { deleteAfter: new Date(from.getTime() + days * MS_PER_DAY) };
}
