import type { SignUpConsent } from '@shared/contract';
import { cleanName } from '@shared/name-rules';
import { MAX_RAW_NAME_CHARACTERS } from '@shared/rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { type ConsentErrors, ConsentFields, readConsent } from '../../components/consent-fields';
import { FormError } from '../../components/form-error';
import { GoogleMark } from '../../components/icons';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { SIGN_UP_PARAM, screenPaths } from '../../config/screen-paths';
import { useAuth } from '../../lib/auth';
import { authRedirect, redirectTarget } from '../../lib/auth-redirect';
import type { AuthUser } from '../../lib/auth-user';
import { firebaseErrorMessage, googleErrorMessage } from '../../lib/firebase-errors';
import { accountMessages } from '../../messages/account';
import { createUser } from './api/create-user';
import { GoogleConsentStep } from './google-consent-step';
import { RESET_PARAM } from './reset-link';
import { ResetRequest } from './reset-request';
import './auth.css';

const text = accountMessages.auth;

type Mode = 'signIn' | 'signUp' | 'reset';
type Busy = null | 'form' | 'google' | 'consent';
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
 * The product learns about a new learner here, with the notice they accepted. A failure is not
 * shown: GET /api/users/me creates the record on the next call anyway (the profile then asks for
 * the notice again), and the learner is already signed in.
 */
async function recordNewUser(user: AuthUser, name: string | null, consent: SignUpConsent) {
  await createUser(user, name, consent).catch(() => undefined);
}

interface Missing {
  email?: boolean;
  password?: boolean;
  name?: boolean;
}

export function AuthPage() {
  const { user, ready } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const target = redirectTarget(location.state, screenPaths.profile);
  const [mode, setMode] = useState<Mode>(() => {
    const search = new URLSearchParams(location.search);
    return search.has(RESET_PARAM) ? 'reset' : search.has(SIGN_UP_PARAM) ? 'signUp' : 'signIn';
  });
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [missing, setMissing] = useState<Missing>({});
  const [consentErrors, setConsentErrors] = useState<ConsentErrors>({});
  const [newGoogleUser, setNewGoogleUser] = useState<AuthUser | null>(null);
  const signUp = mode === 'signUp';
  useEffect(() => {
    firebaseVerbs().catch(() => undefined); // offline: the verbs below try again and report it
  }, []);

  // Someone already signed in has nothing to do here (the flows below navigate themselves).
  if (ready && user && busy === null) return <Navigate to={target} replace />;
  /** A new account goes through the first step (a first name, the key), then on to `target`. */
  const firstStep = () => navigate(screenPaths.firstStep, { replace: true, state: authRedirect(target) });

  if (newGoogleUser) {
    return (
      <GoogleConsentStep
        user={newGoogleUser}
        onAccept={async (consent) => {
          await recordNewUser(newGoogleUser, null, consent);
          firstStep();
        }}
        onCancel={async () => {
          const { signOutUser } = await firebaseVerbs();
          // The Firebase account only just made: nothing of it stays. Offline, sign out at least.
          await import('../../lib/firebase-account')
            .then((account) => account.discardNewAccount())
            .catch(() => signOutUser());
          setNewGoogleUser(null);
          setBusy(null);
          setNotice(text.googleStepCancelled);
        }}
      />
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const typedName = String(data.get('name') ?? '').trim();
    const name = typedName ? cleanName(typedName) : null;
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const nowMissing = { email: !email, password: !password, name: typedName !== '' && name === null };
    const consent = signUp ? readConsent(data) : null;
    setMissing(nowMissing);
    setConsentErrors(consent?.errors ?? {});
    setError(null);
    setNotice(null);
    if (nowMissing.email || nowMissing.password || nowMissing.name || consent?.errors) return;
    setBusy('form');
    try {
      if (consent?.consent) {
        const { signUpWithEmail } = await firebaseVerbs();
        const created = await signUpWithEmail(email, password, name);
        await recordNewUser(created, name, consent.consent);
        // Confirming the e-mail is offered, never required: a class activates together in the room.
        import('../../lib/auth-actions')
          .then((actions) => actions.sendEmailConfirmation(`${window.location.origin}${screenPaths.profile}`))
          .catch(() => undefined); // the profile offers to send it again
        firstStep();
      } else {
        const { signInWithEmail } = await firebaseVerbs();
        await signInWithEmail(email, password);
        navigate(target, { replace: true });
      }
    } catch (failure) {
      setError(firebaseErrorMessage(failure));
      setBusy(null);
    }
  }

  async function google() {
    setError(null);
    setNotice(null);
    setBusy('google');
    try {
      const verbs = firebase ?? (await firebaseVerbs());
      const { user: signedIn, isNewUser } = await verbs.signInWithGoogle();
      if (isNewUser) {
        // The notice comes before the product records anything about the learner.
        setBusy('consent');
        setNewGoogleUser(signedIn);
        return;
      }
      navigate(target, { replace: true });
    } catch (failure) {
      setError(googleErrorMessage(failure));
      setBusy(null);
    }
  }

  function switchTo(next: Mode) {
    setMode(next);
    setError(null);
    setNotice(null);
    setMissing({});
    setConsentErrors({});
  }

  if (mode === 'reset') {
    return (
      <div className="page auth-page">
        <PageTitle>{text.resetTitle}</PageTitle>
        <ResetRequest onBack={() => switchTo('signIn')} />
      </div>
    );
  }

  return (
    <div className="page auth-page">
      <PageTitle>{signUp ? text.signUpTitle : text.signInTitle}</PageTitle>
      <div className="card auth-card">
        <h1>{signUp ? text.signUpTitle : text.signInTitle}</h1>
        <p className="muted">{signUp ? text.signUpLead : text.signInLead}</p>
        {notice && (
          <p role="status" className="alert tone-success">
            {notice}
          </p>
        )}

        <form className="form" noValidate onSubmit={submit} aria-busy={busy === 'form'}>
          {signUp && (
            <TextField
              label={text.name}
              hint={text.nameHint}
              error={missing.name ? accountMessages.invalidName : null}
              name="name"
              type="text"
              autoComplete="nickname"
              maxLength={MAX_RAW_NAME_CHARACTERS}
            />
          )}
          <TextField
            label={text.email}
            error={missing.email ? text.emailRequired : null}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <TextField
            label={text.password}
            error={missing.password ? text.passwordRequired : null}
            name="password"
            type="password"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            required
          />
          {signUp && <ConsentFields errors={consentErrors} />}

          <FormError error={error} />

          <button type="submit" className="button button-primary button-block" disabled={busy !== null}>
            {busy === 'form' ? text.working : signUp ? text.submitSignUp : text.submitSignIn}
          </button>
        </form>

        {!signUp && (
          <button
            type="button"
            className="link-button"
            onClick={() => switchTo('reset')}
            disabled={busy !== null}
          >
            {text.forgot}
          </button>
        )}
        <button
          type="button"
          className="link-button"
          onClick={() => switchTo(signUp ? 'signIn' : 'signUp')}
          disabled={busy !== null}
        >
          {signUp ? text.toSignIn : text.toSignUp}
        </button>

        <p className="divider">
          <span>{text.or}</span>
        </p>

        <button
          type="button"
          className="button button-google button-block"
          onClick={google}
          disabled={busy !== null}
        >
          <GoogleMark />
          {busy === 'google' ? text.working : text.google}
        </button>
        <AppLink to={screenPaths.privacy} className="auth-privacy">
          {text.privacyLink}
        </AppLink>
      </div>
    </div>
  );
}

/** The sign-in route (src/app/router.tsx). */
export const authRoute = { Component: AuthPage };
