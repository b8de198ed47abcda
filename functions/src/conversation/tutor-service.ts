/**
 * The instance's one tutor, created on first use. `offline` (default) is the rule-based tutor;
 * `gemini` talks to Gemini with the model the GEMINI_MODEL param names and the key of the
 * GEMINI_API_KEY secret (attached to the function only when TUTOR_ENGINE=gemini, see
 * ../config.ts). Each adapter is imported lazily: the offline path never loads @google/genai.
 */
import { config, geminiApiKey, geminiModel } from '../config';
import type { Tutor } from '../services/tutor/tutor';
import { lazyRetrying } from '../shared/lazy';

export const tutor = lazyRetrying(async (): Promise<Tutor> => {
  if (config().tutorEngine === 'gemini') {
    const { GeminiTutor } = await import('../services/tutor/gemini-tutor');
    return new GeminiTutor({ apiKey: geminiApiKey.value(), model: geminiModel.value() });
  }
  const { OfflineTutor } = await import('../services/tutor/offline-tutor');
  return new OfflineTutor();
});
