/**
 * Whether the learner signed in on this device is known to be activated, remembered in
 * localStorage, so the home page loads nothing to check it again (its call to activate is a lazy
 * chunk: features/home/activation-call.tsx). Only a hint: the server decides, and the practices
 * still ask it before they start.
 */
import { browserStorage } from './browser-storage';

const HINT_KEY = 'fala-ingles:ativada';

/** True when `uid` was last seen activated on this device. */
export function isKnownActivated(uid: string): boolean {
  try {
    return browserStorage()?.getItem(HINT_KEY) === uid;
  } catch {
    return false;
  }
}

/** Records what the server just said of `uid`'s activation. */
export function rememberActivation(uid: string, activated: boolean): void {
  try {
    if (activated) browserStorage()?.setItem(HINT_KEY, uid);
    else if (isKnownActivated(uid)) browserStorage()?.removeItem(HINT_KEY);
  } catch {
    // Storage blocked or full: the home page checks with the server each time.
  }
}
