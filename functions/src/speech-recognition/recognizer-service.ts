import { type Config, config } from '../config';
import {
  createRecognizer,
  type RecognizerConfig,
  recognizerName,
} from '../services/speech-recognition/engine';
import type { Recognizer } from '../services/speech-recognition/recognizer';
import { lazyRetrying } from '../shared/lazy';

/**
 * The instance's one recognizer, created on first use with the engine SPEECH_RECOGNIZER names.
 * A failure (e.g. PocketSphinx not installed) is forgotten, so installing it needs no restart.
 */
export const recognizer = lazyRetrying(
  (): Promise<Recognizer> => createRecognizer(config().recognizer, recognizerConfig(config())),
);

/** The Google recognizer's resource name, from the project the function runs in. */
export function recognizerConfig({ project, recognizerLocation }: Config): RecognizerConfig {
  return project ? { googleRecognizer: recognizerName(project, recognizerLocation) } : {};
}
