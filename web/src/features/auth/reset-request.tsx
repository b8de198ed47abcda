import { type FormEvent, useState } from 'react';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { screenPaths } from '../../config/screen-paths';
import { firebaseErrorMessage } from '../../lib/firebase-errors';
import { useAction } from '../../lib/use-action';
import { accountMessages } from '../../messages/account';

const text = accountMessages.auth;

/**
 * "Esqueci minha senha": Firebase Auth e-mails a link to /auth/acao (./action-page.tsx), where
 * the new password is chosen. The answer is the same whether or not the e-mail has an account.
 */
export function ResetRequest({ onBack }: { onBack: () => void }) {
  const { busy, error, run } = useAction(firebaseErrorMessage);
  const [missing, setMissing] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setMissing(!email);
    if (!email) return;
    await run(async () => {
      const { sendPasswordReset } = await import('../../lib/auth-actions');
      // After the new password, the learner comes back signed in (the link's continue URL).
      await sendPasswordReset(email, `${window.location.origin}${screenPaths.auth}`);
      setSentTo(email);
    });
  }

  return (
    <div className="card auth-card">
      <h1>{text.resetTitle}</h1>
      {sentTo ? (
        <p role="status" className="alert tone-success">
          {text.resetSent(sentTo)}
        </p>
      ) : (
        <>
          <p className="muted">{text.resetLead}</p>
          <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
            <TextField
              label={text.email}
              error={missing ? text.emailRequired : null}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
            />
            <FormError error={error} />
            <button type="submit" className="button button-primary button-block" disabled={busy}>
              {busy ? text.working : text.resetSubmit}
            </button>
          </form>
        </>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {text.toSignInAfterReset}
      </button>
    </div>
  );
}
