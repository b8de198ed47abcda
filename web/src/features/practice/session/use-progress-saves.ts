import type { PracticeKind } from '@shared/rules';
import { useEffect } from 'react';
import { pendingSaves } from '../api/pending-saves';

/**
 * The points so far reach the server after each right answer, silently: closing the tab loses
 * nothing (a save that fails waits on the device, ../api/pending-saves.ts). The effect of the
 * answering keystroke runs before the browser handles anything else, so the save is kept even
 * when the tab closes right after it.
 */
export function useProgressSaves(userId: string, practiceId: string, kind: PracticeKind, points: number) {
  useEffect(() => {
    if (points === 0) return;
    pendingSaves.save(userId, practiceId, { kind, points, final: false }).catch(() => undefined);
  }, [points, userId, practiceId, kind]);
}
