import { randomInt } from 'node:crypto';

/**
 * Activation keys: 20 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * shown in groups of five. 30^20 ≈ 2^98 possibilities: guessing is hopeless, and the
 * throttle below makes it slower still.
 */
export const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const KEY_LENGTH = 20;

/**
 * The shortest key accepted: docs/data.md asks admins who add a key by hand for at least 16
 * characters of the alphabet (30^16 ≈ 2^78). The longest keeps a key a short document id.
 */
export const MIN_KEY_LENGTH = 16;
export const MAX_KEY_LENGTH = 64;

/** Key attempts allowed per learner in one throttle window. */
export const MAX_KEY_ATTEMPTS = 5;
/**
 * Failed keys (unknown or already used) counted per client address and window. They refuse only
 * a learner who already tried in that window, never a first attempt. A classroom shares one
 * address: 40 learners with 3 typos each fail 120 times, and 150 leaves room for more typos
 * while holding an address to about 600 failures an hour from learners' further attempts (each
 * account's first attempt of a window comes on top: docs/security.md).
 */
export const MAX_FAILURES_PER_ADDRESS = 150;
export const KEY_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function generateKey(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

const KEY_FORMAT = new RegExp(`^[${KEY_ALPHABET}]{${MIN_KEY_LENGTH},${MAX_KEY_LENGTH}}$`);

/**
 * Whether a normalized key could be one the academy issued: only such keys are looked up (and
 * only their attempts are counted), so anything else never reaches Firestore.
 */
export function isKeyFormat(normalized: string): boolean {
  return KEY_FORMAT.test(normalized);
}

/** The throttle window an instant falls in, and when it ends. */
export function attemptWindow(now: Date): { id: string; endsAt: Date } {
  const index = Math.floor(now.getTime() / KEY_ATTEMPT_WINDOW_MS);
  return { id: String(index), endsAt: new Date((index + 1) * KEY_ATTEMPT_WINDOW_MS) };
}
