/**
 * The academy's day: days start in São Paulo, whatever the server's or the phone's time zone.
 * Shared so that what the app keeps on a device for the day ends when the server's day does.
 */

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

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The day `count` days after `day` (before it when negative), in UTC, where every day is 24 hours. */
export function addDays(day: string, count: number): string {
  return new Date(new Date(`${day}T00:00:00Z`).getTime() + count * MS_PER_DAY).toISOString().slice(0, 10);
}
