import { type ComponentType, lazy, useEffect } from 'react';
import type { ConfirmAnswers, ConfirmQuestion } from './confirm-modal';

type Props = { question: ConfirmQuestion; answer: ConfirmAnswers };

/**
 * Should the modal's code not arrive (offline before the app was ever cached), the browser's
 * own confirm asks the same question: the learner is never stuck.
 */
export function ConfirmWithBrowser({ question, answer }: Props) {
  useEffect(() => {
    if (window.confirm(`${question.title}\n${question.text}`)) answer.go();
    else answer.stay();
  }, [question, answer]);
  return null;
}

/** Asked only when the learner leaves or ends something midway, so its code (and the dialog's) loads then. */
export const LazyConfirmModal = lazy<ComponentType<Props>>(() =>
  import('./confirm-modal').then(
    (m) => ({ default: m.ConfirmModal }),
    () => ({ default: ConfirmWithBrowser }),
  ),
);
