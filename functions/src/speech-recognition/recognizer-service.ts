import { createRecognizer } from '../services/recognition/engine';
import type { Recognizer } from '../services/recognition/recognizer';
import { lazyRetrying } from '../shared/lazy';
import { chosenRecognizer, recognizerConfig } from './recognizer-setting';

/**
 * The instance's one recognizer, created on first use with the engine SPEECH_RECOGNIZER names.
 * A failure (e.g. PocketSphinx not installed) is forgotten, so installing it needs no restart.
 */
export const recognizer = lazyRetrying(
  (): Promise<Recognizer> => createRecognizer(chosenRecognizer(), recognizerConfig()),
);
