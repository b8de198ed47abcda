/**
 * A running practice kept on the device, so that a reload (or the phone reopening the tab) can
 * go on with it: the same practice id and draw, its counts and review (./practice-machine.ts
 * `snapshotOf`). Per learner, for the academy's day, cleared as soon as the practice ends
 * (../../../lib/learner-day-storage.ts). Written by ./kept-practice.ts; the intro offers to go on
 * (../gate/resume-offer.tsx).
 */
import type { PhraseResultPayload, PracticePhrase } from '@shared/contract';
import { browserStorage } from '../../../lib/browser-storage';
import { createLearnerDayStorage } from '../../../lib/learner-day-storage';
import { KEPT_PRACTICE_KEY } from '../../../lib/pending-saves-key';
import type { PracticeSnapshot } from './practice-machine';

export interface KeptPractice {
  practiceId: string;
  phrases: PracticePhrase[];
  /** The draw's daily audios (./started-practice.ts). */
  dailyAudios: number;
  snapshot: PracticeSnapshot;
  /** What its final save says, should the learner start another instead of going on. */
  points: number;
  results: PhraseResultPayload[];
}

/** Slot: the practice's kind. */
export const keptPractices = createLearnerDayStorage(KEPT_PRACTICE_KEY, browserStorage());
