/**
 * Writes the running practice's copy on the device (./kept-practice-store.ts) at a step of it,
 * and forgets it once the practice is over. Loaded by ./kept-practice.ts once there is something
 * to go on with.
 */
import type { PracticeKind } from '@shared/rules';
import { type KeptPractice, keptPractices } from './kept-practice-store';
import { type PracticeState, pointsOf, resultsOf } from './practice-machine';
import { snapshotOf } from './practice-snapshot';
import type { StartedPractice } from './started-practice';

export function keepPractice(
  userId: string,
  kind: PracticeKind,
  { practiceId, phrases }: StartedPractice,
  state: PracticeState,
): void {
  const snapshot = snapshotOf(state);
  if (!snapshot) {
    keptPractices.remove(userId, kind);
    return;
  }
  const kept: KeptPractice = {
    practiceId,
    phrases,
    snapshot,
    points: pointsOf(state),
    results: resultsOf(state),
  };
  keptPractices.write(userId, kind, kept);
}
