import type { PracticePhrase } from '@shared/contract';
import type { PracticeSnapshot } from './practice-machine';

/**
 * A phrase practice as the server drew it (POST /api/practices/start): the gate asks for it
 * when the learner starts and hands it to the practice screen, which plays its phrases in order.
 */
export interface StartedPractice {
  practiceId: string;
  phrases: PracticePhrase[];
  /**
   * The learner's daily audios, as the draw said (their class's allowance): what the practice's
   * end says when they run out.
   */
  dailyAudios: number;
  /** Where a practice kept on the device goes on from (after a reload, ./kept-practice.ts). */
  resumed?: PracticeSnapshot;
}

/** What the gate renders once started: a phrase practice gets its draw; the conversation, null. */
export interface StartedScreenProps {
  started: StartedPractice | null;
  /** The conversation's scenario chosen on its intro (functions/src/content/scenarios.ts); null: "Conversa livre". */
  scenarioId?: string | null;
}
