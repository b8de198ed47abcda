/**
 * Writes the running practice's copy on the device (./kept-practice-store.ts) at a step of it,
 * and forgets it once the practice is over. Loaded by ./kept-practice.ts once there is something
 * to go on with; it is handed what the practice's own code computes (its points and results), so
 * that it needs nothing of that code's chunk.
 */
import type { PhraseResultPayload } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import { keptPractices } from './kept-practice-store';
import type { PracticeState } from './practice-machine';
import { snapshotOf } from './practice-snapshot';
import type { StartedPractice } from './started-practice';

export function keepPractice(
  userId: string,
  kind: PracticeKind,
  { practiceId, phrases, dailyAudios }: StartedPractice,
  state: PracticeState,
  { points, results }: { points: number; results: PhraseResultPayload[] },
): void {
  const snapshot = snapshotOf(state);
  if (snapshot)
    keptPractices.write(userId, kind, { practiceId, phrases, dailyAudios, snapshot, points, results });
  else keptPractices.remove(userId, kind);
}
