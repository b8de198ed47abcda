/**
 * Replaying audio already in memory, at normal speed or slowly ("Ouvir devagar"): the practices'
 * audio controls and the conversation's tutor replies play the same way.
 */

/** Slow replays play at this rate: the words apart, the voice still natural. */
export const SLOW_RATE = 0.75;

/** Plays `element` from its start at `rate` (1: normal); a browser that blocks it stays silent. */
export function playFromStart(element: HTMLAudioElement | null, rate: number) {
  if (!element) return;
  element.currentTime = 0;
  element.playbackRate = rate;
  element.play().catch(() => undefined);
}
