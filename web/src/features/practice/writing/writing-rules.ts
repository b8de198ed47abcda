import { isSameAnswer } from '@shared/answer';
import { PHRASES_PER_PRACTICE, TRIES_BEFORE_SKIP } from '@shared/rules';
import type { PracticeRules } from '../session/practice-machine';

/** Right when the letters and digits match, case and accents aside (`isSameAnswer`); a skip counts nothing. */
export const writingRules: PracticeRules = {
  kind: 'writing',
  rounds: PHRASES_PER_PRACTICE,
  progressPerRound: 100 / PHRASES_PER_PRACTICE,
  triesBeforeSkip: TRIES_BEFORE_SKIP,
  skipCountsRound: false,
  isCorrect: isSameAnswer,
};
