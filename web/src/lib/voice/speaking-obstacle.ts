import { currentHearer, isInAppBrowser } from './hearer';
import { microphoneAvailable, microphoneDenied } from './microphone';

/** Why this browser cannot hear the learner at all: no one can hear them, or there is no microphone. */
export type SpeakingObstacle = 'nothingWorks' | 'noMicrophone';

/**
 * Speaking works with the browser's recognition or with a recording sent to the API. Only
 * where neither can work (no microphone API, an in-app browser that blocks the microphone, no
 * audio input) is there an obstacle. Loaded only by the speaking practice's start: the writing
 * practice never needs it.
 */
export async function speakingObstacle(): Promise<SpeakingObstacle | null> {
  const blockedInApp = isInAppBrowser(navigator.userAgent) && (await microphoneDenied());
  if (currentHearer() === 'none' || blockedInApp) return 'nothingWorks';
  return (await microphoneAvailable()) ? null : 'noMicrophone';
}
