/**
 * When a class's task is due, told from the academy's day (São Paulo, @shared/academy-day): days
 * are calendar days YYYY-MM-DD, compared as text. The server decides the task's state; these only
 * word its dates.
 */
import { addDays } from '@shared/academy-day';
import { ASSIGNMENT_LATE_DAYS } from '@shared/rules';

export type DueWhen = 'later' | 'today' | 'past';

export function dueWhen(dueOn: string, today: string): DueWhen {
  if (dueOn === today) return 'today';
  return dueOn > today ? 'later' : 'past';
}

/** Noon UTC of a calendar day: the same date whatever the device's time zone. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The weekday of a calendar day (0: Sunday). */
export function weekdayOf(day: string): number {
  return noonOf(day).getUTCDay();
}

/** The last day an overdue task still counts, late (the server's ASSIGNMENT_LATE_DAYS). */
export function lastLateDay(dueOn: string): string {
  return addDays(dueOn, ASSIGNMENT_LATE_DAYS);
}
