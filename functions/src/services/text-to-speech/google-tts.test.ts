/**
 * The Cloud TTS adapter against a local gRPC stand-in of the Text-to-Speech service (Google is
 * unreachable here): the real SDK and google-gax apply the adapter's call options, so these
 * tests show what a slow or failing service costs the function, not only which options are sent.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { TextToSpeechClient } from '@google-cloud/text-to-speech';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CALL_ATTEMPTS } from '../google-call-options';
import { GOOGLE_VOICE, GoogleTtsSynthesizer, TTS_ATTEMPT_TIMEOUT_MS, ttsCallOptions } from './google-tts';

type Behaviour = 'answer' | 'unavailable' | 'invalid' | 'hang' | 'unavailableOnce';

interface Received {
  input?: { text?: string };
  voice?: { name?: string };
  audioConfig?: { audioEncoding?: string };
}

const require = createRequire(import.meta.url);
const ttsProtos = join(dirname(require.resolve('@google-cloud/text-to-speech/package.json')), 'build/protos');
const gaxProtos = join(dirname(require.resolve('google-gax')), '../protos');

let server: grpc.Server;
let port = 0;
let behaviour: Behaviour = 'answer';
let calls: Received[] = [];

beforeAll(async () => {
  const definition = protoLoader.loadSync(join(ttsProtos, 'google/cloud/texttospeech/v1/cloud_tts.proto'), {
    includeDirs: [ttsProtos, gaxProtos],
    enums: String,
  });
  // biome-ignore lint/suspicious/noExplicitAny: the loaded package's shape is only known at run time.
  const loaded = grpc.loadPackageDefinition(definition) as any;
  server = new grpc.Server();
  server.addService(loaded.google.cloud.texttospeech.v1.TextToSpeech.service, {
    synthesizeSpeech: (call: { request: Received }, callback: grpc.sendUnaryData<unknown>) => {
      calls.push(call.request);
      const first = calls.length === 1;
      if (behaviour === 'hang') return; // never answers
      if (behaviour === 'unavailable' || (behaviour === 'unavailableOnce' && first)) {
        callback({ code: grpc.status.UNAVAILABLE, details: 'stand-in: unavailable' });
        return;
      }
      if (behaviour === 'invalid') {
        callback({ code: grpc.status.INVALID_ARGUMENT, details: 'stand-in: invalid' });
        return;
      }
      callback(null, { audioContent: Buffer.from([0xff, 0xf3, 1, 2]) });
    },
    listVoices: (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(null, { voices: [] }),
  });
  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
});

afterAll(() => server?.forceShutdown());

function engine(attemptTimeoutMs?: number): GoogleTtsSynthesizer {
  behaviour = 'answer';
  calls = [];
  return new GoogleTtsSynthesizer({
    attemptTimeoutMs,
    client: async () =>
      new TextToSpeechClient({
        apiEndpoint: '127.0.0.1',
        port,
        sslCreds: grpc.credentials.createInsecure(),
      }),
  });
}

async function timed<T>(work: Promise<T>): Promise<{ ms: number; result: T | undefined; error: unknown }> {
  const started = performance.now();
  try {
    const result = await work;
    return { ms: performance.now() - started, result, error: undefined };
  } catch (error) {
    return { ms: performance.now() - started, result: undefined, error };
  }
}

describe('Cloud Text-to-Speech adapter: deadlines and retries', () => {
  it('asks for the voice in MP3 and returns the audio', async () => {
    const tts = engine();
    expect(await tts.synthesize('Practice makes perfect.')).toEqual(new Uint8Array([0xff, 0xf3, 1, 2]));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      input: { text: 'Practice makes perfect.' },
      voice: { name: GOOGLE_VOICE.name },
      audioConfig: { audioEncoding: 'MP3' },
    });
  });

  it('sends an explicit deadline and retry policy with every call', () => {
    const options = ttsCallOptions();
    expect(options.timeout).toBe(TTS_ATTEMPT_TIMEOUT_MS);
    expect(options.retry?.retryCodes).toEqual([4, 14]);
    expect(options.retry?.backoffSettings).toMatchObject({
      maxRetries: GOOGLE_CALL_ATTEMPTS,
      initialRpcTimeoutMillis: TTS_ATTEMPT_TIMEOUT_MS,
      maxRpcTimeoutMillis: TTS_ATTEMPT_TIMEOUT_MS,
    });
    expect(options.retry?.backoffSettings).not.toHaveProperty('totalTimeoutMillis');
    // google-gax keeps what it is given: each call gets its own object.
    expect(ttsCallOptions()).not.toBe(options);
  });

  it('a service that never answers: two attempts, each ended by its deadline', async () => {
    const tts = engine(300);
    behaviour = 'hang';
    const { ms, error } = await timed(tts.synthesize('Keep it simple.'));
    expect(error).toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
    expect(calls).toHaveLength(2);
    expect(ms).toBeGreaterThanOrEqual(2 * 300 - 50);
    expect(ms).toBeLessThan(2 * 300 + 1000);
  });

  it('an unavailable service: one retry, then the error', async () => {
    const tts = engine(300);
    behaviour = 'unavailable';
    const { error } = await timed(tts.synthesize('Keep it simple.'));
    expect(error).toBeDefined();
    expect(calls).toHaveLength(2);
  });

  it('unavailable once: the retry answers', async () => {
    const tts = engine(300);
    behaviour = 'unavailableOnce';
    expect(await tts.synthesize('Keep it simple.')).toHaveLength(4);
    expect(calls).toHaveLength(2);
  });

  it('a refused request is not retried', async () => {
    const tts = engine(300);
    behaviour = 'invalid';
    const { error } = await timed(tts.synthesize('Keep it simple.'));
    expect(error).toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    expect(calls).toHaveLength(1);
  });
});
