/**
 * Firebase App Check for the calls that spend money (an audio, a recognition, a tutor reply) and
 * for key validation: a token from the reCAPTCHA Enterprise provider, sent as
 * `X-Firebase-AppCheck`, which the function verifies when its APP_CHECK is `enforce`
 * (docs/security.md). Only when the build has VITE_APP_CHECK_SITE_KEY and the web
 * app's Firebase ids (the emulator config has no real app: there App Check is not configured):
 * without them nothing is loaded and no header is sent. With them, ./app-check-exchange.ts (and
 * Google's reCAPTCHA script) is loaded by the first such call, never by the first screen.
 */
import { lazyRetrying } from '@shared/lazy';

/** `session`: the token kept and reused until shortly before it expires; `limited-use`: a fresh one, spent by the server. */
export type AppCheckUse = 'session' | 'limited-use';

const loadExchange = lazyRetrying(() => import('./app-check-exchange'));

/** The token for one call, or null when App Check is not configured or could not attest the browser. */
export async function appCheckToken(use: AppCheckUse): Promise<string | null> {
  // Each read whole (`import.meta.env.X`): Vite then inlines the value, not the whole env object.
  const siteKey = import.meta.env.VITE_APP_CHECK_SITE_KEY?.trim();
  const apiKey = import.meta.env.VITE_FIREBASE_API_KEY?.trim();
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID?.trim();
  const appId = import.meta.env.VITE_FIREBASE_APP_ID?.trim();
  if (!siteKey || !apiKey || !projectId || !appId) return null;
  try {
    return await (await loadExchange()).appCheckToken(
      { siteKey, apiKey, projectId, appId },
      use === 'limited-use',
    );
  } catch {
    // Sent without: the server's 401 then says, in Portuguese, to reload and try again.
    return null;
  }
}
