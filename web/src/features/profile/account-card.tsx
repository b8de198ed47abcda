/**
 * The profile's "Sua conta": the name on the ranking (the shared name rule checks it here with the
 * server's sentence, the server decides), the switch that takes the learner off the public ranking,
 * and whether the e-mail is confirmed, with the link sent again on request.
 */
import type { UpdateMeResponse, UserProfile } from '@shared/contract';
import { cleanName } from '@shared/name-rules';
import { MAX_RAW_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { TitledCard } from '../../components/titled-card';
import { screenPaths } from '../../config/screen-paths';
import type { AuthUser } from '../../lib/auth-user';
import { firebaseErrorMessage } from '../../lib/firebase-errors';
import { updateMe } from '../../lib/update-me';
import { useAction } from '../../lib/use-action';
import { accountMessages } from '../../messages/account';

const text = accountMessages.profile;

function RankingName({
  name,
  hasOwnName,
  onSaved,
}: {
  name: string;
  /** False: `name` is the default one others see ("Usuário 4F2K"), and the row says how to choose one. */
  hasOwnName: boolean;
  onSaved: (answer: UpdateMeResponse) => void;
}) {
  const [editing, setEditing] = useState(false);
  const { busy, error, setError, run } = useAction();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = String(new FormData(event.currentTarget).get('name') ?? '');
    if (cleanName(raw) === null) return setError(accountMessages.invalidName);
    await run(async () => {
      const answer = await updateMe({ name: raw });
      onSaved(answer);
      setSaved(answer.name);
      setEditing(false);
    });
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
          defaultValue={hasOwnName ? name : undefined}
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
          {!hasOwnName && <p className="muted account-hint">{text.noOwnName}</p>}
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
  const { busy, error, run } = useAction();
  const [changed, setChanged] = useState(false);

  async function toggle() {
    setChanged(await run(async () => onSaved(await updateMe({ showOnRanking: !shown }))));
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
      <FormError error={error} />
      <div aria-live="polite">
        {changed && <p className="muted">{shown ? text.rankingShown : text.rankingHidden}</p>}
      </div>
    </div>
  );
}

function EmailConfirmation({ user }: { user: AuthUser }) {
  const { busy, error, run } = useAction(firebaseErrorMessage);
  const [sent, setSent] = useState(false);
  const confirmed = user.emailVerified;

  useEffect(() => {
    // Confirmed on another device (the phone's mail app): read the account again once.
    if (confirmed) return;
    import('../../lib/firebase-account').then((account) => account.refreshUser()).catch(() => undefined);
  }, [confirmed]);

  async function send() {
    await run(async () => {
      const { sendEmailConfirmation } = await import('../../lib/auth-actions');
      await sendEmailConfirmation(`${window.location.origin}${screenPaths.profile}`);
      setSent(true);
    });
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
      </div>
      <FormError error={error} />
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
      <RankingName name={account.name} hasOwnName={account.hasOwnName} onSaved={onChange} />
      <RankingSwitch shown={account.showOnRanking} onSaved={onChange} />
      {user.email && <EmailConfirmation user={user} />}
    </TitledCard>
  );
}
