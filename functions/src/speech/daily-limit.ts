import type { AudioLimitResponse, AudioUsage } from '../shared/contract';

/** Audios a learner may be served per calendar day (spec §9). */
export const DAILY_AUDIO_LIMIT = 10;

/** The academy's days start and end in São Paulo, whatever the server's time zone. */
export const ACADEMY_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACADEMY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The academy's calendar day of an instant, as YYYY-MM-DD. */
export function academyDay(now: Date): string {
  return dayFormat.format(now);
}

export function audioUsage(used: number): AudioUsage {
  const clamped = Math.min(Math.max(used, 0), DAILY_AUDIO_LIMIT);
  return { used: clamped, limit: DAILY_AUDIO_LIMIT, remaining: DAILY_AUDIO_LIMIT - clamped };
}

export function audioLimitStatus(used: number): AudioLimitResponse {
  const usage = audioUsage(used);
  return { canGenerateAudio: usage.remaining > 0, ...usage };
}
