import { describe, expect, it } from 'vitest';
import { DAILY_AUDIO_LIMIT } from '../../shared/rules';
import { audioLimitStatus, audioUsage } from './audio-rules';

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
