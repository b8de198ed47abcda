import { describe, expect, it } from 'vitest';
import {
  DAILY_AUDIO_LIMIT,
  dailyAudiosOf,
  isValidDailyAudios,
  MAX_CLASS_DAILY_AUDIOS,
} from '../../shared/rules';
import { audioLimitStatus, audioUsage } from './audio-rules';

describe('audioLimitStatus', () => {
  it('allows audio while below the limit', () => {
    expect(audioLimitStatus(0, 10)).toEqual({ canGenerateAudio: true, used: 0, limit: 10, remaining: 10 });
    expect(audioLimitStatus(9, 10)).toEqual({ canGenerateAudio: true, used: 9, limit: 10, remaining: 1 });
  });

  it('refuses audio at the limit', () => {
    expect(audioLimitStatus(DAILY_AUDIO_LIMIT, DAILY_AUDIO_LIMIT)).toEqual({
      canGenerateAudio: false,
      used: 10,
      limit: 10,
      remaining: 0,
    });
  });

  it("counts against the class's own limit", () => {
    expect(audioLimitStatus(2, 3)).toEqual({ canGenerateAudio: true, used: 2, limit: 3, remaining: 1 });
    expect(audioLimitStatus(3, 3)).toEqual({ canGenerateAudio: false, used: 3, limit: 3, remaining: 0 });
    expect(audioLimitStatus(12, 30)).toEqual({ canGenerateAudio: true, used: 12, limit: 30, remaining: 18 });
  });

  it('shows what was served before a lowered limit, with none left, and never less than zero', () => {
    expect(audioUsage(5, 3)).toEqual({ used: 5, limit: 3, remaining: 0 });
    expect(audioUsage(-1, 10)).toEqual({ used: 0, limit: 10, remaining: 10 });
  });
});

describe("a class's daily audios", () => {
  it('are a whole number from 1 to the ceiling', () => {
    expect([1, 3, DAILY_AUDIO_LIMIT, MAX_CLASS_DAILY_AUDIOS].every(isValidDailyAudios)).toBe(true);
    expect([0, -1, 2.5, MAX_CLASS_DAILY_AUDIOS + 1, Number.NaN, Infinity].some(isValidDailyAudios)).toBe(
      false,
    );
  });

  it('give the default when the class has none, or a stored value out of bounds', () => {
    expect(dailyAudiosOf(3)).toBe(3);
    expect(dailyAudiosOf(MAX_CLASS_DAILY_AUDIOS)).toBe(MAX_CLASS_DAILY_AUDIOS);
    for (const stored of [undefined, null, '3', 0, 31, 2.5])
      expect(dailyAudiosOf(stored)).toBe(DAILY_AUDIO_LIMIT);
  });
});
