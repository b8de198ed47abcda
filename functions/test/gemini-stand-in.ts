/**
 * A local stand-in of the Gemini API for tests: an HTTP server on 127.0.0.1 that records each
 * request the real `@google/genai` SDK sends and answers from a script, one answer per request
 * (the last one repeats). Point the SDK at it with `httpOptions.baseUrl`.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { GeminiTutor } from '../src/services/tutor/gemini/gemini-tutor';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/v1beta/models/gemini-x:generateContent'. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
}

/** An HTTP answer, or 'hang': never answer (the connection stays open until the client gives up). */
export type ScriptedAnswer = { status: number; body: unknown } | 'hang';

export interface GeminiStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the script: the answers to the next requests, in order. */
  answer(...answers: ScriptedAnswer[]): void;
  close(): Promise<void>;
}

export async function startGeminiStandIn(): Promise<GeminiStandIn> {
  const requests: RecordedRequest[] = [];
  let script: ScriptedAnswer[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const next = script.length > 1 ? script.shift() : script[0];
      if (next === undefined || next === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer(...answers) {
      script = answers;
      requests.length = 0;
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A generateContent answer whose first candidate's text is `text`. */
export function textAnswer(text: string, finishReason = 'STOP') {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
    usageMetadata: { promptTokenCount: 120, candidatesTokenCount: 40, totalTokenCount: 160 },
    modelVersion: 'stand-in',
  };
}

/** A generateContent answer carrying `reply`, its `translation` and `correction` as the tutor's JSON. */
export function tutorAnswer(reply: string, correction: unknown = null, translation = `(pt) ${reply}`) {
  return textAnswer(JSON.stringify({ reply, translation, correction }));
}

/**
 * A stand-in started before a suite's tests and closed after them, and the real adapter pointed
 * at it (`gemini`, a tutor factory as the turn takes it).
 */
export function geminiForSuite(): { standIn: GeminiStandIn; gemini: () => Promise<GeminiTutor> } {
  const suite = {
    standIn: undefined as unknown as GeminiStandIn,
    gemini: async () =>
      new GeminiTutor({
        apiKey: 'test-key',
        model: 'gemini-test',
        baseUrl: suite.standIn.baseUrl,
        timeoutMs: 2_000,
      }),
  };
  beforeAll(async () => {
    suite.standIn = await startGeminiStandIn();
  });
  afterAll(() => suite.standIn.close());
  return suite;
}
