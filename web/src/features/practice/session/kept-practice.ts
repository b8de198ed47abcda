import type { PracticeKind } from '@shared/rules';
import { useEffect } from 'react';
import { type KeptPractice, keptPractices } from './kept-practice-store';
import { type PracticeState, pointsOf, resultsOf, snapshotOf } from './practice-machine';
import type { StartedPractice } from './started-practice';

/** Keeps the running practice on the device at each step (./kept-practice-store.ts), and forgets it once it is over. */
export function useKeptPractice(
  userId: string,
  kind: PracticeKind,
  started: StartedPractice,
  state: PracticeState,
) {
  const { practiceId, phrases } = started;
  useEffect(() => {
    if (!userId) return;
    const snapshot = snapshotOf(state);
    if (!snapshot) keptPractices.remove(userId, kind);
    else {
      const kept: KeptPractice = {
        practiceId,
        phrases,
        snapshot,
        points: pointsOf(state),
        results: resultsOf(state),
      };
      keptPractices.write(userId, kind, kept);
    }
  }, [userId, kind, practiceId, phrases, state]);
}
