/**
 * The App Check port: is this request's `X-Firebase-AppCheck` token one that Firebase App Check
 * issued to this project's web app (reCAPTCHA Enterprise attested the browser), unexpired? With
 * `consume`, a limited-use token is also marked used, so it cannot be sent twice. Adapters:
 * firebase-admin's `getAppCheck().verifyToken` (./firebase-app-check.ts); tests use a stand-in.
 */

/** `valid`; `invalid` (forged, expired, another project's); `consumed` (a limited-use token sent again). */
export type AppCheckVerdict = 'valid' | 'invalid' | 'consumed';

export interface AppCheckVerifier {
  /** Rejects only when the verifier itself failed (App Check unreachable): not the caller's fault. */
  verify(token: string, options: { consume: boolean }): Promise<AppCheckVerdict>;
}
