/** The figures of a class's page computed from what is stored (plain functions, unit-tested). */
import { streakOf, weekPointsOf } from '../account/progress-rules';
import { addDays } from '../data/calendar';
import type { MissedPhrase } from '../shared/contract';
import { INACTIVE_AFTER_DAYS, MISSED_PHRASES_SHOWN } from '../shared/rules';

export type PointsByDay = Readonly<Record<string, number>>;

/** The last academy day up to `today` with points, or null. */
export function lastPractisedOn(days: PointsByDay, today: string): string | null {
  let last: string | null = null;
  for (const day of Object.keys(days)) if (day <= today && (last === null || day > last)) last = day;
  return last;
}

/** No points in the last INACTIVE_AFTER_DAYS days, today included (never practised counts). */
export function isInactive(lastDay: string | null, today: string): boolean {
  return lastDay === null || lastDay < addDays(today, -(INACTIVE_AFTER_DAYS - 1));
}

export interface DayFigures {
  lastPractisedOn: string | null;
  inactive: boolean;
  pointsThisWeek: number;
  streak: number;
}

/** What a learner's points per day say on the class page. */
export function dayFigures(days: PointsByDay, today: string): DayFigures {
  const last = lastPractisedOn(days, today);
  return {
    lastPractisedOn: last,
    inactive: isInactive(last, today),
    pointsThisWeek: weekPointsOf(days, today),
    streak: streakOf(days, today).current,
  };
}

/** Whole minutes of conversation, rounded to the nearest. */
export const minutesOf = (seconds: number) => Math.round(Math.max(0, seconds) / 60);

/** The week's most missed phrases: missed at least once, most missed first, then most served. */
export function mostMissed(phrases: readonly MissedPhrase[]): MissedPhrase[] {
  return phrases
    .filter((each) => each.missed > 0)
    .sort((a, b) => b.missed - a.missed || b.served - a.served || a.phrase.localeCompare(b.phrase))
    .slice(0, MISSED_PHRASES_SHOWN);
}

/** A São Paulo day YYYY-MM-DD as dd/mm/aaaa. */
export function brazilianDate(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
