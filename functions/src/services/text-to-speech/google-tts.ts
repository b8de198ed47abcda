/**
 * The production voice: Cloud Text-to-Speech, an en-US neural voice, MP3, with the function's
 * service account. Each call has its own deadline and retry (../google-call-options.ts); tested
 * against a local gRPC stand-in (./google-tts.test.ts).
 */
import type { TextToSpeechClient } from '@google-cloud/text-to-speech';
import type { CallOptions } from 'google-gax';
import { lazyRetrying } from '../../shared/lazy';
import { googleCallOptions } from '../google-call-options';
import type { Synthesizer } from './port';

export const GOOGLE_VOICE = { languageCode: 'en-US', name: 'en-US-Neural2-F' } as const;
/** Slightly slower than normal speech: the listeners are learning. */
export const GOOGLE_SPEAKING_RATE = 0.9;
/** One attempt: a phrase or a reply (at most 400 characters) normally takes well under 1 s. */
export const TTS_ATTEMPT_TIMEOUT_MS = 10_000;

/** The call options of one synthesis (../google-call-options.ts): at most 2 x 10 s plus the pause, ~20.2 s. */
export function ttsCallOptions(attemptTimeoutMs: number = TTS_ATTEMPT_TIMEOUT_MS): CallOptions {
  return googleCallOptions(attemptTimeoutMs);
}

export interface GoogleTtsOptions {
  /** The client to use (tests: one pointed at a local stand-in); default: the SDK's, on first use. */
  client?: () => Promise<TextToSpeechClient>;
  /** One attempt's deadline; default TTS_ATTEMPT_TIMEOUT_MS. */
  attemptTimeoutMs?: number;
}

async function defaultClient(): Promise<TextToSpeechClient> {
  // The SDK (gRPC) loads on the first synthesis: a cache hit never needs it.
  const sdk = await import('@google-cloud/text-to-speech');
  return new sdk.TextToSpeechClient();
}

export class GoogleTtsSynthesizer implements Synthesizer {
  readonly voiceId = `google-${GOOGLE_VOICE.name}-rate${GOOGLE_SPEAKING_RATE}-mp3`;
  private readonly client = lazyRetrying(() => (this.options.client ?? defaultClient)());

  constructor(private readonly options: GoogleTtsOptions = {}) {}

  async synthesize(text: string): Promise<Uint8Array> {
    const [response] = await (await this.client()).synthesizeSpeech(
      {
        input: { text },
        voice: GOOGLE_VOICE,
        audioConfig: { audioEncoding: 'MP3', speakingRate: GOOGLE_SPEAKING_RATE },
      },
      ttsCallOptions(this.options.attemptTimeoutMs),
    );
    const audio = response.audioContent;
    if (!audio || audio.length === 0) throw new Error('Cloud Text-to-Speech returned no audio');
    return typeof audio === 'string' ? Buffer.from(audio, 'base64') : new Uint8Array(audio);
  }
}
