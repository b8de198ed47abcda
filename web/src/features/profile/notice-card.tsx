import { type FormEvent, useState } from 'react';
import { type ConsentErrors, ConsentFields, readConsent } from '../../components/consent-fields';
import { TitledCard } from '../../components/titled-card';
import { ApiError } from '../../lib/api-client';
import type { AuthUser } from '../../lib/auth-user';
import { messages } from '../../messages';
import { accountMessages } from '../../messages-account';
import { acceptNotice } from './api/account';

const text = accountMessages.profile;

/**
 * A learner whose record holds no accepted notice, or an older one, is asked here, at the top of
 * the profile: the same fields as at sign-up, never in the way of a practice.
 */
export function NoticeCard({ user, previous }: { user: AuthUser; previous: string | null }) {
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const read = readConsent(new FormData(event.currentTarget));
    setErrors(read.errors ?? {});
    setError(null);
    if (!read.consent) return;
    setBusy(true);
    try {
      await acceptNotice(user, read.consent);
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : messages.errors.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledCard title={text.noticeTitle} className="notice-card">
      {done ? (
        <p role="status" className="alert tone-success">
          {text.noticeAccepted}
        </p>
      ) : (
        <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
          <p>{previous ? text.noticeChanged : text.noticeNew}</p>
          <ConsentFields errors={errors} />
          <div className="form-message" aria-live="polite">
            {error && (
              <p role="alert" className="alert tone-error">
                {error}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.saving : text.noticeAccept}
          </button>
        </form>
      )}
    </TitledCard>
  );
}
