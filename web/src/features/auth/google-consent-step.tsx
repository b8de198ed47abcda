import type { SignUpConsent } from '@shared/contract';
import { accountDefaultName } from '@shared/name-rules';
import { type FormEvent, useState } from 'react';
import { type ConsentErrors, ConsentFields, readConsent } from '../../components/consent-fields';
import { PageTitle } from '../../components/page-title';
import type { AuthUser } from '../../lib/auth-user';
import { accountMessages } from '../../messages/account';

const text = accountMessages.auth;

/**
 * A first Google sign-in: the popup made the Firebase account, and before the product records
 * the learner (create-user) they read and accept the notice here. Cancelling deletes that
 * Firebase account. The name shown is the one the server will give (the same shared rule).
 */
export function GoogleConsentStep({
  user,
  onAccept,
  onCancel,
}: {
  user: AuthUser;
  onAccept: (consent: SignUpConsent) => Promise<void>;
  onCancel: () => Promise<void>;
}) {
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [busy, setBusy] = useState(false);
  const rankingName = accountDefaultName(user.displayName, true);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readConsent(new FormData(event.currentTarget));
    setErrors(read.errors ?? {});
    if (!read.consent) return;
    setBusy(true);
    await onAccept(read.consent);
  }

  return (
    <div className="page auth-page">
      <PageTitle>{text.googleStepTitle}</PageTitle>
      <div className="card auth-card">
        <h1>{text.googleStepTitle}</h1>
        <p className="muted">{text.googleStepLead}</p>
        <p>{text.googleStepName(rankingName)}</p>
        <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
          <ConsentFields errors={errors} />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? text.working : text.googleStepContinue}
          </button>
        </form>
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            onCancel().finally(() => setBusy(false));
          }}
        >
          {text.googleStepCancel}
        </button>
      </div>
    </div>
  );
}
