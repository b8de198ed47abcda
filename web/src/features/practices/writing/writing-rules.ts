import { isSameAnswer } from '@shared/answer';
import type { PracticeRules } from '../session/practice-machine';

/** Spec §4, §9: 10 rounds of 10%; 'Pular' after more than 2 wrong tries; a skip counts nothing. */
export const writingRules: PracticeRules = {
  kind: 'writing',
  rounds: 10,
  progressPerRound: 10,
  triesBeforeSkip: 3,
  skipCountsRound: false,
  isCorrect: isSameAnswer,
};
