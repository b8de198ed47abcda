import { type FormEvent, useState } from 'react';
import { type ConsentErrors, ConsentFields, readConsent } from '../../components/consent-fields';
import { FormError } from '../../components/form-error';
import { TitledCard } from '../../components/titled-card';
import type { AuthUser } from '../../lib/auth-user';
import { useAction } from '../../lib/use-action';
import { accountMessages } from '../../messages/account';
import { acceptNotice } from './api/account';

const text = accountMessages.profile;

/**
 * A learner whose record holds no accepted notice, or an older one, is asked here, at the top of
 * the profile: the same fields as at sign-up, never in the way of a practice.
 */
export function NoticeCard({ user, previous }: { user: AuthUser; previous: string | null }) {
  const [errors, setErrors] = useState<ConsentErrors>({});
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { consent, errors: refused } = readConsent(new FormData(event.currentTarget));
    setErrors(refused ?? {});
    if (consent) setDone(await run(() => acceptNotice(user, consent).then(() => undefined)));
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
          <FormError error={error} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.saving : text.noticeAccept}
          </button>
        </form>
      )}
    </TitledCard>
  );
}
