/** Writes the activation hint (./activation-hint.ts) when the server says what it is. */
import { ACTIVATION_HINT_KEY, isKnownActivated } from './activation-hint';
import { browserStorage } from './browser-storage';

/** Records what the server just said of `uid`'s activation. */
export function rememberActivation(uid: string, activated: boolean): void {
  try {
    if (activated) browserStorage()?.setItem(ACTIVATION_HINT_KEY, uid);
    else if (isKnownActivated(uid)) browserStorage()?.removeItem(ACTIVATION_HINT_KEY);
  } catch {
    // Storage full or blocked: the home page checks with the server each time.
  }
}
