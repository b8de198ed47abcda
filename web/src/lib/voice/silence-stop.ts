/**
 * When a recording stops by itself: about 1.5 s of silence after speech was heard, or at the time
 * limit, computed over level frames (RMS 0-1 with their time) the recorder feeds it. Silence before
 * the learner starts never stops it: people take a moment before speaking.
 */
export interface SilenceStopOptions {
  /** RMS level above which a frame is speech. */
  threshold?: number;
  /** Silence after speech that ends the recording. */
  silenceMs?: number;
  limitMs: number;
}

/** The RMS level above which a frame is speech, not silence. */
export const SPEECH_LEVEL = 0.02;

export type StopDecision = 'continue' | 'silence' | 'limit';

export function silenceStop({ threshold = SPEECH_LEVEL, silenceMs = 1500, limitMs }: SilenceStopOptions) {
  let heardSpeech = false;
  let lastSpeechAt = 0;
  return (level: number, atMs: number): StopDecision => {
    if (atMs >= limitMs) return 'limit';
    if (level >= threshold) {
      heardSpeech = true;
      lastSpeechAt = atMs;
      return 'continue';
    }
    return heardSpeech && atMs - lastSpeechAt >= silenceMs ? 'silence' : 'continue';
  };
}

/** The RMS level of one analyser frame (samples in -1..1). */
export function rmsLevel(samples: ArrayLike<number>): number {
  let energy = 0;
  for (let i = 0; i < samples.length; i++) energy += (samples[i] ?? 0) ** 2;
  return samples.length === 0 ? 0 : Math.sqrt(energy / samples.length);
}
