/**
 * An activation key that came in a link (`/?chave=KEY`, the academy's printed sheet or a
 * WhatsApp message): kept in sessionStorage until it is used, so it survives the sign-up or
 * sign-in in between, and fills in the activation form when the learner first starts a practice.
 */
import { formatKey } from '@shared/key-format';
import { ACTIVATION_KEY_PARAM } from '../config/screen-paths';

const STORAGE_KEY = 'fala-ingles:chave';
/** Keys are short (ABCDE-FGHJK-...); anything longer is not one. */
const MAX_KEY_CHARACTERS = 64;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key a link brought, or null. */
export function pendingKey(): string | null {
  try {
    return session()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the key of `search` (the URL's query), if it has one; answers the query without it (to
 * replace the address, so a shared screenshot or a reload does not carry the key), or null
 * when there was none.
 */
export function takeKeyFrom(search: string): string | null {
  const params = new URLSearchParams(search);
  const key = params.get(ACTIVATION_KEY_PARAM)?.trim().toUpperCase();
  if (key === undefined) return null;
  if (key && key.length <= MAX_KEY_CHARACTERS) {
    try {
      // Kept as it is shown (ABCDE-FGHJK-...): the activation reads it either way.
      session()?.setItem(STORAGE_KEY, formatKey(key));
    } catch {
      // Storage blocked: the key is lost, and the learner types it as before.
    }
  }
  params.delete(ACTIVATION_KEY_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The key was used (the account is activated): it is not offered again. */
export function forgetPendingKey(): void {
  try {
    session()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
