/**
 * The first step, right after sign-up (e-mail or a first Google sign-in): a first name for a
 * learner who has none of their own (else they show as "Usuário 4F2K"), and the academy's key
 * while the account is not activated, both skippable with 'Agora não'. Then on to where the
 * learner was going (the sign-in's target).
 */
import type { UserProfile } from '@shared/contract';
import { cleanName } from '@shared/name-rules';
import { MAX_RAW_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, Suspense, use, useEffect, useRef, useState } from 'react';
import { matchPath, Navigate, useLoaderData, useLocation, useNavigate } from 'react-router';
import {
  ActivationKeyField,
  START_AFTER_ACTIVATION_MS,
  typedKey,
  useActivation,
} from '../../components/activation/activation-key';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { screenPaths } from '../../config/screen-paths';
import { getMe } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { redirectTarget } from '../../lib/auth-redirect';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { updateMe } from '../../lib/update-me';
import { apiSentence } from '../../lib/use-action';
import { messages } from '../../messages';
import { accountMessages } from '../../messages/account';
import './auth.css';

const text = accountMessages.auth;

/** The learner's record, asked for with the navigation (as the profile asks for it). */
function loadFirstStep() {
  return { visit: nextVisit(), me: settle(getMe()) };
}

/**
 * What the step asks, from the record; unread (offline), it asks both and the calls say what failed.
 * No key for a learner going back to a class's link: taking a seat there activates the account.
 */
function asked(me: Settled<UserProfile>, target: string) {
  const viaClassLink = matchPath(screenPaths.classLink, target) !== null;
  if (me.status === 'error') return { name: true, key: !viaClassLink, shownName: null };
  return { name: !me.data.hasOwnName, key: !me.data.hasActivated && !viaClassLink, shownName: me.data.name };
}

function FirstStep({ uid, me, target }: { uid: string; me: Promise<Settled<UserProfile>>; target: string }) {
  const ask = asked(use(me), target);
  const navigate = useNavigate();
  const activation = useActivation(uid);
  const [nameError, setNameError] = useState<string | null>(null);
  const [savedName, setSavedName] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!ask.name && !ask.key) return <Navigate to={target} replace />;
  const goOn = () => navigate(target, { replace: true });

  /** Saves a typed name; true when there was none to save or it was saved. */
  async function saveName(raw: string): Promise<boolean> {
    if (!raw.trim()) return true;
    if (cleanName(raw) === null) {
      setNameError(accountMessages.invalidName);
      return false;
    }
    setNameError(null);
    setSaving(true);
    try {
      setSavedName((await updateMe({ name: raw })).name);
      return true;
    } catch (error) {
      setNameError(apiSentence(error));
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const name = ask.name && savedName === null ? String(new FormData(form).get('name') ?? '') : '';
    const key = ask.key ? typedKey(form) : '';
    // Nothing typed: the key is what a learner who pressed 'Continuar' is missing.
    if (!name.trim() && !key.trim() && ask.key && savedName === null) {
      await activation.activate(key);
      return;
    }
    if (!(await saveName(name))) return;
    if (!key.trim()) return goOn();
    if (await activation.activate(key)) timer.current = setTimeout(goOn, START_AFTER_ACTIVATION_MS);
  }

  const busy = saving || activation.busy;
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      {ask.name &&
        (savedName === null ? (
          <TextField
            label={text.firstName}
            hint={ask.shownName ? text.firstNameHint(ask.shownName) : undefined}
            error={nameError}
            name="name"
            type="text"
            autoComplete="given-name"
            maxLength={MAX_RAW_NAME_CHARACTERS}
            readOnly={busy}
          />
        ) : (
          <p role="status" className="alert tone-success">
            {accountMessages.profile.nameSaved(savedName)}
          </p>
        ))}
      {ask.key && (
        <>
          <p className="muted">{accountMessages.activation.description}</p>
          <ActivationKeyField activation={activation} />
        </>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? text.working : text.firstStepContinue}
      </button>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={goOn}
        disabled={activation.status.kind === 'activated'}
      >
        {text.firstStepLater}
      </button>
      {ask.key && <p className="muted">{text.firstStepLaterHint}</p>}
    </form>
  );
}

function FirstStepPage() {
  const { user, ready } = useAuth();
  const { visit, me } = useLoaderData<typeof loadFirstStep>();
  const target = redirectTarget(useLocation().state, screenPaths.profile);
  if (ready && !user) return <Navigate to={screenPaths.home} replace />;
  return (
    <div className="page auth-page">
      <PageTitle>{text.firstStepTitle}</PageTitle>
      <div className="card auth-card">
        <h1>{text.firstStepTitle}</h1>
        <p className="muted">{text.firstStepLead}</p>
        {user ? (
          <Suspense key={visit} fallback={<p className="muted">{messages.loading}</p>}>
            <FirstStep uid={user.uid} me={me} target={target} />
          </Suspense>
        ) : (
          <p className="muted">{messages.loading}</p>
        )}
      </div>
    </div>
  );
}

/** The first step's route (src/app/router.tsx): its screen and its loader. */
export const firstStepRoute = { Component: FirstStepPage, loader: loadFirstStep };
