/**
 * A stand-in for Firebase App Check at the verifier port: it knows the tokens it issued, and
 * spends a limited-use one at its first consuming check, as the App Check backend does.
 * `verify` records every call.
 */
import { randomUUID } from 'node:crypto';
import type { AppCheckVerdict, AppCheckVerifier } from '../src/services/app-check/port';

const issued = new Set<string>();
const consumed = new Set<string>();
export const verifications: { token: string; consume: boolean }[] = [];

/** A token as the web app's App Check SDK would get one after reCAPTCHA Enterprise passed. */
export function issueAppCheckToken(): string {
  const token = `stand-in.${randomUUID()}`;
  issued.add(token);
  return token;
}

export class StandInAppCheck implements AppCheckVerifier {
  async verify(token: string, { consume }: { consume: boolean }): Promise<AppCheckVerdict> {
    verifications.push({ token, consume });
    if (!issued.has(token)) return 'invalid';
    if (!consume) return 'valid';
    if (consumed.has(token)) return 'consumed';
    consumed.add(token);
    return 'valid';
  }
}
