/**
 * The production adapter: Google Cloud Text-to-Speech, an en-US neural voice, MP3. Runs with
 * the function's service account (the Cloud Text-to-Speech API must be enabled on the
 * project). Never called by local runs: they use the offline engine; its tests talk to a
 * local gRPC stand-in of the service (./google-tts.test.ts).
 *
 * Every call carries its own deadline and retry policy. The library's defaults for
 * SynthesizeSpeech are 60 s per attempt and retries for up to 600 s, far past the function's
 * 60 s: a slow synthesis would outlive the request that is waiting for it.
 */
import type { TextToSpeechClient } from '@google-cloud/text-to-speech';
import type { CallOptions } from 'google-gax';
import { lazyRetrying } from '../../shared/lazy';
import type { SpeechEngine } from './speech-engine';

export const GOOGLE_VOICE = { languageCode: 'en-US', name: 'en-US-Neural2-F' } as const;
/** Slightly slower than normal speech: the listeners are learning. */
export const GOOGLE_SPEAKING_RATE = 0.9;
/** One attempt: a phrase or a reply (at most 400 characters) normally takes well under 1 s. */
export const TTS_ATTEMPT_TIMEOUT_MS = 10_000;
/** Attempts in all: the first and one retry, only on DEADLINE_EXCEEDED or UNAVAILABLE. */
export const TTS_ATTEMPTS = 2;
/** Pause before the retry (google-gax waits a random part of it). */
const TTS_RETRY_DELAY_MS = 200;
/** gRPC status codes worth one more try: the attempt timed out, or the service was unreachable. */
const DEADLINE_EXCEEDED = 4;
const UNAVAILABLE = 14;

/**
 * The call options of one synthesis (google-gax `CallOptions`), made fresh for each call because
 * google-gax keeps and adjusts the retry settings it is given. google-gax counts attempts, not
 * retries, in `maxRetries` (it stops once that many calls were made), and a `maxRetries` excludes
 * `totalTimeoutMillis`: so at most TTS_ATTEMPTS x TTS_ATTEMPT_TIMEOUT_MS plus the pause, ~20.2 s.
 */
export function ttsCallOptions(attemptTimeoutMs: number = TTS_ATTEMPT_TIMEOUT_MS): CallOptions {
  return {
    timeout: attemptTimeoutMs,
    retry: {
      retryCodes: [DEADLINE_EXCEEDED, UNAVAILABLE],
      backoffSettings: {
        maxRetries: TTS_ATTEMPTS,
        initialRetryDelayMillis: TTS_RETRY_DELAY_MS,
        retryDelayMultiplier: 1,
        maxRetryDelayMillis: TTS_RETRY_DELAY_MS,
        initialRpcTimeoutMillis: attemptTimeoutMs,
        rpcTimeoutMultiplier: 1,
        maxRpcTimeoutMillis: attemptTimeoutMs,
      },
    },
  };
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

export class GoogleTtsEngine implements SpeechEngine {
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
