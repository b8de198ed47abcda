import { MAX_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { GoogleMark } from '../../components/icons';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { screenPaths } from '../../config/screen-paths';
import { useAuth } from '../../lib/auth';
import { redirectTarget } from '../../lib/auth-redirect';
import { messages } from '../../messages';
import { createUser } from './api/create-user';
import { firebaseErrorMessage, googleErrorMessage } from './firebase-errors';
import './auth.css';

type Mode = 'signIn' | 'signUp';
type Busy = null | 'form' | 'google';
type FirebaseVerbs = typeof import('../../lib/firebase');

/**
 * Firebase Auth is not needed to draw the form: it loads while the learner reads it (the
 * `useAuth()` connection asks for the same chunk), so the screen appears sooner on a slow
 * phone. Once loaded it is kept, so the Google popup opens within the click itself.
 */
let firebase: FirebaseVerbs | undefined;
async function firebaseVerbs(): Promise<FirebaseVerbs> {
  firebase ??= await import('../../lib/firebase');
  return firebase;
}

/**
 * The product learns about a new learner here. A failure is not shown: GET /api/users/me
 * creates the record on the next call anyway, and the learner is already signed in.
 */
async function recordNewUser(...args: Parameters<typeof createUser>) {
  await createUser(...args).catch(() => undefined);
}

export function AuthPage() {
  const { user, ready } = useAuth();
  const navigate = useNavigate();
  const target = redirectTarget(useLocation().state, screenPaths.profile);
  const [mode, setMode] = useState<Mode>('signIn');
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});
  const signUp = mode === 'signUp';
  useEffect(() => {
    firebaseVerbs().catch(() => undefined); // offline: the verbs below try again and report it
  }, []);

  // Someone already signed in has nothing to do here (the flows below navigate themselves).
  if (ready && user && busy === null) return <Navigate to={target} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim() || null;
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const nowMissing = { email: !email, password: !password };
    setMissing(nowMissing);
    setError(null);
    if (nowMissing.email || nowMissing.password) return;
    setBusy('form');
    try {
      if (signUp) {
        const { signUpWithEmail } = await firebaseVerbs();
        const created = await signUpWithEmail(email, password, name);
        await recordNewUser(created, name);
      } else {
        const { signInWithEmail } = await firebaseVerbs();
        await signInWithEmail(email, password);
      }
      navigate(target, { replace: true });
    } catch (failure) {
      setError(firebaseErrorMessage(failure));
      setBusy(null);
    }
  }

  async function google() {
    setError(null);
    setBusy('google');
    try {
      const verbs = firebase ?? (await firebaseVerbs());
      const { user: signedIn, isNewUser } = await verbs.signInWithGoogle();
      if (isNewUser) await recordNewUser(signedIn, signedIn.displayName);
      navigate(target, { replace: true });
    } catch (failure) {
      setError(googleErrorMessage(failure));
      setBusy(null);
    }
  }

  function toggle() {
    setMode(signUp ? 'signIn' : 'signUp');
    setError(null);
    setMissing({});
  }

  return (
    <div className="page auth-page">
      <PageTitle>{signUp ? messages.auth.signUpTitle : messages.auth.signInTitle}</PageTitle>
      <div className="card auth-card">
        <h1>{signUp ? messages.auth.signUpTitle : messages.auth.signInTitle}</h1>
        <p className="muted">{signUp ? messages.auth.signUpLead : messages.auth.signInLead}</p>

        <form className="form" noValidate onSubmit={submit} aria-busy={busy === 'form'}>
          {signUp && (
            <TextField
              label={messages.auth.name}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={MAX_NAME_CHARACTERS}
            />
          )}
          <TextField
            label={messages.auth.email}
            error={missing.email ? messages.auth.emailRequired : null}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <TextField
            label={messages.auth.password}
            error={missing.password ? messages.auth.passwordRequired : null}
            name="password"
            type="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            required
          />

          <div className="form-message" aria-live="polite">
            {error && (
              <p role="alert" className="alert tone-error">
                {error}
              </p>
            )}
          </div>

          <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
            {busy === 'form'
              ? messages.auth.working
              : signUp
                ? messages.auth.submitSignUp
                : messages.auth.submitSignIn}
          </button>
        </form>

        <button type="button" className="link-button" onClick={toggle} disabled={busy !== null}>
          {signUp ? messages.auth.toSignIn : messages.auth.toSignUp}
        </button>

        <p className="divider">
          <span>{messages.auth.or}</span>
        </p>

        <button
          type="button"
          className="button button-google button-block"
          onClick={google}
          disabled={busy !== null}
        >
          <GoogleMark />
          {busy === 'google' ? messages.auth.working : messages.auth.google}
        </button>
      </div>
    </div>
  );
}

/** The sign-in route (src/app/router.tsx). */
export const authRoute = { Component: AuthPage };
