import { describe, expect, it } from 'vitest';
import { academyDay, academyWeek, addDays, daysEndingOn, weekStartOf } from './calendar';

describe('academyDay', () => {
  it('puts 23:59 and 00:01 in São Paulo on different days', () => {
    // São Paulo is UTC-3 all year (no daylight saving since 2019).
    expect(academyDay(new Date('2026-03-10T23:59:00-03:00'))).toBe('2026-03-10');
    expect(academyDay(new Date('2026-03-11T00:01:00-03:00'))).toBe('2026-03-11');
  });

  it('uses São Paulo time, not UTC', () => {
    // 01:30 UTC on the 11th is still 22:30 on the 10th in São Paulo.
    expect(academyDay(new Date('2026-03-11T01:30:00Z'))).toBe('2026-03-10');
  });
});

describe('academyWeek', () => {
  // 2026-11-22 is a Sunday, 2026-11-23 a Monday: each row is the last instant of one week and the
  // first of the next.
  it.each([
    [
      'changes at Monday 00:00 in São Paulo: Sunday 23:59 is last week',
      '2026-11-22T23:59:59-03:00',
      '2026-11-23T00:00:00-03:00',
    ],
    [
      'is São Paulo’s week, not UTC’s: Monday 01:00 UTC is still Sunday there',
      '2026-11-23T01:00:00Z',
      '2026-11-23T03:00:00Z',
    ],
  ])('%s', (_, lastOfWeek, firstOfNext) => {
    expect(academyWeek(new Date(lastOfWeek))).toBe('2026-11-16');
    expect(academyWeek(new Date(firstOfNext))).toBe('2026-11-23');
  });

  it('starts every day of a week on its Monday, across months and years', () => {
    const week = [
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ];
    expect(week.map(weekStartOf)).toEqual(Array(7).fill('2026-12-28'));
    expect(weekStartOf('2027-01-04')).toBe('2027-01-04');
  });
});

describe('addDays and daysEndingOn', () => {
  it('steps over month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-22', -14)).toBe('2026-11-08');
  });

  it('lists consecutive days ending on the last, oldest first', () => {
    expect(daysEndingOn('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
