/**
 * The learner's level in a practice: it rises after PRACTICES_TO_RISE practices in a row with
 * RIGHT_TO_RISE right, and falls after one with RIGHT_TO_FALL or fewer. Only a practice played to
 * its end at the learner's own level moves it.
 */
import {
  LEVELS,
  type Level,
  PHRASES_PER_PRACTICE,
  PRACTICES_TO_RISE,
  RIGHT_TO_FALL,
  RIGHT_TO_RISE,
} from '../../shared/rules';
import type { PhraseResult } from './review-rules';

export interface LevelState {
  level: Level;
  /** Practices in a row, at this level, with at least RIGHT_TO_RISE right. */
  strongInARow: number;
}

export const STARTING_LEVEL: LevelState = { level: 'beginner', strongInARow: 0 };

/** The phrases a practice got right, or null when it ended before every phrase it served was played. */
export function rightCount(results: readonly PhraseResult[]): number | null {
  if (results.length < PHRASES_PER_PRACTICE || results.some((each) => each.result === 'unanswered'))
    return null;
  return results.filter((each) => each.result === 'right').length;
}

function shifted(level: Level, step: 1 | -1): Level {
  const index = Math.min(Math.max(LEVELS.indexOf(level) + step, 0), LEVELS.length - 1);
  return LEVELS[index] as Level;
}

/** The learner's level after a practice at `practiced` whose results were `results`. */
export function nextLevel(state: LevelState, practiced: Level, results: readonly PhraseResult[]): LevelState {
  const right = rightCount(results);
  if (practiced !== state.level || right === null) return state;
  if (right <= RIGHT_TO_FALL) return { level: shifted(state.level, -1), strongInARow: 0 };
  if (right < RIGHT_TO_RISE) return { level: state.level, strongInARow: 0 };
  const strongInARow = state.strongInARow + 1;
  return strongInARow >= PRACTICES_TO_RISE
    ? { level: shifted(state.level, 1), strongInARow: 0 }
    : { level: state.level, strongInARow };
}
