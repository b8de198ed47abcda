/**
 * The academy's calendar: days and weeks start in São Paulo, whatever the server's time zone
 * (the day itself is ../shared/academy-day.ts, which the web app reads too). Days are written
 * YYYY-MM-DD; arithmetic on them is done in UTC, where every day is 24 hours.
 */

import { academyDay, addDays } from '../shared/academy-day';

export { ACADEMY_TIME_ZONE, academyDay, addDays } from '../shared/academy-day';

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The Monday that starts the academy week of `day`. */
export function weekStartOf(day: string): string {
  const sinceMonday = (toUtc(day).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The academy week of an instant: the day its Monday 00:00 in São Paulo falls on. */
export function academyWeek(now: Date): string {
  return weekStartOf(academyDay(now));
}

/** The instant a São Paulo day begins (São Paulo keeps UTC-3 all year since 2019). */
export function dayStartsAt(day: string): Date {
  return new Date(`${day}T03:00:00Z`);
}

/** `count` consecutive days ending with `last`, oldest first. */
export function daysEndingOn(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}
