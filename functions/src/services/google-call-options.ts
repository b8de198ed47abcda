/**
 * The deadline and retry policy of every call to a Google Cloud API through google-gax
 * (Speech-to-Text, Text-to-Speech). The libraries' defaults run far past the function's 60 s
 * (SynthesizeSpeech: 60 s an attempt, retries for up to 600 s; Recognize: 5,000 s an attempt):
 * a slow call would outlive the request that is waiting for it.
 */
import type { CallOptions } from 'google-gax';

/** Attempts in all: the first and one retry, only on DEADLINE_EXCEEDED or UNAVAILABLE. */
export const GOOGLE_CALL_ATTEMPTS = 2;
/** Pause before the retry (google-gax waits a random part of it). */
const RETRY_DELAY_MS = 200;
/** gRPC status codes worth one more try: the attempt timed out, or the service was unreachable. */
const DEADLINE_EXCEEDED = 4;
const UNAVAILABLE = 14;

/**
 * The call options of one call, made fresh for each because google-gax keeps and adjusts the
 * retry settings it is given. google-gax counts attempts, not retries, in `maxRetries` (it stops
 * once that many calls were made), and a `maxRetries` excludes `totalTimeoutMillis`: so at most
 * GOOGLE_CALL_ATTEMPTS x `attemptTimeoutMs` plus the pause.
 */
export function googleCallOptions(attemptTimeoutMs: number): CallOptions {
  return {
    timeout: attemptTimeoutMs,
    retry: {
      retryCodes: [DEADLINE_EXCEEDED, UNAVAILABLE],
      backoffSettings: {
        maxRetries: GOOGLE_CALL_ATTEMPTS,
        initialRetryDelayMillis: RETRY_DELAY_MS,
        retryDelayMultiplier: 1,
        maxRetryDelayMillis: RETRY_DELAY_MS,
        initialRpcTimeoutMillis: attemptTimeoutMs,
        rpcTimeoutMultiplier: 1,
        maxRpcTimeoutMillis: attemptTimeoutMs,
      },
    },
  };
}
