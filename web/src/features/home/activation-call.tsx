/**
 * The home page's call to activate, for a signed-in learner (a lazy chunk: a visitor and a
 * learner known to be activated never load it). It asks the server once whether the account is
 * activated: if not, the key's form, filled in with a key a link brought; if it is and a key link
 * was opened, that the account needs no key.
 */
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ActivateButton, ActivationKeyField, typedKey, useActivation } from '../../components/activation-key';
import { rememberActivation } from '../../lib/activation-hint';
import { useAuth } from '../../lib/auth';
import { getMe } from '../../lib/me';
import { forgetPendingKey, pendingKey } from '../../lib/pending-key';
import { messages } from '../../messages';

type Known = 'asking' | 'activated' | 'notActivated' | 'unknown';

function ActivationForm({ userId }: { userId: string }) {
  const activation = useActivation(userId);
  const titleId = useId();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await activation.activate(typedKey(event.currentTarget));
  }
  return (
    <section className="card home-activation" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages.activation.title}</h2>
      <p className="muted">{messages.activation.description}</p>
      <form className="form" noValidate onSubmit={submit}>
        <ActivationKeyField activation={activation} />
        <ActivateButton activation={activation} />
      </form>
    </section>
  );
}

export function ActivationCall() {
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
        if (live) setKnown(me.hasActivated ? 'activated' : 'notActivated');
      },
      // Offline or refused: nothing is said; the practices ask for the key before they start.
      () => live && setKnown('unknown'),
    );
    return () => {
      live = false;
    };
  }, [uid]);

  if (!uid) return null;
  if (known === 'notActivated') return <ActivationForm userId={uid} />;
  if (known === 'activated' && keyLink) {
    return (
      <p role="status" className="alert tone-success">
        {messages.home.alreadyActive}
      </p>
    );
  }
  return null;
}
