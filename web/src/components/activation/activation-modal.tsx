/**
 * The practices' activation dialog: a signed-in learner whose account is not activated meets it
 * on a practice's intro (features/practice/gate/practice-intro.tsx loads it lazily).
 */
import { type FormEvent, useEffect, useRef } from 'react';
import { accountMessages } from '../../messages/account';
import { Modal } from '../modal';
import {
  ActivateButton,
  ActivationKeyField,
  START_AFTER_ACTIVATION_MS,
  typedKey,
  useActivation,
} from './activation-key';

export function ActivationModal({
  open,
  userId,
  onCancel,
  onActivated,
}: {
  open: boolean;
  userId: string;
  onCancel: () => void;
  onActivated: () => void;
}) {
  const activation = useActivation(userId);
  const { status, activate, reset } = activation;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts afresh, nothing else
  useEffect(() => {
    if (open) reset();
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await activate(typedKey(event.currentTarget))) {
      timer.current = setTimeout(onActivated, START_AFTER_ACTIVATION_MS);
    }
  }

  const cancel = () => {
    if (status.kind !== 'activated') onCancel();
  };

  return (
    <Modal open={open} title={accountMessages.activation.title} onClose={cancel}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{accountMessages.activation.description}</p>
        <ActivationKeyField activation={activation} />
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={cancel}
            disabled={status.kind === 'activated'}
          >
            {accountMessages.activation.cancel}
          </button>
          <ActivateButton activation={activation} />
        </div>
      </form>
    </Modal>
  );
}
