import { PHRASES_PER_PRACTICE, TRIES_BEFORE_SKIP } from '@shared/rules';
import type { PracticeRules } from '../session/practice-machine';

let spokenCheck: ((transcript: string, phrase: string) => boolean) | undefined;

/**
 * The speaking check (`@shared/spoken-answer`: numbers and contractions, with `n2words`) is
 * needed only once the learner has spoken: the page loads it when 'Falar' is pressed, and waits
 * for it before a transcript is checked.
 */
export async function loadSpokenCheck(): Promise<void> {
  spokenCheck ??= (await import('@shared/spoken-answer')).isSameSpokenAnswer;
}

/**
 * A skip still counts a round and its progress, but not a correct answer (docs/product.md).
 * Checked more kindly than writing: a recognizer writes numbers and contractions its own way.
 */
export const speakingRules: PracticeRules = {
  kind: 'speaking',
  rounds: PHRASES_PER_PRACTICE,
  progressPerRound: 100 / PHRASES_PER_PRACTICE,
  triesBeforeSkip: TRIES_BEFORE_SKIP,
  skipCountsRound: true,
  isCorrect(transcript, phrase) {
    if (!spokenCheck) throw new Error('The speaking check is not loaded yet: await loadSpokenCheck() first.');
    return spokenCheck(transcript, phrase);
  },
};
