import type { PracticeKind } from '@shared/rules';
import { useEffect, useEffectEvent } from 'react';
import { loadPendingSaves } from '../api/load-pending-saves';
import { type PracticeState, pointsOf, settledResultsOf } from './practice-machine';

/**
 * The points so far reach the server after each right answer, silently, with what became of
 * each phrase settled so far: again after each skip, so a skipped phrase joins the review list
 * even if the practice never gets its final save. Closing the tab loses nothing (a save that
 * fails waits on the device, ../api/pending-saves.ts). The saves' code loads at the learner's
 * first touch or key, before any answer can be given; then the effect of the answering keystroke
 * runs before the browser handles anything else, so the save is kept even when the tab closes
 * right after it.
 */
export function useProgressSaves(
  userId: string,
  practiceId: string,
  kind: PracticeKind,
  state: PracticeState,
) {
  useEffect(() => {
    const load = () => void loadPendingSaves().catch(() => undefined);
    window.addEventListener('pointerdown', load, { once: true });
    window.addEventListener('keydown', load, { once: true });
    return () => {
      window.removeEventListener('pointerdown', load);
      window.removeEventListener('keydown', load);
    };
  }, []);
  const results = settledResultsOf(state);
  const send = useEffectEvent(() => {
    const save = { kind, points: pointsOf(state), final: false, results };
    loadPendingSaves()
      .then(({ pendingSaves }) => pendingSaves.save(userId, practiceId, save))
      .catch(() => undefined);
  });
  // A right answer and a skip each settle one more phrase; nothing else calls for a save.
  const settled = results.length;
  useEffect(() => {
    if (settled > 0) send();
  }, [settled]);
}
