import { config } from '../config';
import { firestoreSpeechStore } from '../data/speech-cache';
import { firestore } from '../services/firebase-admin';
import { createEngine } from '../services/text-to-speech/engine';
import type { SpeechEngine } from '../services/text-to-speech/speech-engine';
import { withDeadline } from '../shared/deadline';
import { lazyRetrying } from '../shared/lazy';
import { SynthesizeOnce } from './synthesize-once';

/** The instance's one speech engine, created on first use with the engine TTS_ENGINE names. */
const speechEngine = lazyRetrying((): Promise<SpeechEngine> => createEngine(config().ttsEngine));

/** The practices' speech: pool phrases, each synthesized once and kept (./synthesize-once.ts). */
export const textToSpeechService = lazyRetrying(
  async () => new SynthesizeOnce(await speechEngine(), firestoreSpeechStore(firestore())),
);

/**
 * How long a tutor reply's speech may take: the reply is already credited and goes out as text
 * when its audio is late. Cloud TTS's first attempt fits (10 s), and the turn stays inside the
 * function's 60 s (docs/api.md, "Time budget").
 */
export const REPLY_SPEECH_DEADLINE_MS = 15_000;

/**
 * A tutor reply spoken by the same engine and voice, or a DeadlineError after
 * REPLY_SPEECH_DEADLINE_MS. Not cached: each reply is new, and the shared cache stays bounded to
 * the phrase pool.
 */
export function speakReply(text: string): Promise<Uint8Array> {
  const speech = speechEngine().then((engine) => engine.synthesize(text));
  return withDeadline(speech, REPLY_SPEECH_DEADLINE_MS, 'Speech of a tutor reply');
}
