/**
 * The App Check SDK with the reCAPTCHA Enterprise provider, on the app Firebase Auth already
 * runs on. Loaded only through ./app-check.ts, and only when a site key is configured.
 */
import { type AppCheck, getLimitedUseToken, getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import { firebaseApp } from './firebase';

let appCheck: AppCheck | undefined;

/** `limitedUse`: a fresh token the server spends (key validation); else the one the SDK keeps and refreshes. */
export async function appCheckToken(siteKey: string, limitedUse: boolean): Promise<string> {
  appCheck ??= initializeAppCheck(firebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
  const { token } = limitedUse ? await getLimitedUseToken(appCheck) : await getToken(appCheck);
  return token;
}
