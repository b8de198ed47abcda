/**
 * The function's adapter for the engine service, against a stand-in server on loopback: what it
 * sends (samples, the expected words, a token only when it has one) and how each refusal becomes
 * the port's error, so the API answers as it did with the decoder in process.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webmRecording } from '../../../test/recordings';
import { wavFile } from '../wav';
import { EngineServiceRecognizer, EngineServiceRefusedError } from './engine-service';
import {
  AudioTooHardError,
  RecognizerBusyError,
  RecognizerNotInstalledError,
  UnreadableAudioError,
} from './port';
import type { ResidentReply } from './resident';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  bytes: number;
}
let seen: Seen[] = [];
let next: { status: number; body: unknown; headers?: Record<string, string> };
let server: Server;
let url: string;

const heard: ResidentReply = {
  words: [{ word: 'confidence', start: 0.1, end: 0.6, confidence: 0.9 }],
  alignment: {
    score: -20,
    frames: 100,
    words: ['confidence', 'comes', 'from', 'practice'].map((word, index) => ({
      word,
      start: index / 2,
      end: index / 2 + 0.4,
      gop: -1,
    })),
  },
};

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let bytes = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) bytes += chunk.length;
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      bytes,
    });
    res.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers });
    res.end(JSON.stringify(next.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  seen = [];
  next = { status: 200, body: heard };
});

const wav = () => wavFile(new Int16Array(16_000)); // 1 s: 32,000 bytes of samples

describe('EngineServiceRecognizer', () => {
  it('sends the samples and the expected words, no token locally, and judges the reply as the decoder in process does', async () => {
    const recognizer = new EngineServiceRecognizer({ url: `${url}/` });
    const recognition = await recognizer.recognize({
      audio: wav(),
      format: 'wav',
      expected: 'Confidence comes from practice.',
    });
    expect(recognition.transcript).toBe('confidence comes from practice');
    expect(recognition.words?.map(({ word }) => word)).toEqual(['confidence', 'comes', 'from', 'practice']);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/decode?expected=confidence+comes+from+practice',
        authorization: undefined,
        bytes: 32_000,
      },
    ]);
  });

  it('decodes a WebM recording to samples before sending it, and sends nothing for unreadable audio', async () => {
    const recognizer = new EngineServiceRecognizer({ url });
    await recognizer.recognize({ audio: webmRecording(), format: 'webm' });
    expect(seen[0]?.url).toBe('/decode');
    expect((seen[0]?.bytes ?? 0) % 2).toBe(0);
    expect(seen[0]?.bytes).toBeGreaterThan(32_000); // ~2.5 s of 16 kHz samples
    const junk = new TextEncoder().encode('not a recording');
    await expect(recognizer.recognize({ audio: junk, format: 'webm' })).rejects.toBeInstanceOf(
      UnreadableAudioError,
    );
    expect(seen).toHaveLength(1);
  });

  it('carries an ID token for the service when it has one; a refused token is a plain error naming the fix', async () => {
    const audiences: string[] = [];
    const recognizer = new EngineServiceRecognizer({
      url,
      idToken: async (audience) => {
        audiences.push(audience);
        return 'id-token';
      },
    });
    await recognizer.recognize({ audio: wav(), format: 'wav' });
    expect(seen[0]?.authorization).toBe('Bearer id-token');
    expect(audiences).toEqual([url]);
    for (const status of [401, 403]) {
      next = { status, body: { error: 'forbidden' } };
      const refused = await recognizer.recognize({ audio: wav(), format: 'wav' }).catch((error) => error);
      expect(refused).toBeInstanceOf(EngineServiceRefusedError);
      expect(refused.message).toContain('roles/run.invoker');
      expect(refused).not.toBeInstanceOf(RecognizerBusyError);
    }
  });

  it("maps the service's refusals onto the port's errors: busy (and Cloud Run's 429), too hard, not installed", async () => {
    const recognizer = new EngineServiceRecognizer({ url });
    const cases = [
      [{ status: 503, body: { error: 'busy' }, headers: { 'Retry-After': '5' } }, RecognizerBusyError],
      [{ status: 429, body: {} }, RecognizerBusyError],
      [{ status: 422, body: { error: 'too-hard' } }, AudioTooHardError],
      [{ status: 503, body: { error: 'not-installed' } }, RecognizerNotInstalledError],
    ] as const;
    for (const [answer, kind] of cases) {
      next = answer;
      await expect(recognizer.recognize({ audio: wav(), format: 'wav' })).rejects.toBeInstanceOf(kind);
    }
    next = { status: 500, body: { error: 'failed' } };
    const failed = await recognizer.recognize({ audio: wav(), format: 'wav' }).catch((error) => error);
    expect(failed.constructor).toBe(Error);
  });

  it('is ready once the service says its engine is installed', async () => {
    const recognizer = new EngineServiceRecognizer({ url });
    next = { status: 200, body: { engine: 'pocketsphinx-en-us' } };
    await recognizer.ensureReady();
    next = { status: 503, body: { error: 'not-installed' } };
    await expect(recognizer.ensureReady()).rejects.toBeInstanceOf(RecognizerNotInstalledError);
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /health', 'GET /health']);
  });
});
