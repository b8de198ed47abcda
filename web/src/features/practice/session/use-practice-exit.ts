import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { screenPaths } from '../../../config/screen-paths';
import type { SpeakingFinalState, WritingFinalState } from '../results/final-state';
import { audiosLeftAfter, type PracticeRules, type PracticeState, pointsOf } from './practice-machine';
import type { StartedPractice } from './started-practice';

function finalScreen(rules: PracticeRules, state: PracticeState, started: StartedPractice) {
  const points = pointsOf(state);
  // Each reviewed phrase with its meaning, and whether it was a review or a task's, for the final screen.
  const review = state.review.map((item) => {
    const drawn = started.phrases.find((phrase) => phrase.text === item.phrase);
    return { ...item, meaning: drawn?.meaning, wasReview: drawn?.review, wasTask: !!drawn?.assignmentId };
  });
  // Why it ended, and what the final screen can offer next.
  const end = {
    review,
    reason: state.endReason ?? undefined,
    audiosLeft: audiosLeftAfter(state),
    dailyAudios: started.dailyAudios,
  };
  return rules.kind === 'writing'
    ? {
        path: screenPaths.writingFinal,
        state: { pointsWriting: points, ...end } satisfies WritingFinalState,
      }
    : {
        path: screenPaths.speakingFinal,
        state: { pointsSpeaking: points, ...end } satisfies SpeakingFinalState,
      };
}

/**
 * Where a practice goes once over: where the learner was going when they left midway, else the
 * final screen once saved, or home when they give up on a failed save.
 */
export function usePracticeExit(
  rules: PracticeRules,
  state: PracticeState,
  started: StartedPractice,
  proceedIfLeaving: () => boolean,
) {
  const navigate = useNavigate();
  return {
    afterSave: () => {
      if (proceedIfLeaving()) return;
      const screen = finalScreen(rules, state, started);
      navigate(screen.path, { state: screen.state });
    },
    giveUp: useCallback(() => {
      if (!proceedIfLeaving()) navigate(screenPaths.home);
    }, [navigate, proceedIfLeaving]),
  };
}
