/**
 * Runs a practice: the pure machine (./practice-machine.ts) plus what it must not know about:
 * fetching each phrase's audio, the 1.5 s success message, saving the points as they are earned
 * and at the end, the final screen 1 s later, and asking before the learner leaves midway.
 */
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { type Blocker, useBlocker, useNavigate } from 'react-router';
import { screenPaths } from '../../../config/screen-paths';
import { ApiError } from '../../../lib/api-client';
import { messages } from '../../../messages';
import { DailyLimitReached, fetchPhraseAudio } from '../api/audio';
import { isDefinitive, pendingSaves } from '../api/pending-saves';
import type { SpeakingFinalState, WritingFinalState } from '../results/final-state';
import { forgetAudios, rememberAudio } from './audio-memory';
import type { PracticeRules, PracticeState } from './practice-machine';
import { canSkip, pointsOf, practiceReducer, resultsOf, startPractice } from './practice-machine';
import type { StartedPractice } from './started-practice';

/** The success message closes after 1.5 s; the final screen follows 1 s after the end (spec §9). */
export const SUCCESS_MESSAGE_MS = 1500;
export const END_DELAY_MS = 1000;

export type SaveState =
  | { status: 'saving' }
  | { status: 'saved'; points: number }
  /** keptOnDevice: the save stays on the device and is sent again later (pending-saves.ts). */
  | { status: 'error'; message: string; keptOnDevice: boolean };

function saveErrorMessage(rules: PracticeRules, error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return messages.practice.save.notSignedIn;
  if (rules.kind === 'speaking') return messages.practice.save.speakingFailed;
  if (error instanceof ApiError && error.status !== 0)
    return messages.practice.save.failedWith(error.message);
  return messages.practice.save.failed;
}

function finalScreen(rules: PracticeRules, state: PracticeState, started: StartedPractice) {
  const points = pointsOf(state);
  // Each reviewed phrase with its meaning, and whether it was a review, for the final screen.
  const review = state.review.map((item) => {
    const drawn = started.phrases.find((phrase) => phrase.text === item.phrase);
    return { ...item, meaning: drawn?.meaning, wasReview: drawn?.review };
  });
  return rules.kind === 'writing'
    ? {
        path: screenPaths.writingFinal,
        state: { pointsWriting: points, review } satisfies WritingFinalState,
      }
    : {
        path: screenPaths.speakingFinal,
        state: { pointsSpeaking: points, review } satisfies SpeakingFinalState,
      };
}

/** The phrases of the practice as the server drew them, played in that order. */
export function usePractice(rules: PracticeRules, userId: string, started: StartedPractice) {
  const { practiceId, phrases } = started;
  const [state, dispatch] = useReducer(
    (current: PracticeState, action: Parameters<typeof practiceReducer>[2]) =>
      practiceReducer(rules, current, action),
    undefined,
    () => {
      forgetAudios();
      return startPractice(phrases[0]?.text ?? '');
    },
  );
  const navigate = useNavigate();

  // Each phrase's audio is fetched once, when the machine first asks for it.
  const requested = useRef(new Set<string>());
  useEffect(() => {
    const wanted = [state.current, state.upcoming].filter(
      (slot) => slot && slot !== 'limit' && slot.audio.status === 'loading',
    );
    for (const slot of wanted) {
      if (!slot || slot === 'limit' || requested.current.has(slot.phrase)) continue;
      const { phrase } = slot;
      requested.current.add(phrase);
      fetchPhraseAudio(phrase, practiceId).then(
        (audio) => dispatch({ type: 'audioLoaded', phrase, url: rememberAudio(phrase, audio) }),
        (error: unknown) => {
          requested.current.delete(phrase);
          dispatch(
            error instanceof DailyLimitReached
              ? { type: 'limitReached', phrase }
              : { type: 'audioFailed', phrase },
          );
        },
      );
    }
  }, [state.current, state.upcoming, practiceId]);

  useEffect(() => {
    if (state.phase !== 'celebrating') return;
    const timer = setTimeout(() => dispatch({ type: 'continue' }), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state.phase]);

  // Leaving midway asks first; once confirmed, the practice ends and saves like Encerrar.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      state.phase !== 'finished' && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef<Blocker | null>(null);

  // The points so far reach the server after each right answer, silently: closing the tab loses
  // nothing (a save that fails waits on the device, ../api/pending-saves.ts). The effect of the
  // answering keystroke runs before the browser handles anything else, so the save is kept
  // even when the tab closes right after it.
  const points = pointsOf(state);
  useEffect(() => {
    if (points === 0) return;
    pendingSaves.save(userId, practiceId, { kind: rules.kind, points, final: false }).catch(() => undefined);
  }, [points, userId, practiceId, rules.kind]);

  // A page being hidden or closed sends whatever is still waiting, with keepalive.
  useEffect(() => {
    const flush = () => void pendingSaves.flush(userId);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);

  // Once the practice is finished, its final save (the modal says how it went), again at each
  // retry (the server credits only what a save adds, so a repeated save counts once).
  const finished = state.phase === 'finished';
  const [save, setSave] = useState<SaveState | null>(null);
  const sendFinalSave = useCallback(() => {
    setSave({ status: 'saving' });
    const results = resultsOf(state);
    pendingSaves.save(userId, practiceId, { kind: rules.kind, points, final: true, results }).then(
      () => setSave({ status: 'saved', points }),
      (error: unknown) =>
        setSave({
          status: 'error',
          message: saveErrorMessage(rules, error),
          keptOnDevice: !isDefinitive(error),
        }),
    );
  }, [userId, practiceId, rules, points, state]);
  const onFinished = useEffectEvent(sendFinalSave);
  useEffect(() => {
    if (finished) onFinished();
  }, [finished]);

  // 1 s after the save, the final screen, or where the learner was going when they left midway.
  const leave = useEffectEvent(() => {
    const away = leaving.current;
    if (away?.state === 'blocked') away.proceed();
    else {
      const screen = finalScreen(rules, state, started);
      navigate(screen.path, { state: screen.state });
    }
  });
  const saved = save?.status === 'saved';
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(leave, END_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  // The draw's next phrase, or null when it has no more (the practice then ends).
  const nextPhrase = phrases[state.drawn.length]?.text ?? null;
  const answer = useCallback(
    (text: string) => dispatch({ type: 'answer', answer: text, nextPhrase }),
    [nextPhrase],
  );
  const skip = useCallback(() => dispatch({ type: 'skip', nextPhrase }), [nextPhrase]);
  const current = phrases.find((phrase) => phrase.text === state.current.phrase);
  const stop = useCallback(() => dispatch({ type: 'stop' }), []);

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
    retrySave: sendFinalSave,
    /** After a failed save: leave anyway (where the learner was going, or home). */
    giveUp: useCallback(() => {
      const away = leaving.current;
      if (away?.state === 'blocked') away.proceed();
      else navigate(screenPaths.home);
    }, [navigate]),
    /** Set while the learner is asked whether to leave the practice midway. */
    leave:
      blocker.state === 'blocked' && !finished
        ? {
            stay: () => blocker.reset(),
            go: () => {
              leaving.current = blocker;
              dispatch({ type: 'stop' });
            },
          }
        : null,
  };
}
