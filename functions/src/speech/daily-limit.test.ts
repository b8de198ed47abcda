import { describe, expect, it } from 'vitest';
import { academyDay, audioLimitStatus, audioUsage, DAILY_AUDIO_LIMIT } from './daily-limit';

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

describe('audioLimitStatus', () => {
  it('allows audio while below the limit', () => {
    expect(audioLimitStatus(0)).toEqual({ canGenerateAudio: true, used: 0, limit: 10, remaining: 10 });
    expect(audioLimitStatus(9)).toEqual({ canGenerateAudio: true, used: 9, limit: 10, remaining: 1 });
  });

  it('refuses audio at the limit', () => {
    expect(audioLimitStatus(DAILY_AUDIO_LIMIT)).toEqual({
      canGenerateAudio: false,
      used: 10,
      limit: 10,
      remaining: 0,
    });
  });

  it('never reports more than the limit or less than zero', () => {
    expect(audioUsage(12)).toEqual({ used: 10, limit: 10, remaining: 0 });
    expect(audioUsage(-1)).toEqual({ used: 0, limit: 10, remaining: 10 });
  });
});
