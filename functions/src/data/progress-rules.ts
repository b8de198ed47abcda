/**
 * A learner's progress as the profile shows it and a class's page repeats it (the streak, the
 * week's points), computed from the points they earned per academy day (a day is present once a
 * practice save or a conversation turn earned points on it: a 0-point save writes nothing).
 */

import type { DayPoints, Streak } from '../shared/contract';
import { addDays, daysEndingOn, weekStartOf } from './calendar';

/** Days in the profile's chart, today included. */
export const CHART_DAYS = 14;

export type PointsByDay = Readonly<Record<string, number>>;

/**
 * Consecutive practised days. The current streak ends today, or yesterday while today is not
 * practised yet: a day not yet practised breaks nothing until it is over.
 */
export function streakOf(days: PointsByDay, today: string): Streak {
  const practised = (day: string) => Object.hasOwn(days, day) && day <= today;
  const practisedToday = practised(today);
  let current = 0;
  for (let day = practisedToday ? today : addDays(today, -1); practised(day); day = addDays(day, -1)) {
    current++;
  }
  let best = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of Object.keys(days).filter(practised).sort()) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return { current, best, practisedToday };
}

/** Points per day for the chart, oldest first, today last; days without practice are 0. */
export function chartOf(days: PointsByDay, today: string): DayPoints[] {
  return daysEndingOn(today, CHART_DAYS).map((day) => ({ day, points: days[day] ?? 0 }));
}

/** Points earned this academy week (since Monday), today included. */
export function weekPointsOf(days: PointsByDay, today: string): number {
  const monday = weekStartOf(today);
  return Object.entries(days)
    .filter(([day]) => day >= monday && day <= today)
    .reduce((sum, [, points]) => sum + points, 0);
}
