/**
 * The offline engine as the function reaches it: the engine service (../../recognizer/server.ts)
 * at RECOGNIZER_URL, the same code path locally (the stack starts it) and in production (Cloud
 * Run, functions/recognizer/). The recording is decoded to 16 kHz PCM here, where the API has
 * already read its container: the service then takes plain samples it cannot misread, and
 * unreadable audio is the function's 422 before any call. The service's reply is judged here
 * (./pocketsphinx.ts, judgeResidentReply), as the in-process recognizer does.
 *
 * In production the service lets in only its invokers: each call carries an ID token of the
 * function's service account for the service's URL (`idToken`); locally, none.
 */
import type { IdTokenClient } from 'google-auth-library';
import {
  decodeQuery,
  ENGINE_DECODE_PATH,
  ENGINE_HEALTH_PATH,
  type EngineServiceError,
} from './engine-service-contract';
import { judgeResidentReply, phraseWords } from './pocketsphinx';
import {
  AudioTooHardError,
  type Recognition,
  type RecognizeRequest,
  type Recognizer,
  RecognizerBusyError,
  RecognizerNotInstalledError,
} from './port';
import { readWavRecording } from './recording/container';
import { toWav16k } from './recording/to-wav';
import type { ResidentReply } from './resident';

/** An ID token whose audience is `audience` (the service's URL). */
export type IdTokenSource = (audience: string) => Promise<string>;

export interface EngineServiceOptions {
  /** The service's base URL, e.g. https://recognizer-xxxx.a.run.app or http://127.0.0.1:5005. */
  url: string;
  /** Production: the function's identity for the service; locally undefined (no token). */
  idToken?: IdTokenSource;
}

/** The service refused the function's token: a deploy step is missing, said plainly in the logs. */
export class EngineServiceRefusedError extends Error {
  override readonly name = 'EngineServiceRefusedError';
}

/**
 * The function's own service account's ID tokens, from the metadata server through
 * google-auth-library's IdTokenClient, which keeps each token until shortly before it expires.
 */
export function googleIdToken(): IdTokenSource {
  const clients = new Map<string, Promise<IdTokenClient>>();
  return async (audience) => {
    let client = clients.get(audience);
    if (!client) {
      client = import('google-auth-library').then(({ GoogleAuth }) =>
        new GoogleAuth().getIdTokenClient(audience),
      );
      client.catch(() => clients.delete(audience));
      clients.set(audience, client);
    }
    const authorization = (await (await client).getRequestHeaders()).get('authorization');
    if (!authorization) throw new Error(`No ID token for ${audience}`);
    return authorization.replace(/^Bearer /, '');
  };
}

export class EngineServiceRecognizer implements Recognizer {
  readonly name = 'pocketsphinx-en-us (engine service)';
  private readonly url: string;

  constructor(private readonly options: EngineServiceOptions) {
    this.url = options.url.replace(/\/+$/, '');
  }

  /** Resolves once the service answers that its engine is installed (RecognizerNotInstalledError if not). */
  async ensureReady(signal?: AbortSignal): Promise<void> {
    const response = await this.call(ENGINE_HEALTH_PATH, { method: 'GET', ...(signal ? { signal } : {}) });
    if (!response.ok) await this.fail(response);
  }

  async recognize({ audio, format, expected, signal, ticket }: RecognizeRequest): Promise<Recognition> {
    ticket?.release(); // the queue is the service's: nothing is held here
    const wav = await toWav16k(format, audio);
    signal?.throwIfAborted();
    const { dataStart } = readWavRecording(wav);
    const pcm = wav.subarray(dataStart, dataStart + ((wav.length - dataStart) & ~1));
    const words = expected ? phraseWords(expected) : undefined;
    const response = await this.call(`${ENGINE_DECODE_PATH}${decodeQuery(words)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: pcm,
      ...(signal ? { signal } : {}),
    });
    if (!response.ok) await this.fail(response);
    return judgeResidentReply((await response.json()) as ResidentReply, words);
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.options.idToken) {
      headers.set('Authorization', `Bearer ${await this.options.idToken(this.url)}`);
    }
    return fetch(`${this.url}${path}`, { ...init, headers });
  }

  /** The service's refusal as the port's errors, so the API answers as it does in process. */
  private async fail(response: Response): Promise<never> {
    const body = (await response.json().catch(() => ({}))) as { error?: EngineServiceError };
    const said = `Engine service ${this.url}: ${response.status} ${body.error ?? ''}`.trim();
    if (response.status === 401 || response.status === 403) {
      throw new EngineServiceRefusedError(
        `${said}: the function's service account may not invoke it (roles/run.invoker, docs/deploying.md)`,
      );
    }
    // Cloud Run's own 429: no instance free and none may start (its maximum reached).
    if (body.error === 'busy' || response.status === 429) throw new RecognizerBusyError(said);
    if (body.error === 'too-hard') throw new AudioTooHardError(said);
    if (body.error === 'not-installed') throw new RecognizerNotInstalledError(said);
    throw new Error(said);
  }
}
