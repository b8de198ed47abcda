/**
 * The production recognizer: Cloud Speech-to-Text v2 `Recognize`, en-US, the `short` model, word
 * confidences on; the upload goes as it came (v2 reads WebM, Ogg and WAV headers itself). Each
 * call has its own deadline and retry (../google-call-options.ts); tested at the client's
 * boundary (./google-stt.test.ts), as Google is unreachable from here.
 */
import type { protos, v2 } from '@google-cloud/speech';
import type { CallOptions } from 'google-gax';
import { lazyRetrying } from '../../shared/lazy';
import { googleCallOptions } from '../google-call-options';
import type { Recognition, RecognizeRequest, Recognizer } from './port';

type SpeechClient = Pick<v2.SpeechClient, 'recognize'>;
type RecognizeRequestProto = protos.google.cloud.speech.v2.IRecognizeRequest;

export const GOOGLE_STT_MODEL = 'short';
export const GOOGLE_STT_LANGUAGE = 'en-US';
/**
 * The expected phrase's boost (v2 accepts 0 to 20). Mild on purpose: enough to tip a
 * near-homophone toward the phrase's spelling, while a learner who says other words is still
 * transcribed as they spoke; strong boosts make the recognizer report the phrase for audio that
 * only resembles it, hiding exactly the mistakes the practice is for (Google's own warning:
 * the higher the boost, the more false positives). Not tuned against the real service from here.
 */
export const EXPECTED_PHRASE_BOOST = 5;
/** One attempt: a recording of at most 20 s is normally recognized in 1-2 s. */
export const STT_ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * The call options of one recognition (../google-call-options.ts): at most 2 x 10 s plus the
 * pause, ~20.2 s, inside the caller's deadline (speech/recognize-speech.ts).
 */
export function sttCallOptions(attemptTimeoutMs: number = STT_ATTEMPT_TIMEOUT_MS): CallOptions {
  return googleCallOptions(attemptTimeoutMs);
}

/** The request for one recording; `recognizer` is the full resource name. */
export function recognizeRequest(
  recognizer: string,
  { audio, expected }: RecognizeRequest,
): RecognizeRequestProto {
  return {
    recognizer,
    config: {
      autoDecodingConfig: {},
      languageCodes: [GOOGLE_STT_LANGUAGE],
      model: GOOGLE_STT_MODEL,
      features: { enableWordConfidence: true, profanityFilter: false, enableAutomaticPunctuation: false },
      ...(expected
        ? {
            adaptation: {
              phraseSets: [
                { inlinePhraseSet: { phrases: [{ value: expected, boost: EXPECTED_PHRASE_BOOST }] } },
              ],
            },
          }
        : {}),
    },
    content: audio,
  };
}

export interface GoogleSttOptions {
  /** The recognizer's resource name (./create.ts recognizerName). */
  recognizer: string;
  /** The client (tests: a fake); default: the SDK's, on first use, for the recognizer's location. */
  client?: () => Promise<SpeechClient>;
  attemptTimeoutMs?: number;
}

function locationOf(recognizer: string): string {
  return /\/locations\/([^/]+)\//.exec(recognizer)?.[1] ?? 'global';
}

export class GoogleSttRecognizer implements Recognizer {
  readonly name = `google-stt-v2-${GOOGLE_STT_MODEL}`;
  private readonly client = lazyRetrying(() => (this.options.client ?? this.defaultClient)());

  constructor(private readonly options: GoogleSttOptions) {}

  private defaultClient = async (): Promise<SpeechClient> => {
    // The SDK (gRPC) loads on the first recognition only. A regional recognizer needs its
    // regional endpoint; `global` uses the default one.
    const { v2: speech } = await import('@google-cloud/speech');
    const location = locationOf(this.options.recognizer);
    return new speech.SpeechClient(
      location === 'global' ? {} : { apiEndpoint: `${location}-speech.googleapis.com` },
    );
  };

  async recognize(request: RecognizeRequest): Promise<Recognition> {
    const [response] = await (await this.client()).recognize(
      recognizeRequest(this.options.recognizer, request),
      sttCallOptions(this.options.attemptTimeoutMs),
    );
    const best = (response.results ?? [])
      .map((result) => result.alternatives?.[0])
      .filter((alt) => alt != null);
    return {
      transcript: best
        .map((alternative) => alternative.transcript?.trim() ?? '')
        .filter(Boolean)
        .join(' '),
      words: best.flatMap((alternative) =>
        (alternative.words ?? []).map((info) => ({
          word: info.word ?? '',
          ...(typeof info.confidence === 'number' ? { confidence: info.confidence } : {}),
        })),
      ),
    };
  }
}
