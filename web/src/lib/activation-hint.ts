/**
 * Whether the learner signed in on this device is known to be activated, remembered in
 * localStorage, so the home page loads nothing to check it again (its call to activate is a lazy
 * chunk: features/home/home-activation.tsx). Only a hint: the server decides, and the practices
 * still ask it before they start. The home page reads it with every first screen, so this module
 * only reads; ./remember-activation.ts writes.
 */
import { browserStorage } from './browser-storage';

export const ACTIVATION_HINT_KEY = 'fala-ingles:ativada';

/** True when `uid` was last seen activated on this device. */
export function isKnownActivated(uid: string): boolean {
  return browserStorage()?.getItem(ACTIVATION_HINT_KEY) === uid;
}
