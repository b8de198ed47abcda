import { lazyRetrying } from '@shared/lazy';

/**
 * The saves' module (./pending-saves.ts), loaded when the learner first touches or types on a
 * practice (session/use-progress-saves.ts) or the practice ends: nothing in it is needed before
 * the first audio plays, and no answer can be given before the first touch or key.
 */
export const loadPendingSaves = lazyRetrying(() => import('./pending-saves'));
