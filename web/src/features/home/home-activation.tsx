/**
 * The home page's part of the activation (a lazy chunk: ./home-page.tsx). A visitor who opened a
 * key link is offered an account, back home after. For a signed-in learner it asks the server
 * once whether the account is activated: if not, the key's form, filled in with a key a link
 * brought; if it is and a key link was opened, that the account needs no key. The same chunk
 * holds the way to a learner known to be activated's class tasks (the profile shows them too).
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  ActivateButton,
  ActivationKeyField,
  typedKey,
  useActivation,
} from '../../components/activation/activation-key';
import { AppLink } from '../../components/app-link';
import { ClassAssignments } from '../../components/class-assignments/class-assignments';
import { SIGN_UP_PARAM, screenPaths } from '../../config/screen-paths';
import { getMe } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { authRedirect } from '../../lib/auth-redirect';
import { forgetPendingKey, pendingKey } from '../../lib/pending-key';
import { rememberActivation } from '../../lib/remember-activation';
import { accountMessages } from '../../messages/account';

type Known = 'asking' | 'activated' | 'notActivated' | 'unknown';

/** Back home after signing up or in from the key link's banner: the key waits there. */
const backHome = authRedirect(screenPaths.home);

/** A key link opened by a visitor: the key is kept, and the way to an account. */
function KeyKept({ activationKey }: { activationKey: string }) {
  return (
    <div role="status" className="alert tone-success home-key">
      <p>{accountMessages.keyLink.kept(activationKey)}</p>
      <p className="home-key-actions">
        <AppLink
          to={`${screenPaths.auth}?${SIGN_UP_PARAM}`}
          state={backHome}
          className="button button-primary"
        >
          {accountMessages.keyLink.signUp}
        </AppLink>
        <AppLink to={screenPaths.auth} state={backHome} className="button button-secondary">
          {accountMessages.keyLink.signIn}
        </AppLink>
      </p>
    </div>
  );
}

function ActivationForm({ userId, onActivated }: { userId: string; onActivated?: (uid: string) => void }) {
  const activation = useActivation(userId);
  const titleId = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await activation.activate(typedKey(event.currentTarget))) onActivated?.(userId);
  }
  return (
    <section className="card home-activation" aria-labelledby={titleId}>
      <h2 id={titleId}>{accountMessages.activation.title}</h2>
      <p className="muted">{accountMessages.activation.description}</p>
      <form className="form" noValidate onSubmit={submit}>
        <ActivationKeyField activation={activation} />
        <ActivateButton activation={activation} />
      </form>
    </section>
  );
}

function ActivationCall({ onActivated }: { onActivated?: (uid: string) => void }) {
  // Confirms the remembered user with Firebase: a stale one turns the page back to a visitor's.
  const { user, ready } = useAuth();
  const uid = ready ? (user?.uid ?? null) : null;
  const [known, setKnown] = useState<Known>('asking');
  // Read once: activated, the key is forgotten below, but the page still says why.
  const [keyLink] = useState(() => pendingKey() !== null);

  useEffect(() => {
    if (!uid) return;
    let live = true;
    getMe().then(
      (me) => {
        rememberActivation(uid, me.hasActivated);
        if (me.hasActivated) forgetPendingKey();
        if (!live) return;
        setKnown(me.hasActivated ? 'activated' : 'notActivated');
        if (me.hasActivated) onActivated?.(uid);
      },
      // Offline or refused: nothing is said; the practices ask for the key before they start.
      () => live && setKnown('unknown'),
    );
    return () => {
      live = false;
    };
  }, [uid, onActivated]);

  if (!uid) return null;
  if (known === 'notActivated') return <ActivationForm userId={uid} onActivated={onActivated} />;
  if (known === 'activated' && keyLink) {
    return (
      <p role="status" className="alert tone-success">
        {accountMessages.keyLink.alreadyActive}
      </p>
    );
  }
  return null;
}

/**
 * `tasks`: "Tarefas da turma", where the page puts them, for a learner known to be activated.
 * `onActivated`: told when the call learns that the signed-in account is activated.
 */
export function HomeActivation({
  tasks = false,
  onActivated,
}: {
  tasks?: boolean;
  onActivated?: (uid: string) => void;
}) {
  // The remembered user, as the page read it: a visitor's page loads no Firebase.
  const { user } = useAuth({ connect: false });
  if (tasks) return <ClassAssignments />;
  const key = pendingKey();
  if (user) return <ActivationCall onActivated={onActivated} />;
  return key ? <KeyKept activationKey={key} /> : null;
}
