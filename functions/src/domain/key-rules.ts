import { randomInt } from 'node:crypto';

/**
 * Activation keys: 20 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * shown in groups of five. 30^20 ≈ 2^98 possibilities: guessing is hopeless, and the
 * throttle below makes it slower still.
 */
export const KEY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const KEY_LENGTH = 20;
const GROUP = 5;

/** Wrong guesses allowed per learner in one throttle window. */
export const MAX_KEY_ATTEMPTS = 5;
/** Attempts from one client address per window, whatever the accounts (new ones cost nothing). */
export const MAX_KEY_ATTEMPTS_PER_ADDRESS = 20;
/** Failed redemptions per window over all learners: the ceiling on guessing, in total. */
export const MAX_FAILED_KEYS_PER_WINDOW = 300;
export const KEY_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

export function generateKey(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** The form a key is stored under: upper case, no spaces or hyphens. */
export function normalizeKey(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** The form a key is shown in: XXXXX-XXXXX-XXXXX-XXXXX. */
export function formatKey(key: string): string {
  return (
    normalizeKey(key)
      .match(new RegExp(`.{1,${GROUP}}`, 'g'))
      ?.join('-') ?? ''
  );
}

/** Firestore document ids cannot contain '/', and must stay short; keys never need more. */
export function isPlausibleKey(normalized: string): boolean {
  return /^[A-Z0-9_]{4,64}$/.test(normalized);
}

/** The throttle window an instant falls in, and when it ends. */
export function attemptWindow(now: Date): { id: string; endsAt: Date } {
  const index = Math.floor(now.getTime() / KEY_ATTEMPT_WINDOW_MS);
  return { id: String(index), endsAt: new Date((index + 1) * KEY_ATTEMPT_WINDOW_MS) };
}
