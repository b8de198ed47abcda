/**
 * The text-to-speech adapter TTS_ENGINE names: `synthesizer()` is the instance's one, shared by
 * the practices' audios and the tutor's replies (one Flite worker per instance).
 */
import { config, type SynthesizerName } from '../../config';
import { lazyRetrying } from '../../shared/lazy';
import type { Synthesizer } from './port';

/** Adapters are imported lazily: the offline one loads a 21 MB WASM, the Google one gRPC. */
export async function createSynthesizer(name: SynthesizerName): Promise<Synthesizer> {
  if (name === 'google') {
    const { GoogleTtsSynthesizer } = await import('./google-tts');
    return new GoogleTtsSynthesizer();
  }
  const { FliteSynthesizer } = await import('./flite/flite-synthesizer');
  return new FliteSynthesizer();
}

export const synthesizer = lazyRetrying(() => createSynthesizer(config().ttsEngine));
