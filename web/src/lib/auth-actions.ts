/**
 * Firebase Auth's e-mail actions (a new password, a confirmed e-mail) through its documented REST
 * API (https://firebase.google.com/docs/reference/rest/auth), the requests the SDK's
 * sendPasswordResetEmail, verifyPasswordResetCode, confirmPasswordReset, sendEmailVerification
 * and applyActionCode make. Those verbs would land in the SDK's single module, which every
 * practice route loads (0.8 KB gz more there, measured); this module loads only with the account
 * screens. A failure is thrown with the SDK's own code (`auth/expired-action-code`, ...), so it
 * reads like any other Firebase error (./firebase-errors.ts).
 */
import { currentIdToken } from './firebase';

const emulator = import.meta.env.VITE_AUTH_EMULATOR_URL;
const host = emulator
  ? `${emulator}/identitytoolkit.googleapis.com`
  : 'https://identitytoolkit.googleapis.com';

/** The SDK's codes for the REST API's answers that these calls can give. */
const codes: Record<string, string> = {
  EMAIL_NOT_FOUND: 'auth/user-not-found',
  INVALID_EMAIL: 'auth/invalid-email',
  MISSING_EMAIL: 'auth/missing-email',
  EXPIRED_OOB_CODE: 'auth/expired-action-code',
  INVALID_OOB_CODE: 'auth/invalid-action-code',
  MISSING_OOB_CODE: 'auth/invalid-action-code',
  WEAK_PASSWORD: 'auth/weak-password',
  MISSING_PASSWORD: 'auth/missing-password',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'auth/too-many-requests',
  RESET_PASSWORD_EXCEED_LIMIT: 'auth/too-many-requests',
  USER_DISABLED: 'auth/user-disabled',
  OPERATION_NOT_ALLOWED: 'auth/operation-not-allowed',
  PASSWORD_LOGIN_DISABLED: 'auth/operation-not-allowed',
  INVALID_ID_TOKEN: 'auth/user-token-expired',
  TOKEN_EXPIRED: 'auth/user-token-expired',
  USER_NOT_FOUND: 'auth/user-token-expired',
  INVALID_CONTINUE_URI: 'auth/invalid-continue-uri',
  UNAUTHORIZED_DOMAIN: 'auth/unauthorized-continue-uri',
};

/** An error shaped as the SDK throws them: `code` is what the screens read. */
export class AuthActionError extends Error {
  constructor(readonly code: string) {
    super(`Firebase: Error (${code}).`);
    this.name = 'FirebaseError';
  }
}

async function call<T>(verb: string, body: Record<string, unknown>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      `${host}/v1/accounts:${verb}?key=${encodeURIComponent(import.meta.env.VITE_FIREBASE_API_KEY)}`,
      {
        method: 'POST',
        // The e-mails Firebase sends are written in this language.
        headers: { 'Content-Type': 'application/json', 'X-Firebase-Locale': 'pt-BR' },
        body: JSON.stringify(body),
      },
    );
  } catch {
    throw new AuthActionError('auth/network-request-failed');
  }
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (response.ok && answer) return answer as T;
  // "WEAK_PASSWORD : Password should be at least 6 characters": the code is the first word.
  const reason = answer?.error?.message?.split(' ')[0] ?? '';
  throw new AuthActionError(codes[reason] ?? 'auth/internal-error');
}

/**
 * Sends the e-mail with a link to choose a new password; the link comes back to `continueUrl`.
 * Resolves the same whether or not an account has this e-mail, so the answer tells nobody which
 * e-mails have accounts (Firebase's e-mail enumeration protection does the same on its side).
 */
export async function sendPasswordReset(email: string, continueUrl: string): Promise<void> {
  try {
    await call('sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl });
  } catch (error) {
    if (error instanceof AuthActionError && error.code === 'auth/user-not-found') return;
    throw error;
  }
}

/** Sends the signed-in learner the e-mail with a link that confirms their address. */
export async function sendEmailConfirmation(continueUrl: string): Promise<void> {
  const idToken = await currentIdToken();
  if (!idToken) throw new AuthActionError('auth/user-token-expired');
  await call('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken, continueUrl });
}

/** The e-mail of the account a password-reset code is for; throws when it expired or was used. */
export async function checkPasswordResetCode(oobCode: string): Promise<string> {
  const { email } = await call<{ email: string }>('resetPassword', { oobCode });
  return email;
}

/** Sets the new password with the e-mail's code (which is then used up); resolves with the e-mail. */
export async function confirmPasswordReset(oobCode: string, newPassword: string): Promise<string> {
  const { email } = await call<{ email: string }>('resetPassword', { oobCode, newPassword });
  return email;
}

/** Confirms the e-mail address the code was sent to. */
export async function confirmEmail(oobCode: string): Promise<void> {
  await call('update', { oobCode });
}
