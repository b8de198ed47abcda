/**
 * The speech-recognition adapter SPEECH_RECOGNIZER names: `recognizer()` is the instance's one,
 * created on first use; a failure (PocketSphinx not installed) is forgotten, so installing it
 * needs no restart.
 */
import { type Config, config, type RecognizerName } from '../../config';
import { lazyRetrying } from '../../shared/lazy';
import type { Recognizer } from './port';

/** `projects/{project}/locations/{location}/recognizers/_`: the default recognizer, no setup. */
export function recognizerName(project: string, location: string): string {
  return `projects/${project}/locations/${location}/recognizers/_`;
}

export interface RecognizerConfig {
  /** For `google`: the recognizer's resource name. */
  googleRecognizer?: string;
}

/** The Google recognizer's resource name, from the project the function runs in. */
export function recognizerConfig({ project, recognizerLocation }: Config): RecognizerConfig {
  return project ? { googleRecognizer: recognizerName(project, recognizerLocation) } : {};
}

/**
 * Adapters are imported lazily (libopus in WASM, or gRPC). The offline one is ready only once
 * PocketSphinx is found installed, so a missing install is reported before anything is counted.
 */
export async function createRecognizer(
  name: RecognizerName,
  settings: RecognizerConfig = {},
): Promise<Recognizer> {
  if (name === 'google') {
    if (!settings.googleRecognizer) throw new Error('The Google recognizer needs its resource name');
    const { GoogleSttRecognizer } = await import('./google-stt');
    return new GoogleSttRecognizer({ recognizer: settings.googleRecognizer });
  }
  const { PocketsphinxRecognizer } = await import('./pocketsphinx');
  const recognizer = new PocketsphinxRecognizer();
  await recognizer.ensureInstalled();
  return recognizer;
}

export const recognizer = lazyRetrying(
  (): Promise<Recognizer> => createRecognizer(config().recognizer, recognizerConfig(config())),
);
