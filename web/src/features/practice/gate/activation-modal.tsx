import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { forgetPendingKey, pendingKey } from '../../../lib/pending-key';
import { messages } from '../../../messages';
import { validateKey } from '../api/validate-key';

/** After a successful activation the practice starts this much later. */
export const START_AFTER_ACTIVATION_MS = 1500;

type Status =
  | { kind: 'idle' }
  | { kind: 'error'; message: string }
  | { kind: 'checking' }
  | { kind: 'activated' };

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
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const messageId = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) setStatus({ kind: 'idle' });
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('activationKey') ?? '');
    if (!key.trim()) {
      setStatus({ kind: 'error', message: messages.activation.emptyKey });
      return;
    }
    setStatus({ kind: 'checking' });
    const result = await validateKey(userId, key);
    if (result.ok) {
      forgetPendingKey();
      setStatus({ kind: 'activated' });
      timer.current = setTimeout(onActivated, START_AFTER_ACTIVATION_MS);
    } else {
      setStatus({ kind: 'error', message: result.message });
    }
  }

  const busy = status.kind === 'checking' || status.kind === 'activated';
  const cancel = () => {
    if (status.kind !== 'activated') onCancel();
  };

  return (
    <Modal open={open} title={messages.activation.title} onClose={cancel}>
      <form className="form" noValidate onSubmit={submit}>
        <p className="muted">{messages.activation.description}</p>
        <TextField
          label={messages.activation.keyLabel}
          hint={messages.activation.keyHint}
          describedBy={messageId}
          name="activationKey"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          // A key that came in a link (`/?chave=KEY`), kept through the sign-in.
          defaultValue={pendingKey() ?? undefined}
          readOnly={busy}
          aria-invalid={status.kind === 'error' || undefined}
        />
        <div id={messageId} className="form-message" aria-live="polite">
          {status.kind === 'error' && (
            <p role="alert" className="alert tone-error">
              {status.message}
            </p>
          )}
          {status.kind === 'activated' && (
            <p role="status" className="alert tone-success">
              {messages.activation.success}
            </p>
          )}
        </div>
        <div className="modal-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={cancel}
            disabled={status.kind === 'activated'}
          >
            {messages.activation.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {status.kind === 'checking' ? messages.activation.activating : messages.activation.activate}
          </button>
        </div>
      </form>
    </Modal>
  );
}
