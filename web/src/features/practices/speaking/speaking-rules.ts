import { isSameSpokenAnswer } from '@shared/spoken-answer';
import type { PracticeRules } from '../session/practice-machine';

/**
 * Spec §4, §9: 10 rounds; 'Pular' after 3 wrong tries, and a skip still counts a round and its
 * progress, but not a correct answer. Checked more kindly than writing: a recognizer writes
 * numbers and contractions its own way.
 */
export const speakingRules: PracticeRules = {
  kind: 'speaking',
  rounds: 10,
  progressPerRound: 10,
  triesBeforeSkip: 3,
  skipCountsRound: true,
  isCorrect: isSameSpokenAnswer,
};
