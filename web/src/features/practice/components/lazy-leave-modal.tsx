import { type ComponentType, lazy, useEffect } from 'react';
import { messages } from '../../../messages';

type Leave = { stay: () => void; go: () => void };

/**
 * Should the modal's code not arrive (offline before the app was ever cached), the browser's
 * own confirm asks the same question: the learner is never stuck on the practice.
 */
export function ConfirmLeave({ leave }: { leave: Leave }) {
  useEffect(() => {
    if (window.confirm(`${messages.practice.leave.title}\n${messages.practice.leave.text}`)) leave.go();
    else leave.stay();
  }, [leave]);
  return null;
}

/** Asked only when the learner leaves midway, so its code (and the dialog's) loads then. */
export const LeaveModal = lazy<ComponentType<{ leave: Leave }>>(() =>
  import('./leave-modal').then(
    (m) => ({ default: m.LeaveModal }),
    () => ({ default: ConfirmLeave }),
  ),
);
