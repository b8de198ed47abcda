import { isSameAnswer } from '@shared/answer';
import { PHRASES_PER_PRACTICE, TRIES_BEFORE_SKIP } from '@shared/rules';
import type { PracticeRules } from '../session/practice-machine';

/** Spec §4, §9: 10 rounds of 10%; 'Pular' after more than 2 wrong tries; a skip counts nothing. */
export const writingRules: PracticeRules = {
  kind: 'writing',
  rounds: PHRASES_PER_PRACTICE,
  progressPerRound: 100 / PHRASES_PER_PRACTICE,
  triesBeforeSkip: TRIES_BEFORE_SKIP,
  skipCountsRound: false,
  isCorrect: isSameAnswer,
};
