/**
 * The App Check SDK with the reCAPTCHA Enterprise provider, on the app Firebase Auth already
 * runs on. Loaded only through ./app-check.ts, and only when a site key is configured.
 */
import { type AppCheck, getLimitedUseToken, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import type { AppCheckUse } from './app-check';
import { firebaseApp } from './firebase';

let appCheck: AppCheck | undefined;

export async function appCheckToken(siteKey: string, use: AppCheckUse): Promise<string> {
  appCheck ??= initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  const { token } = use === 'limited-use' ? await getLimitedUseToken(appCheck) : await getToken(appCheck);
  return token;
}
