/**
 * Firebase App Check for the calls that spend money (an audio, a recognition, a tutor reply) and
 * for key validation: a token from the reCAPTCHA Enterprise provider, sent as
 * `X-Firebase-AppCheck`, which the function verifies when its APP_CHECK is `enforce`
 * (docs/security.md, "App Check"). Only when the build has VITE_APP_CHECK_SITE_KEY: without it
 * nothing is loaded and no header is sent. With it, the SDK (and Google's reCAPTCHA script) is
 * loaded by the first such call, never by the first screen.
 */
import { lazyRetrying } from '@shared/lazy';

/** `session`: the token the SDK keeps and refreshes; `limited-use`: a fresh one, spent by the server. */
export type AppCheckUse = 'session' | 'limited-use';

const loadAppCheck = lazyRetrying(() => import('./firebase-app-check'));

/** The token for one call, or null when App Check is not configured or could not attest the browser. */
export async function appCheckToken(use: AppCheckUse): Promise<string | null> {
  const siteKey = import.meta.env.VITE_APP_CHECK_SITE_KEY?.trim();
  if (!siteKey) return null;
  try {
    return await (await loadAppCheck()).appCheckToken(siteKey, use === 'limited-use');
  } catch {
    // Sent without: the server's 401 then says, in Portuguese, to reload and try again.
    return null;
  }
}
