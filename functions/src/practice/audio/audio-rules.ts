import type { AudioLimitResponse, AudioUsage } from '../../shared/contract';

/**
 * The day's audios against the learner's limit (their class's, shared/rules.ts dailyAudiosOf).
 * A limit lowered below what was already served shows that many used and none left.
 */
export function audioUsage(used: number, limit: number): AudioUsage {
  const counted = Math.max(used, 0);
  return { used: counted, limit, remaining: Math.max(limit - counted, 0) };
}

export function audioLimitStatus(used: number, limit: number): AudioLimitResponse {
  const usage = audioUsage(used, limit);
  return { canGenerateAudio: usage.remaining > 0, ...usage };
}
