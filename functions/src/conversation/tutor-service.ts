/**
 * The instance's one tutor, created on first use. `offline` (default) is the rule-based tutor;
 * `gemini` talks to Gemini with the model the GEMINI_MODEL param names and the key of the
 * GEMINI_API_KEY secret (attached to the function only when TUTOR_ENGINE=gemini, see
 * ../index.ts). Each adapter is imported lazily: the offline path never loads @google/genai.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import type { Tutor } from '../services/tutor/tutor';
import { lazyRetrying } from '../shared/lazy';
import { chosenTutor } from './tutor-setting';

export const geminiApiKey = defineSecret('GEMINI_API_KEY');
export const geminiModel = defineString('GEMINI_MODEL', {
  default: 'gemini-3.5-flash-lite',
  description: 'The Gemini model of the AI tutor (a current Flash-Lite model keeps replies fast and cheap).',
});

export const tutor = lazyRetrying(async (): Promise<Tutor> => {
  if (chosenTutor() === 'gemini') {
    const { GeminiTutor } = await import('../services/tutor/gemini-tutor');
    return new GeminiTutor({ apiKey: geminiApiKey.value(), model: geminiModel.value() });
  }
  const { OfflineTutor } = await import('../services/tutor/offline-tutor');
  return new OfflineTutor();
});
