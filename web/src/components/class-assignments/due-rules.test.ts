import { describe, expect, it } from 'vitest';
import { dueWhen, lastLateDay, weekdayOf } from './due-rules';

describe("a class task's due day, told from the academy's day", () => {
  it('is later, today or past by calendar day, across months and years', () => {
    expect(dueWhen('2026-12-04', '2026-11-27')).toBe('later');
    expect(dueWhen('2026-12-04', '2026-12-04')).toBe('today');
    expect(dueWhen('2026-12-04', '2026-12-05')).toBe('past');
    expect(dueWhen('2027-01-01', '2026-12-31')).toBe('later');
    expect(dueWhen('2026-12-31', '2027-01-01')).toBe('past');
  });

  it('names the weekday of the date itself, whatever the clock', () => {
    expect(weekdayOf('2026-12-04')).toBe(5); // a Friday
    expect(weekdayOf('2026-11-29')).toBe(0); // a Sunday
    expect(weekdayOf('2027-01-02')).toBe(6); // a Saturday
  });

  it('an overdue task still counts for seven days after its due day, across a month', () => {
    expect(lastLateDay('2026-11-26')).toBe('2026-12-03');
    expect(lastLateDay('2026-12-28')).toBe('2027-01-04');
  });
});
