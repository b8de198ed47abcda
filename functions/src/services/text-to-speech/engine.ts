/** Which adapter of the speech port (./speech-engine.ts) runs, and loading it. */
import type { SpeechEngine } from './speech-engine';

export const ENGINE_NAMES = ['offline', 'google'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

export function isEngineName(value: string): value is EngineName {
  return (ENGINE_NAMES as readonly string[]).includes(value);
}

/** Adapters are imported lazily: the offline one loads a 21 MB WASM, the Google one gRPC. */
export async function createEngine(name: EngineName): Promise<SpeechEngine> {
  if (name === 'google') {
    const { GoogleTtsEngine } = await import('./google-tts');
    return new GoogleTtsEngine();
  }
  const { OfflineEngine } = await import('./offline-engine');
  return new OfflineEngine();
}
