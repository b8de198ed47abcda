/**
 * The instance's App Check verifier, created on first use (only when APP_CHECK=enforce asks for
 * one: http/app-check.ts), so the emulators never load the App Check SDK.
 */
import { lazyRetrying } from '../../shared/lazy';
import type { AppCheckVerifier } from './port';

export const appCheckVerifier = lazyRetrying(async (): Promise<AppCheckVerifier> => {
  const { FirebaseAppCheckVerifier } = await import('./firebase-app-check');
  return new FirebaseAppCheckVerifier();
});
