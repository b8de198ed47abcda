/**
 * "Excluir minha conta", in two steps no slip can take: the learner types the word, then (when
 * their last sign-in is older than the server accepts, RECENT_SIGN_IN_SECONDS) proves who they
 * are again with their password or Google's popup. DELETE /api/users/me removes the account and
 * every record about them; the learner is then signed out and lands on the home page, which says
 * the account is gone.
 */
import { RECENT_SIGN_IN_SECONDS } from '@shared/rules';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../components/form-error';
import { Modal } from '../../components/modal';
import { TextField } from '../../components/text-field';
import { screenPaths } from '../../config/screen-paths';
import { accountDeletedState } from '../../lib/account-deleted';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { browserStorage } from '../../lib/browser-storage';
import { firebaseErrorMessage } from '../../lib/firebase-errors';
import { forgetKeptPractices } from '../../lib/forget-kept-practices';
import { forgetPendingSaves } from '../../lib/pending-saves-key';
import { apiSentence } from '../../lib/use-action';
import { accountMessages } from '../../messages/account';
import { deleteAccount } from './api/account';

const text = accountMessages.deletion;

/** Time the request and a clock a little off take: a sign-in this close to the limit is renewed first. */
const MARGIN_SECONDS = 30;

const firebase = () => import('../../lib/firebase');
const firebaseAccount = () => import('../../lib/firebase-account');

type Step = { kind: 'confirm' } | { kind: 'signIn'; provider: 'password' | 'google'; why: string };

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missingPassword, setMissingPassword] = useState(false);
  const confirmed = typed.trim().toUpperCase() === text.word;

  function close() {
    if (busy) return;
    setStep({ kind: 'confirm' });
    setTyped('');
    setError(null);
    setMissingPassword(false);
    onClose();
  }

  async function askToSignIn(why: string) {
    setStep({ kind: 'signIn', provider: (await firebaseAccount()).signInProvider(), why });
    setBusy(false);
  }

  async function remove() {
    try {
      await deleteAccount();
    } catch (failure) {
      // The server's own sentence when it finds the sign-in too old (or the session gone).
      if (failure instanceof ApiError && failure.status === 401) return askToSignIn(failure.message);
      setError(apiSentence(failure));
      setBusy(false);
      return;
    }
    // Saves left waiting on this device would only be refused now: nothing of the learner stays
    // (nor a practice kept for a reload, nor the last final screen).
    if (user) {
      forgetPendingSaves(browserStorage(), user.uid);
      forgetKeptPractices(browserStorage(), user.uid);
    }
    // Home first, with its notice: signed out while still here, the profile would send the learner
    // home itself, without it.
    await navigate(screenPaths.home, { replace: true, state: accountDeletedState });
    // The account is gone on the server: this only forgets it on the device.
    await (await firebase()).signOutUser().catch(() => undefined);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      const { secondsSinceSignIn } = await firebaseAccount();
      if ((await secondsSinceSignIn()) > RECENT_SIGN_IN_SECONDS - MARGIN_SECONDS) {
        return await askToSignIn(text.signInAgain);
      }
    } catch (failure) {
      setError(firebaseErrorMessage(failure));
      setBusy(false);
      return;
    }
    await remove();
  }

  async function signInAndDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'signIn') return;
    const password =
      step.provider === 'password' ? String(new FormData(event.currentTarget).get('password') ?? '') : null;
    setMissingPassword(password === '');
    setError(null);
    if (password === '') return;
    setBusy(true);
    try {
      await (await firebaseAccount()).signInAgain(password);
    } catch (failure) {
      setError(firebaseErrorMessage(failure));
      setBusy(false);
      return;
    }
    await remove();
  }

  const cancel = (
    <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
      {text.cancel}
    </button>
  );

  return (
    <Modal open={open} title={text.title} onClose={close}>
      {step.kind === 'confirm' ? (
        <form className="form" noValidate onSubmit={confirm} aria-busy={busy}>
          <p>{text.what}</p>
          <p className="muted">{text.key}</p>
          <TextField
            label={text.typeLabel}
            name="confirmation"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormError error={error} />
          <div className="modal-actions">
            {cancel}
            <button type="submit" className="button button-danger" disabled={!confirmed || busy}>
              {busy ? text.deleting : text.confirm}
            </button>
          </div>
        </form>
      ) : (
        <form className="form" noValidate onSubmit={signInAndDelete} aria-busy={busy}>
          <p>{step.why}</p>
          {step.provider === 'password' && (
            <TextField
              label={text.password}
              error={missingPassword ? text.passwordRequired : null}
              name="password"
              type="password"
              autoComplete="current-password"
            />
          )}
          <FormError error={error} />
          <div className="modal-actions">
            {cancel}
            <button type="submit" className="button button-danger" disabled={busy}>
              {busy ? text.deleting : step.provider === 'password' ? text.withPassword : text.withGoogle}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
