/**
 * The activation's one flow, wherever the key is asked (the practices' modal, the first step after
 * sign-up, the home page's call): the key's field, filled in with a key a link brought
 * (../../lib/pending-key.ts), the rule for an empty key, the call, and what it answered.
 */
import { useId, useState } from 'react';
import { forgetPendingKey, pendingKey } from '../../lib/pending-key';
import { accountMessages } from '../../messages/account';
import { TextField } from '../text-field';
import { validateKey } from './validate-key';

export type ActivationStatus =
  | { kind: 'idle' }
  | { kind: 'error'; message: string }
  | { kind: 'checking' }
  | { kind: 'activated' };

/** After a successful activation the practice (or the next screen) opens this much later (spec §4). */
export const START_AFTER_ACTIVATION_MS = 1500;

/** The field's name in its form: `typedKey` reads it. */
const FIELD = 'activationKey';

/** The key typed in a form that holds an `ActivationKeyField`. */
export function typedKey(form: HTMLFormElement): string {
  return String(new FormData(form).get(FIELD) ?? '');
}

export interface Activation {
  status: ActivationStatus;
  /** Checking, or activated: the form waits. */
  busy: boolean;
  /** Sends `key` for `userId`; true once the account is activated (an empty key is refused here). */
  activate: (key: string) => Promise<boolean>;
  reset: () => void;
}

export function useActivation(userId: string): Activation {
  const [status, setStatus] = useState<ActivationStatus>({ kind: 'idle' });
  async function activate(key: string): Promise<boolean> {
    if (!key.trim()) {
      setStatus({ kind: 'error', message: accountMessages.activation.emptyKey });
      return false;
    }
    setStatus({ kind: 'checking' });
    const result = await validateKey(userId, key);
    if (!result.ok) {
      setStatus({ kind: 'error', message: result.message });
      return false;
    }
    forgetPendingKey();
    setStatus({ kind: 'activated' });
    return true;
  }
  return {
    status,
    busy: status.kind === 'checking' || status.kind === 'activated',
    activate,
    reset: () => setStatus({ kind: 'idle' }),
  };
}

/** The key's field and, under it, what the activation said (read by screen readers as it changes). */
export function ActivationKeyField({ activation: { status, busy } }: { activation: Activation }) {
  const messageId = useId();
  return (
    <>
      <TextField
        label={accountMessages.activation.keyLabel}
        hint={accountMessages.activation.keyHint}
        describedBy={messageId}
        name={FIELD}
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
            {accountMessages.activation.success}
          </p>
        )}
      </div>
    </>
  );
}

/** 'Ativar', the submit button of a form that only activates. */
export function ActivateButton({ activation: { status, busy } }: { activation: Activation }) {
  return (
    <button type="submit" className="button button-primary" disabled={busy}>
      {status.kind === 'checking'
        ? accountMessages.activation.activating
        : accountMessages.activation.activate}
    </button>
  );
}
