/**
 * What the learner meets only once they talk (the line heard to check, the turns of the
 * transcript): chunks of their own, asked for at 'Falar' or 'Enviar', so the first screen
 * downloads neither.
 */
export const loadHeardLine = () => import('./heard-line');
export const loadExchangeBubbles = () => import('./exchange-bubbles');

/** Starts loading both as the learner starts talking; a failure is met again where they render. */
export function preloadTalkParts(): void {
  loadHeardLine().catch(() => undefined);
  loadExchangeBubbles().catch(() => undefined);
}
