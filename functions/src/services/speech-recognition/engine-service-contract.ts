/**
 * The engine service's HTTP contract, written once for its server (../../recognizer/server.ts)
 * and the function's adapter (./engine-service.ts).
 *
 * `POST /decode?expected=word+word` with the recording's samples as the body (16 kHz mono
 * 16-bit little-endian PCM, `application/octet-stream`): 200 and the resident decoder's reply
 * (./resident.ts, ResidentReply) as JSON; otherwise `{error: EngineServiceError}` with the status
 * below. `GET /health`: 200 when the decoder is installed, 503 `not-installed` when not.
 */
import { RECOGNITION_MAX_SECONDS, RECOGNITION_STOP_SLACK_MS } from '../../shared/speech-payloads';

export const ENGINE_DECODE_PATH = '/decode';
export const ENGINE_HEALTH_PATH = '/health';

/** The most samples a request may carry: the API's longest recording, in bytes of PCM. */
export const ENGINE_MAX_PCM_BYTES = (RECOGNITION_MAX_SECONDS * 1000 + RECOGNITION_STOP_SLACK_MS) * 32;

export const ENGINE_ERRORS = {
  /** 400: an odd number of bytes, or words the decoder's dictionary cannot hold. */
  'bad-request': 400,
  /** 413: more samples than ENGINE_MAX_PCM_BYTES. */
  'too-large': 413,
  /** 422: the decoder worked on the recording to its CPU limit (AudioTooHardError). */
  'too-hard': 422,
  /** 503 with Retry-After: the decoders' queues are full (RecognizerBusyError). */
  busy: 503,
  /** 503: python3-pocketsphinx or its model is missing on the service's machine. */
  'not-installed': 503,
  /** 500: the decoder crashed or hung. */
  failed: 500,
} as const;
export type EngineServiceError = keyof typeof ENGINE_ERRORS;

/** An expected word as the dictionary writes it (./pocketsphinx.ts, phraseWords). */
export const DECODE_WORD = /^[a-z']+$/;

/** The expected words as the query carries them (dictionary words hold no space). */
export function decodeQuery(expected: readonly string[] | undefined): string {
  return expected?.length ? `?${new URLSearchParams({ expected: expected.join(' ') })}` : '';
}
