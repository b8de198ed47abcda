/** Which adapter of the recognition port (./recognizer.ts) runs, and loading it. */
import type { Recognizer } from './recognizer';

export const RECOGNIZER_NAMES = ['offline', 'google'] as const;
export type RecognizerName = (typeof RECOGNIZER_NAMES)[number];

/** `projects/{project}/locations/{location}/recognizers/_`: the default recognizer, no setup. */
export function recognizerName(project: string, location: string): string {
  return `projects/${project}/locations/${location}/recognizers/_`;
}

export interface RecognizerConfig {
  /** For `google`: the recognizer's resource name. */
  googleRecognizer?: string;
}

/**
 * Adapters are imported lazily: the offline one brings libopus in WASM, the Google one gRPC.
 * The offline one is ready only once PocketSphinx is found installed (else
 * RecognizerNotInstalledError), so a missing install is reported before anything is counted.
 */
export async function createRecognizer(
  name: RecognizerName,
  config: RecognizerConfig = {},
): Promise<Recognizer> {
  if (name === 'google') {
    if (!config.googleRecognizer) throw new Error('The Google recognizer needs its resource name');
    const { GoogleSttRecognizer } = await import('./google-stt');
    return new GoogleSttRecognizer({ recognizer: config.googleRecognizer });
  }
  const { PocketsphinxRecognizer } = await import('./pocketsphinx');
  const recognizer = new PocketsphinxRecognizer();
  await recognizer.ensureInstalled();
  return recognizer;
}
