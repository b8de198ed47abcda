import { accountMessages } from '../messages/account';

/** The `code` of a FirebaseError ('auth/...'), or null for anything else. */
function codeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return null;
}

/**
 * The identity provider's failure as the learner reads it: 'Erro Firebase: '
 * followed by a Portuguese sentence for the common codes, or the provider's own message.
 */
export function firebaseErrorMessage(error: unknown): string {
  const code = codeOf(error);
  const known = code ? accountMessages.auth.firebaseCodes[code] : undefined;
  if (known) return `${accountMessages.auth.firebasePrefix}${known}`;
  const raw = error instanceof Error ? error.message.replace(/^Firebase:\s*/, '') : '';
  return `${accountMessages.auth.firebasePrefix}${raw || accountMessages.auth.unknownFirebase}`;
}

/** Google popup failures: a closed window is told apart from everything else. */
export function googleErrorMessage(error: unknown): string {
  const code = codeOf(error);
  if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
    return accountMessages.auth.googleClosed;
  }
  return accountMessages.auth.googleFailed;
}
