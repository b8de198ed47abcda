import { firestoreSpeechStore } from '../data/speech-cache';
import { firestore } from '../services/firebase-admin';
import { createEngine } from '../services/speech/engine';
import type { SpeechEngine } from '../services/speech/speech-engine';
import { chosenEngine } from './engine-setting';
import { SynthesizeOnce } from './synthesize-once';

let engine: Promise<SpeechEngine> | undefined;
let service: Promise<SynthesizeOnce> | undefined;

/** The instance's one speech engine, created on first use with the engine TTS_ENGINE names. */
function speechEngine(): Promise<SpeechEngine> {
  engine ??= createEngine(chosenEngine()).catch((error) => {
    engine = undefined;
    throw error;
  });
  return engine;
}

/** The practices' speech: pool phrases, each synthesized once and kept (./synthesize-once.ts). */
export function speechService(): Promise<SynthesizeOnce> {
  service ??= speechEngine()
    .then((ready) => new SynthesizeOnce(ready, firestoreSpeechStore(firestore())))
    .catch((error) => {
      service = undefined;
      throw error;
    });
  return service;
}

/**
 * A tutor reply spoken by the same engine and voice. Not cached: each reply is new, and the
 * shared cache stays bounded to the phrase pool.
 */
export async function speakReply(text: string): Promise<Uint8Array> {
  return (await speechEngine()).synthesize(text);
}
