import { lazyRetrying } from '@shared/lazy';
import type { PracticeKind } from '@shared/rules';
import { useEffect, useEffectEvent } from 'react';
import { type PracticeState, pointsOf, resultsOf } from './practice-machine';
import type { StartedPractice } from './started-practice';

/** The copy's writer (./keep-practice.ts), in one chunk with its store (web/vite.config.ts). */
const loadKeeper = lazyRetrying(() => import('./keep-practice'));

/**
 * Keeps the running practice on the device at each step once something of it was answered, for
 * a reload to go on with it (../gate/resume-offer.tsx), and forgets it once it is over. Before
 * the first answer there is nothing to go on with: the writer's code loads then, with the saves',
 * not before the first audio; a practice gone on with keeps from the start.
 */
export function useKeptPractice(
  userId: string,
  kind: PracticeKind,
  started: StartedPractice,
  state: PracticeState,
) {
  const keep = useEffectEvent((step: PracticeState) => {
    if (!userId) return;
    loadKeeper().then(
      ({ keepPractice }) =>
        keepPractice(userId, kind, started, step, { points: pointsOf(step), results: resultsOf(step) }),
      () => undefined, // not kept this step: the next one tries again
    );
  });
  const worthKeeping = state.review.length > 0 || state.phase === 'finished' || Boolean(started.resumed);
  useEffect(() => {
    if (worthKeeping) keep(state);
  }, [worthKeeping, state]);
}
