import { lazyRetrying } from '@shared/lazy';
import type { PracticeKind } from '@shared/rules';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { PracticeState } from './practice-machine';
import type { StartedPractice } from './started-practice';

/** The copy's writer (./keep-practice.ts and the device's storage). */
const loadKeeper = lazyRetrying(() => import('./keep-practice'));

/**
 * Keeps the running practice on the device at each step, for a reload to go on with it
 * (../gate/resume-offer.tsx), and forgets it once it is over. Until the learner first touches or
 * types on the practice nothing has been answered: the writer's code loads then (as the saves'
 * do, ./use-progress-saves.ts), not before the first audio; a practice gone on with keeps from
 * the start.
 */
export function useKeptPractice(
  userId: string,
  kind: PracticeKind,
  started: StartedPractice,
  state: PracticeState,
) {
  const keeping = useRef(Boolean(started.resumed));
  /** Keeps the practice as it is at `step` (by default, now). */
  const keep = useEffectEvent((step: PracticeState = state) => {
    if (!userId || !keeping.current) return;
    loadKeeper().then(
      ({ keepPractice }) => keepPractice(userId, kind, started, step),
      () => undefined, // not kept this step: the next one tries again
    );
  });
  useEffect(() => {
    const start = () => {
      keeping.current = true;
      keep();
    };
    window.addEventListener('pointerdown', start, { once: true });
    window.addEventListener('keydown', start, { once: true });
    return () => {
      window.removeEventListener('pointerdown', start);
      window.removeEventListener('keydown', start);
    };
  }, []);
  useEffect(() => keep(state), [state]);
}
