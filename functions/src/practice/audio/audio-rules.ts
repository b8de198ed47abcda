import type { AudioLimitResponse, AudioUsage } from '../../shared/contract';
import { DAILY_AUDIO_LIMIT } from '../../shared/rules';

export function audioUsage(used: number): AudioUsage {
  const clamped = Math.min(Math.max(used, 0), DAILY_AUDIO_LIMIT);
  return { used: clamped, limit: DAILY_AUDIO_LIMIT, remaining: DAILY_AUDIO_LIMIT - clamped };
}

export function audioLimitStatus(used: number): AudioLimitResponse {
  const usage = audioUsage(used);
  return { canGenerateAudio: usage.remaining > 0, ...usage };
}
