import { academyDay } from '@shared/academy-day';
import type { LearnerDayStorage } from './learner-day-storage';

/**
 * The learner's value in `slot`, if it was written on `now`'s academy day (São Paulo): what is
 * kept expires at the day's end. Unchecked: the reader checks its shape. Apart from
 * ./learner-day-storage.ts so that a practice, which only writes, does not carry the day's rule.
 */
export function readToday(kept: LearnerDayStorage, uid: string, slot: string, now = new Date()): unknown {
  const entry = kept.entry(uid, slot);
  return typeof entry?.at === 'number' && academyDay(new Date(entry.at)) === academyDay(now)
    ? entry.value
    : null;
}
