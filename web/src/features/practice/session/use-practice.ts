/**
 * Runs a practice: the pure machine (./practice-machine.ts) plus, one hook each, what it must
 * not know about: the phrases' audio, the pauses, the leave guard, the saves, the copy kept on
 * the device for a reload and the way out.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { forgetAudios } from './audio-memory';
import { useKeptPractice } from './kept-practice';
import type { PracticeAction, PracticeRules, PracticeState } from './practice-machine';
import { canSkip, pointsOf, practiceReducer, resumePractice, startPractice } from './practice-machine';
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
      return started.resumed
        ? resumePractice(started.resumed)
        : startPractice(phrases[0]?.text ?? '', phrases.length);
    },
  );
  const finished = state.phase === 'finished';
  const points = pointsOf(state);

  usePhraseAudio(state.current, state.upcoming, practiceId, dispatch);
  // A right answer the coach has something to say about waits for the learner's 'Próxima frase'.
  const [held, setHeld] = useState(false);
  const celebrating = state.phase === 'celebrating';
  useDelay(celebrating && !held, SUCCESS_MESSAGE_MS, () => dispatch({ type: 'continue' }));
  useEffect(() => {
    if (!celebrating) setHeld(false);
  }, [celebrating]);
  const next = useCallback(() => {
    setHeld(false);
    dispatch({ type: 'continue' });
  }, []);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);
  const { leave, proceedIfLeaving } = useLeaveGuard(practiceId, finished, stop);
  useProgressSaves(userId, practiceId, rules.kind, state);
  useFlushOnHide(userId);
  useKeptPractice(userId, rules.kind, started, state);
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
    /** The learner's daily audios, as the draw said them. */
    dailyAudios: started.dailyAudios,
    /**
     * The current phrase's meaning (shown only once answered or skipped), whether it is a review
     * and whether it was drawn for a class task (never both: the draw's rule).
     */
    current: {
      meaning: current?.meaning ?? '',
      review: current?.review ?? false,
      task: current?.assignmentId,
    },
    /** The meaning of a phrase of this practice. */
    meaningOf: (phrase: string) => phrases.find((each) => each.text === phrase)?.meaning ?? '',
    points,
    canSkip: canSkip(rules, state),
    answer,
    skip,
    stop,
    dismissFeedback: useCallback(() => dispatch({ type: 'dismissFeedback' }), []),
    /**
     * Keeps a right answer's success message (and what is shown with it) until `next()`, or lets
     * it close 1.5 s after `hold(false)`. Only while celebrating; the next phrase starts unheld.
     */
    hold: setHeld,
    held: held && celebrating,
    next,
    retryAudio: useCallback(() => dispatch({ type: 'retryAudio' }), []),
    save,
    retrySave,
    /** After a failed save: leave anyway (where the learner was going, or home). */
    giveUp,
    /** Set while the learner is asked whether to leave the practice midway. */
    leave,
  };
}
