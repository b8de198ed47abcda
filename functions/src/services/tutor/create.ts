/**
 * The tutor TUTOR_ENGINE names: `tutor()` is the instance's one, created on first use. Gemini
 * takes the GEMINI_MODEL param and the GEMINI_API_KEY secret (../../config.ts); each adapter is
 * imported lazily, so the offline path never loads @google/genai.
 */
import { config, geminiApiKey, geminiModel } from '../../config';
import { lazyRetrying } from '../../shared/lazy';
import type { Tutor } from './port';

export const tutor = lazyRetrying(async (): Promise<Tutor> => {
  if (config().tutorEngine === 'gemini') {
    const { GeminiTutor } = await import('./gemini/gemini-tutor');
    return new GeminiTutor({ apiKey: geminiApiKey.value(), model: geminiModel.value() });
  }
  const { OfflineTutor } = await import('./offline/offline-tutor');
  return new OfflineTutor();
});
