/**
 * The production verifier: firebase-admin checks the token's signature against App Check's
 * public keys (fetched and cached by the SDK), its project and expiry; `consume` asks the App
 * Check backend to mark a limited-use token used.
 */
import { getAppCheck } from 'firebase-admin/app-check';
import { adminApp } from '../firebase-admin';
import type { AppCheckVerdict, AppCheckVerifier } from './port';

/** The SDK's codes for a token that is not good (its key fetch failing is reported as one too). */
const REFUSED = new Set(['app-check/invalid-argument', 'app-check/app-check-token-expired']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

export class FirebaseAppCheckVerifier implements AppCheckVerifier {
  async verify(token: string, { consume }: { consume: boolean }): Promise<AppCheckVerdict> {
    try {
      const result = await getAppCheck(adminApp).verifyToken(token, consume ? { consume: true } : undefined);
      return result.alreadyConsumed ? 'consumed' : 'valid';
    } catch (error) {
      if (REFUSED.has(codeOf(error))) return 'invalid';
      throw error;
    }
  }
}
