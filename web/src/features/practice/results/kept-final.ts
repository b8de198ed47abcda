/**
 * The last final screen the learner saw today, kept on the device as the practice handed it
 * over, so that the screen opened again (a reload, a bookmark, the installed app) shows its
 * points and review: written and read by ./final-page.tsx, checked by ./final-state.ts.
 */
import { browserStorage } from '../../../lib/browser-storage';
import { createLearnerDayStorage } from '../../../lib/learner-day-storage';
import { KEPT_FINAL_KEY } from '../../../lib/pending-saves-key';

/** Slot: the practice's kind. */
export const keptFinals = createLearnerDayStorage(KEPT_FINAL_KEY, browserStorage());
