/**
 * The engine service: the resident PocketSphinx decoders (../services/speech-recognition/
 * resident-lanes.ts) behind HTTP, so that the same engine serves the local stack and production
 * (Cloud Run, functions/recognizer/), where a native engine cannot run inside the function. Its
 * contract: ../services/speech-recognition/engine-service-contract.ts. The queue, the CPU-time
 * limits and the busy answers are the decoders' own; this only carries them over HTTP. Who may
 * call it is Cloud Run's to check (an invoker's ID token); locally it listens on loopback only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  DECODE_WORD,
  ENGINE_DECODE_PATH,
  ENGINE_ERRORS,
  ENGINE_HEALTH_PATH,
  ENGINE_MAX_PCM_BYTES,
  type EngineServiceError,
} from '../services/speech-recognition/engine-service-contract';
import { AudioTooHardError, RecognizerBusyError } from '../services/speech-recognition/port';
import type { ResidentLanes } from '../services/speech-recognition/resident-lanes';
import { RECOGNITION_BUSY_RETRY_SECONDS } from '../shared/rules';

export interface EngineServiceOptions {
  lanes: Pick<ResidentLanes, 'decode'>;
  /** Resolves whether python3-pocketsphinx and the model are there (checked once). */
  installed: () => Promise<boolean>;
  /** For the logs: one line per failure (the audio itself is never logged or kept). */
  log?: (line: string) => void;
}

class RequestError extends Error {
  constructor(readonly code: EngineServiceError) {
    super(code);
  }
}

function answer(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, code: EngineServiceError) {
  const headers: Record<string, string> =
    code === 'busy' ? { 'Retry-After': String(RECOGNITION_BUSY_RETRY_SECONDS) } : {};
  answer(res, ENGINE_ERRORS[code], { error: code }, headers);
}

/** The body's bytes, refused past ENGINE_MAX_PCM_BYTES without reading the rest. */
async function readPcm(req: IncomingMessage): Promise<Uint8Array> {
  if (Number(req.headers['content-length'] ?? 0) > ENGINE_MAX_PCM_BYTES) throw new RequestError('too-large');
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > ENGINE_MAX_PCM_BYTES) throw new RequestError('too-large');
    chunks.push(chunk);
  }
  if (length % 2 !== 0) throw new RequestError('bad-request');
  return Buffer.concat(chunks);
}

/** The expected words, each as the dictionary writes them, or undefined for an open decode. */
function expectedWords(url: URL): string[] | undefined {
  const words = url.searchParams.get('expected')?.split(' ').filter(Boolean);
  if (words?.some((word) => !DECODE_WORD.test(word))) throw new RequestError('bad-request');
  return words?.length ? words : undefined;
}

export function createEngineServer({ lanes, installed, log = console.error }: EngineServiceOptions): Server {
  let ready: Promise<boolean> | undefined;
  const isInstalled = () => {
    ready ??= installed();
    return ready;
  };

  async function decode(req: IncomingMessage, res: ServerResponse, url: URL) {
    const expected = expectedWords(url);
    const pcm = await readPcm(req);
    if (!(await isInstalled())) return fail(res, 'not-installed');
    // The caller gave up (the function's deadline, or its instance gone): the decoder drops the
    // job if it still waits, or lets the running one finish to its limit, its reply unsent.
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const reply = await lanes.decode(pcm, expected, gone.signal);
    answer(res, 200, reply);
  }

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://engine');
    const route = `${req.method} ${url.pathname}`;
    const handled =
      route === `POST ${ENGINE_DECODE_PATH}`
        ? decode(req, res, url)
        : route === `GET ${ENGINE_HEALTH_PATH}`
          ? isInstalled().then((yes) =>
              yes ? answer(res, 200, { engine: 'pocketsphinx-en-us' }) : fail(res, 'not-installed'),
            )
          : Promise.resolve(answer(res, 404, { error: 'not-found' }));
    handled.catch((error: unknown) => {
      if (res.headersSent || res.destroyed) return;
      if (error instanceof RequestError) return fail(res, error.code);
      if (error instanceof RecognizerBusyError) return fail(res, 'busy');
      if (error instanceof AudioTooHardError) return fail(res, 'too-hard');
      log(`Engine service: ${route} failed: ${String(error)}`);
      fail(res, 'failed');
    });
  });
}
