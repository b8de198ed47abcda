import { describe, expect, it } from 'vitest';
import { CHART_DAYS, chartOf, streakOf, weekPointsOf } from './progress-rules';

const TODAY = '2026-11-22';

describe('streakOf', () => {
  it('is 0 for a learner who never practised', () => {
    expect(streakOf({}, TODAY)).toEqual({ current: 0, best: 0, practisedToday: false });
  });

  it('counts consecutive days ending today', () => {
    const days = { '2026-11-20': 10, '2026-11-21': 30, '2026-11-22': 20 };
    expect(streakOf(days, TODAY)).toEqual({ current: 3, best: 3, practisedToday: true });
  });

  it('keeps yesterday’s streak while today is not practised yet', () => {
    const days = { '2026-11-20': 10, '2026-11-21': 30 };
    expect(streakOf(days, TODAY)).toEqual({ current: 2, best: 2, practisedToday: false });
  });

  it('breaks once a whole day passed without practice', () => {
    const days = { '2026-11-19': 10, '2026-11-20': 30 };
    expect(streakOf(days, TODAY)).toEqual({ current: 0, best: 2, practisedToday: false });
  });

  it('counts a day finished with 0 points as practised', () => {
    const days = { '2026-11-21': 0, '2026-11-22': 0 };
    expect(streakOf(days, TODAY).current).toBe(2);
  });

  it('keeps the best streak of the past, across a month end', () => {
    const days = {
      '2026-10-29': 10,
      '2026-10-30': 10,
      '2026-10-31': 10,
      '2026-11-01': 10,
      '2026-11-03': 10,
      '2026-11-21': 2,
      '2026-11-22': 2,
    };
    expect(streakOf(days, TODAY)).toEqual({ current: 2, best: 4, practisedToday: true });
  });

  it('ignores days after today (a clock that was ahead)', () => {
    expect(streakOf({ '2026-11-23': 10, '2026-11-24': 10 }, TODAY)).toEqual({
      current: 0,
      best: 0,
      practisedToday: false,
    });
  });
});

describe('chartOf', () => {
  it('gives the last 14 days, oldest first, today last, 0 when not practised', () => {
    const chart = chartOf({ '2026-11-09': 40, '2026-11-08': 90, '2026-11-22': 12, '2026-11-15': 0 }, TODAY);
    expect(chart).toHaveLength(CHART_DAYS);
    expect(chart[0]).toEqual({ day: '2026-11-09', points: 40 });
    expect(chart.at(-1)).toEqual({ day: TODAY, points: 12 });
    expect(chart.find((entry) => entry.day === '2026-11-15')).toEqual({ day: '2026-11-15', points: 0 });
    expect(chart.reduce((sum, entry) => sum + entry.points, 0)).toBe(52);
  });
});

describe('weekPointsOf', () => {
  it('adds the points since Monday, not the Sunday before', () => {
    const days = { '2026-11-15': 100, '2026-11-16': 10, '2026-11-20': 20, '2026-11-22': 2 };
    expect(weekPointsOf(days, TODAY)).toBe(32);
    expect(weekPointsOf(days, '2026-11-23')).toBe(0);
  });
});
