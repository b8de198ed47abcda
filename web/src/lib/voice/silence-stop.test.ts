import { describe, expect, it } from 'vitest';
import { rmsLevel, silenceStop } from './silence-stop';

/** Feeds frames every 50 ms and returns when (and why) the recording stopped. */
function run(levelAt: (ms: number) => number, limitMs = 10_000) {
  const decide = silenceStop({ limitMs });
  for (let ms = 0; ms <= limitMs + 1000; ms += 50) {
    const decision = decide(levelAt(ms), ms);
    if (decision !== 'continue') return { decision, ms };
  }
  return { decision: 'continue' as const, ms: -1 };
}

describe('silenceStop', () => {
  it('stops 1.5 s after the learner stops speaking', () => {
    expect(run((ms) => (ms >= 800 && ms < 3000 ? 0.2 : 0.001))).toEqual({ decision: 'silence', ms: 4450 });
  });

  it('does not stop during the silence before the learner starts, nor for short pauses', () => {
    const speech = (ms: number) => (ms >= 3000 && ms < 4000) || (ms >= 5000 && ms < 6000);
    expect(run((ms) => (speech(ms) ? 0.3 : 0))).toEqual({ decision: 'silence', ms: 7450 });
  });

  it('stops at the time limit, speaking or silent', () => {
    expect(run(() => 0.5)).toEqual({ decision: 'limit', ms: 10_000 });
    expect(run(() => 0)).toEqual({ decision: 'limit', ms: 10_000 });
    expect(run(() => 0.5, 20_000)).toEqual({ decision: 'limit', ms: 20_000 });
  });

  it('measures the RMS level of a frame', () => {
    expect(rmsLevel([])).toBe(0);
    expect(rmsLevel([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    expect(rmsLevel([1, 0, 0, 0])).toBeCloseTo(0.5);
  });
});
