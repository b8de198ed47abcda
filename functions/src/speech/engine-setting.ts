/**
 * TTS_ENGINE chooses the speech engine: `offline` (the default: Flite, no network, used by
 * `npm start` and every test) or `google` (Cloud Text-to-Speech, for production). Production
 * sets it in functions/.env.<projectId> (`TTS_ENGINE=google`), which `firebase deploy` loads
 * into the function's environment. A plain variable rather than a firebase-functions param:
 * a param makes the emulator prompt for it and write functions/.env.local on every machine.
 */
import { type EngineName, isEngineName } from '../services/speech/engine';

export function chosenEngine(value: string | undefined = process.env.TTS_ENGINE): EngineName {
  const name = value?.trim() || 'offline';
  if (!isEngineName(name)) throw new Error(`TTS_ENGINE must be "offline" or "google", not "${value}"`);
  return name;
}
