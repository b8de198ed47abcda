/**
 * The speech-recognition adapter SPEECH_RECOGNIZER names: `recognizer()` is the instance's one,
 * created on first use; a failure (the engine service not answering, or PocketSphinx not
 * installed there) is forgotten, so fixing it needs no restart.
 */
import { type Config, config, LOCAL_RECOGNIZER_URL, type RecognizerName } from '../../config';
import { lazyRetrying } from '../../shared/lazy';
import type { Recognizer } from './port';

/** How long the engine service may take to say it is ready (a Cloud Run cold start included). */
const ENGINE_READY_TIMEOUT_MS = 15_000;

/** `projects/{project}/locations/{location}/recognizers/_`: the default recognizer, no setup. */
export function recognizerName(project: string, location: string): string {
  return `projects/${project}/locations/${location}/recognizers/_`;
}

export interface RecognizerConfig {
  /** For `google`: the recognizer's resource name. */
  googleRecognizer?: string;
  /** For `offline`: the engine service's URL (the local stack's when not given). */
  engineUrl?: string;
}

/** The Google recognizer's resource name, from the project the function runs in; the engine's URL. */
export function recognizerConfig({ project, recognizerLocation, recognizerUrl }: Config): RecognizerConfig {
  return {
    engineUrl: recognizerUrl,
    ...(project ? { googleRecognizer: recognizerName(project, recognizerLocation) } : {}),
  };
}

/**
 * Adapters are imported lazily (libopus in WASM, or gRPC). The offline one is ready only once
 * the engine service answers that PocketSphinx is installed there, so a missing engine is
 * reported before anything is counted. An https URL is Cloud Run's: each call carries the
 * function's ID token; the local stack's (http, loopback) takes none.
 */
export async function createRecognizer(
  name: RecognizerName,
  settings: RecognizerConfig = {},
): Promise<Recognizer> {
  if (name === 'google') {
    if (!settings.googleRecognizer) throw new Error('The Google recognizer needs its resource name');
    const { GoogleSttRecognizer } = await import('./google-stt');
    return new GoogleSttRecognizer({ recognizer: settings.googleRecognizer });
  }
  const { EngineServiceRecognizer, googleIdToken } = await import('./engine-service');
  const url = settings.engineUrl ?? LOCAL_RECOGNIZER_URL;
  const recognizer = new EngineServiceRecognizer({
    url,
    ...(url.startsWith('https:') ? { idToken: googleIdToken() } : {}),
  });
  await recognizer.ensureReady(AbortSignal.timeout(ENGINE_READY_TIMEOUT_MS));
  return recognizer;
}

export const recognizer = lazyRetrying(
  (): Promise<Recognizer> => createRecognizer(config().recognizer, recognizerConfig(config())),
);
