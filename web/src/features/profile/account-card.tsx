/**
 * The profile's "Sua conta": the name on the ranking (the shared name rule checks it here with the
 * server's sentence, the server decides), the switch that takes the learner off the public ranking,
 * and whether the e-mail is confirmed, with the link sent again on request.
 */
import type { UpdateMeResponse, UserProfile } from '@shared/contract';
import { cleanName } from '@shared/name-rules';
import { MAX_RAW_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TextField } from '../../components/text-field';
import { TitledCard } from '../../components/titled-card';
import { screenPaths } from '../../config/screen-paths';
import { ApiError } from '../../lib/api-client';
import type { AuthUser } from '../../lib/auth-user';
import { firebaseErrorMessage } from '../../lib/firebase-errors';
import { messages } from '../../messages';
import { accountMessages } from '../../messages-account';
import { updateAccount } from './api/account';

const text = accountMessages.profile;

/** The server's sentence when it gave one, else the generic one. */
const sentenceOf = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.errors.unexpected;

function RankingName({ name, onSaved }: { name: string; onSaved: (answer: UpdateMeResponse) => void }) {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('name') ?? '');
    if (cleanName(raw) === null) {
      setError(accountMessages.invalidName);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await updateAccount({ name: raw });
      onSaved(answer);
      setSaved(answer.name);
      setEditing(false);
    } catch (failure) {
      setError(sentenceOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    return (
      <form className="form account-row-form" noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          label={text.nameLabel}
          hint={text.nameHint}
          error={error}
          name="name"
          type="text"
          autoComplete="nickname"
          defaultValue={name}
          maxLength={MAX_RAW_NAME_CHARACTERS}
          // The learner just asked to type a new name.
          autoFocus
        />
        <div className="account-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.saving : text.saveName}
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => {
              setEditing(false);
              setError(null);
            }}
          >
            {text.cancel}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="account-item">
      <div className="account-row">
        <div>
          <p className="account-label">{text.rankingName}</p>
          <p className="account-value">{name}</p>
        </div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          {text.rename}
        </button>
      </div>
      <div aria-live="polite">{saved && <p className="muted">{text.nameSaved(saved)}</p>}</div>
    </div>
  );
}

function RankingSwitch({ shown, onSaved }: { shown: boolean; onSaved: (answer: UpdateMeResponse) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateAccount({ showOnRanking: !shown }));
      setChanged(true);
    } catch (failure) {
      setError(sentenceOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-item">
      <div className="account-row">
        <div>
          <p id={`${id}-label`} className="account-label">
            {text.showOnRanking}
          </p>
          <p id={`${id}-hint`} className="muted account-hint">
            {text.showOnRankingHint}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={shown}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onClick={toggle}
        >
          <span className="switch-thumb" />
        </button>
      </div>
      <div aria-live="polite">
        {error && (
          <p role="alert" className="alert tone-error">
            {error}
          </p>
        )}
        {changed && !error && <p className="muted">{shown ? text.rankingShown : text.rankingHidden}</p>}
      </div>
    </div>
  );
}

function EmailConfirmation({ user }: { user: AuthUser }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = user.emailVerified;

  useEffect(() => {
    // Confirmed on another device (the phone's mail app): read the account again once.
    if (confirmed) return;
    import('../../lib/firebase-account').then((account) => account.refreshUser()).catch(() => undefined);
  }, [confirmed]);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      const { sendEmailConfirmation } = await import('../../lib/auth-actions');
      await sendEmailConfirmation(`${window.location.origin}${screenPaths.profile}`);
      setSent(true);
    } catch (failure) {
      setError(firebaseErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-item">
      <div className="account-row">
        <div>
          <p className="account-label">{text.emailLabel}</p>
          <p className={confirmed ? 'account-value email-confirmed' : 'account-value'}>
            {confirmed ? `✓ ${text.emailConfirmed}` : text.emailNotConfirmed}
          </p>
        </div>
        {!confirmed && !sent && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={send}>
            {busy ? text.sending : text.sendConfirmation}
          </button>
        )}
      </div>
      <div aria-live="polite">
        {sent && <p className="muted">{text.confirmationSent(user.email ?? '')}</p>}
        {error && (
          <p role="alert" className="alert tone-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

export function AccountCard({
  user,
  account,
  onChange,
}: {
  user: AuthUser;
  account: UserProfile;
  onChange: (change: UpdateMeResponse) => void;
}) {
  return (
    <TitledCard title={text.accountTitle} className="account-card">
      <RankingName name={account.name} onSaved={onChange} />
      <RankingSwitch shown={account.showOnRanking} onSaved={onChange} />
      {user.email && <EmailConfirmation user={user} />}
    </TitledCard>
  );
}
