/**
 * /auth/acao: where the links of Firebase Auth's e-mails land (the console's templates point their
 * action URL here: docs/deploying.md). `mode` says which e-mail, `oobCode` is its one-time code,
 * `continueUrl` where the learner goes after. A new password ends signed in; a confirmed e-mail
 * updates the profile of a learner signed in on this device.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { FormError } from '../../components/form-error';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { screenPaths } from '../../config/screen-paths';
import { firebaseErrorMessage } from '../../lib/firebase-errors';
import { accountMessages } from '../../messages/account';
import { resetRequestPath } from './reset-link';
import './auth.css';

const text = accountMessages.action;

export interface ActionLink {
  mode: 'resetPassword' | 'verifyEmail' | null;
  oobCode: string;
  /** A path of this app to open afterwards: the link's continue URL when it is ours. */
  next: string;
}

/** What an e-mail's link asks for. A continue URL of another site is ignored. */
export function readActionLink(search: string, origin: string, fallback: string): ActionLink {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  let next = fallback;
  try {
    const url = new URL(params.get('continueUrl') ?? '', origin);
    if (url.origin === origin && params.has('continueUrl')) next = `${url.pathname}${url.search}`;
  } catch {
    // Not a URL: the fallback stays.
  }
  return {
    mode: mode === 'resetPassword' || mode === 'verifyEmail' ? mode : null,
    oobCode: params.get('oobCode') ?? '',
    next,
  };
}

const isUsedUp = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === 'auth/expired-action-code' || error.code === 'auth/invalid-action-code');

type State =
  | { kind: 'checking' }
  | { kind: 'reset'; email: string }
  | { kind: 'resetExpired' }
  | { kind: 'verified' }
  | { kind: 'verifyExpired' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** One attempt per code, however often React runs the effect (StrictMode runs it twice). */
const attempts = new Map<string, Promise<State>>();

function attempt(link: ActionLink): Promise<State> {
  const key = `${link.mode}:${link.oobCode}`;
  let started = attempts.get(key);
  if (!started) {
    started = import('../../lib/auth-actions').then(async (actions): Promise<State> => {
      if (link.mode === 'resetPassword')
        return { kind: 'reset', email: await actions.checkPasswordResetCode(link.oobCode) };
      await actions.confirmEmail(link.oobCode);
      // A learner signed in on this device sees the confirmed e-mail at once.
      await import('../../lib/firebase-account')
        .then((account) => account.refreshUser())
        .catch(() => undefined);
      return { kind: 'verified' };
    });
    started = started.catch((error: unknown): State => {
      attempts.delete(key); // a failure is not kept: a reload tries again
      if (isUsedUp(error)) return { kind: link.mode === 'resetPassword' ? 'resetExpired' : 'verifyExpired' };
      return { kind: 'failed', message: firebaseErrorMessage(error) };
    });
    attempts.set(key, started);
  }
  return started;
}

function NewPasswordForm({
  link,
  email,
  onExpired,
}: {
  link: ActionLink;
  email: string;
  onExpired: () => void;
}) {
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setMissing(!password);
    setError(null);
    if (!password) return;
    setBusy(true);
    try {
      const { confirmPasswordReset } = await import('../../lib/auth-actions');
      const account = await confirmPasswordReset(link.oobCode, password);
      const { signInWithEmail } = await import('../../lib/firebase');
      await signInWithEmail(account, password);
      navigate(link.next, { replace: true });
    } catch (failure) {
      if (isUsedUp(failure)) onExpired();
      else setError(firebaseErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <>
      <h1>{text.resetTitle}</h1>
      <p className="muted">{text.resetFor(email)}</p>
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        {/* Lets the browser's password manager store the new password for the right account. */}
        <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
        <TextField
          label={text.newPassword}
          hint={text.newPasswordHint}
          error={missing ? text.passwordRequired : null}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormError error={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? text.saving : text.save}
        </button>
      </form>
    </>
  );
}

/** A heading, one sentence and a way on: every state but the form. */
function Outcome({
  title,
  sentence,
  tone,
  link,
}: {
  title: string;
  sentence: string;
  tone?: 'error' | 'success';
  link: { to: string; label: string };
}) {
  return (
    <>
      <h1>{title}</h1>
      <p role={tone === 'error' ? 'alert' : 'status'} className={tone ? `alert tone-${tone}` : undefined}>
        {sentence}
      </p>
      <AppLink to={link.to} className="button button-primary button-block">
        {link.label}
      </AppLink>
    </>
  );
}

export function ActionPage() {
  const location = useLocation();
  const [link] = useState(() => readActionLink(location.search, window.location.origin, screenPaths.profile));
  const [state, setState] = useState<State>(() =>
    link.mode && link.oobCode ? { kind: 'checking' } : { kind: 'invalid' },
  );

  useEffect(() => {
    if (!link.mode || !link.oobCode) return;
    let current = true;
    attempt(link).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [link]);

  function retry() {
    setState({ kind: 'checking' });
    attempt(link).then(setState);
  }

  const home = { to: screenPaths.home, label: text.toHome };
  const title = {
    checking: text.checking,
    reset: text.resetTitle,
    resetExpired: text.resetExpiredTitle,
    verified: text.verifiedTitle,
    verifyExpired: text.verifyExpiredTitle,
    invalid: text.invalidTitle,
    failed: text.failedTitle,
  }[state.kind];

  return (
    <div className="page auth-page">
      <PageTitle>{title}</PageTitle>
      <div className="card auth-card" aria-busy={state.kind === 'checking'}>
        {state.kind === 'checking' && <h1>{text.checking}</h1>}
        {state.kind === 'reset' && (
          <NewPasswordForm
            link={link}
            email={state.email}
            onExpired={() => setState({ kind: 'resetExpired' })}
          />
        )}
        {state.kind === 'resetExpired' && (
          <Outcome
            title={text.resetExpiredTitle}
            sentence={text.resetExpired}
            tone="error"
            link={{ to: resetRequestPath, label: text.askAgain }}
          />
        )}
        {state.kind === 'verified' && (
          <Outcome
            title={text.verifiedTitle}
            sentence={text.verified}
            tone="success"
            link={{ to: link.next, label: text.toProfile }}
          />
        )}
        {state.kind === 'verifyExpired' && (
          <Outcome
            title={text.verifyExpiredTitle}
            sentence={text.verifyExpired}
            tone="error"
            link={{ to: screenPaths.profile, label: text.toProfile }}
          />
        )}
        {state.kind === 'invalid' && (
          <Outcome title={text.invalidTitle} sentence={text.invalid} link={home} />
        )}
        {state.kind === 'failed' && (
          <>
            <h1>{text.failedTitle}</h1>
            <p role="alert" className="alert tone-error">
              {state.message}
            </p>
            <button type="button" className="button button-primary button-block" onClick={retry}>
              {accountMessages.auth.retry}
            </button>
          </>
        )}
      </div>
    </div>
  );
}

/** The e-mail actions' route (src/app/router.tsx). */
export const actionRoute = { Component: ActionPage };
