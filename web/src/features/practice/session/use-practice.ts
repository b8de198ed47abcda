/**
 * Runs a practice: the pure machine (./practice-machine.ts) plus, one hook each, what it must
 * not know about: the phrases' audio, the pauses, the leave guard, the saves and the way out.
 */
import { useCallback, useReducer } from 'react';
import { forgetAudios } from './audio-memory';
import type { PracticeAction, PracticeRules, PracticeState } from './practice-machine';
import { canSkip, pointsOf, practiceReducer, startPractice } from './practice-machine';
import type { StartedPractice } from './started-practice';
import { useDelay } from './use-delay';
import { useFinalSave } from './use-final-save';
import { useFlushOnHide } from './use-flush-on-hide';
import { useLeaveGuard } from './use-leave-guard';
import { usePhraseAudio } from './use-phrase-audio';
import { usePracticeExit } from './use-practice-exit';
import { useProgressSaves } from './use-progress-saves';

/** The success message closes after 1.5 s; the final screen follows 1 s after the save. */
export const SUCCESS_MESSAGE_MS = 1500;
export const END_DELAY_MS = 1000;

/** The phrases of the practice as the server drew them, played in that order. */
export function usePractice(rules: PracticeRules, userId: string, started: StartedPractice) {
  const { practiceId, phrases } = started;
  const [state, dispatch] = useReducer(
    (current: PracticeState, action: PracticeAction) => practiceReducer(rules, current, action),
    undefined,
    () => {
      forgetAudios();
      return startPractice(phrases[0]?.text ?? '', phrases.length);
    },
  );
  const finished = state.phase === 'finished';
  const points = pointsOf(state);

  usePhraseAudio(state.current, state.upcoming, practiceId, dispatch);
  useDelay(state.phase === 'celebrating', SUCCESS_MESSAGE_MS, () => dispatch({ type: 'continue' }));
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);
  const { leave, proceedIfLeaving } = useLeaveGuard(finished, stop);
  useProgressSaves(userId, practiceId, rules.kind, state);
  useFlushOnHide(userId);
  const { save, retrySave } = useFinalSave(rules, userId, practiceId, state, points);
  const { afterSave, giveUp } = usePracticeExit(rules, state, started, proceedIfLeaving);
  useDelay(save?.status === 'saved', END_DELAY_MS, afterSave);

  // The draw's next phrase, or null when it has no more (the practice then ends).
  const nextPhrase = phrases[state.drawn.length]?.text ?? null;
  const answer = useCallback(
    (text: string) => dispatch({ type: 'answer', answer: text, nextPhrase }),
    [nextPhrase],
  );
  const skip = useCallback(() => dispatch({ type: 'skip', nextPhrase }), [nextPhrase]);
  const current = phrases.find((phrase) => phrase.text === state.current.phrase);

  return {
    state,
    /** The current phrase's meaning (shown only once answered or skipped) and review tag. */
    current: { meaning: current?.meaning ?? '', review: current?.review ?? false },
    /** The meaning of a phrase of this practice. */
    meaningOf: (phrase: string) => phrases.find((each) => each.text === phrase)?.meaning ?? '',
    points,
    canSkip: canSkip(rules, state),
    answer,
    skip,
    stop,
    dismissFeedback: useCallback(() => dispatch({ type: 'dismissFeedback' }), []),
    retryAudio: useCallback(() => dispatch({ type: 'retryAudio' }), []),
    save,
    retrySave,
    /** After a failed save: leave anyway (where the learner was going, or home). */
    giveUp,
    /** Set while the learner is asked whether to leave the practice midway. */
    leave,
  };
}
