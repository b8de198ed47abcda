import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { messages } from '../../../messages';
import { loadPendingSaves } from '../api/load-pending-saves';
import { type PracticeRules, type PracticeState, resultsOf } from './practice-machine';

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

/**
 * Once the practice is finished, its final save (the modal says how it went), again at each
 * retry (the server credits only what a save adds, so a repeated save counts once).
 */
export function useFinalSave(
  rules: PracticeRules,
  userId: string,
  practiceId: string,
  state: PracticeState,
  points: number,
) {
  const finished = state.phase === 'finished';
  const [save, setSave] = useState<SaveState | null>(null);
  const sendFinalSave = useCallback(() => {
    setSave({ status: 'saving' });
    const results = resultsOf(state);
    const failed = (error: unknown, keptOnDevice: boolean) =>
      setSave({ status: 'error', message: saveErrorMessage(rules, error), keptOnDevice });
    loadPendingSaves().then(
      ({ pendingSaves, isDefinitive }) =>
        pendingSaves.save(userId, practiceId, { kind: rules.kind, points, final: true, results }).then(
          () => setSave({ status: 'saved', points }),
          (error: unknown) => failed(error, !isDefinitive(error)),
        ),
      // Its code could not load (offline on a first visit): nothing was kept on the device.
      (error: unknown) => failed(error, false),
    );
  }, [userId, practiceId, rules, points, state]);
  const onFinished = useEffectEvent(sendFinalSave);
  useEffect(() => {
    if (finished) onFinished();
  }, [finished]);
  return { save, retrySave: sendFinalSave };
}
