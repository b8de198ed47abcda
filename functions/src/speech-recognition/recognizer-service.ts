import { createRecognizer } from '../services/recognition/engine';
import type { Recognizer } from '../services/recognition/recognizer';
import { chosenRecognizer, recognizerConfig } from './recognizer-setting';

let instance: Promise<Recognizer> | undefined;

/**
 * The instance's one recognizer, created on first use with the engine SPEECH_RECOGNIZER names.
 * A failure (e.g. PocketSphinx not installed) is forgotten, so installing it needs no restart.
 */
export function recognizer(): Promise<Recognizer> {
  instance ??= createRecognizer(chosenRecognizer(), recognizerConfig()).catch((error) => {
    instance = undefined;
    throw error;
  });
  return instance;
}
