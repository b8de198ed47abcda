import { firestore } from '../../services/firebase-admin';
import { synthesizer } from '../../services/text-to-speech/create';
import { lazyRetrying } from '../../shared/lazy';
import { firestoreSpeechStore } from './speech-cache-store';
import { SynthesizeOnce } from './synthesize-once';

/** The practices' speech: pool phrases, each synthesized once and kept (./synthesize-once.ts). */
export const practiceSpeech = lazyRetrying(
  async () => new SynthesizeOnce(await synthesizer(), firestoreSpeechStore(firestore())),
);
