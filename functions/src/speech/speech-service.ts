import { firestoreSpeechStore } from '../data/speech-cache';
import { firestore } from '../services/firebase-admin';
import { createEngine } from '../services/speech/engine';
import { chosenEngine } from './engine-setting';
import { SynthesizeOnce } from './synthesize-once';

let service: Promise<SynthesizeOnce> | undefined;

/** The instance's one speech service, created on first use with the engine TTS_ENGINE names. */
export function speechService(): Promise<SynthesizeOnce> {
  service ??= createEngine(chosenEngine())
    .then((engine) => new SynthesizeOnce(engine, firestoreSpeechStore(firestore())))
    .catch((error) => {
      service = undefined;
      throw error;
    });
  return service;
}
