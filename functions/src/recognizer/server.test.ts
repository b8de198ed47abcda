/**
 * The engine service over loopback: the real resident decoders behind it (its queue full is a
 * 503 with Retry-After, answered at once), and its refusals of what no function sends.
 */
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenWav } from '../../test/recordings';
import { ENGINE_MAX_PCM_BYTES } from '../services/speech-recognition/engine-service-contract';
import { AudioTooHardError } from '../services/speech-recognition/port';
import { readWavRecording } from '../services/speech-recognition/recording/container';
import { ResidentLanes } from '../services/speech-recognition/resident-lanes';
import { createEngineServer, type EngineServiceOptions } from './server';

let running: { server: Server; lanes?: ResidentLanes } | undefined;
afterEach(async () => {
  running?.lanes?.stop();
  running?.server.closeAllConnections();
  await new Promise((resolve) => running?.server.close(resolve));
  running = undefined;
});

async function start(options: EngineServiceOptions, lanes?: ResidentLanes): Promise<string> {
  const server = createEngineServer({ log: () => {}, ...options });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  running = { server, ...(lanes ? { lanes } : {}) };
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const samples = async (text: string) => {
  const wav = await spokenWav(text);
  return wav.subarray(readWavRecording(wav).dataStart);
};
const post = (url: string, body: Uint8Array, query = '') =>
  fetch(`${url}/decode${query}`, { method: 'POST', body });

describe('the engine service', () => {
  it("answers the decoder's reply, and 503 with Retry-After at once when the decoders' queues are full", async () => {
    // Room for one 1-s recording per lane (its limit is 2.5 s of CPU).
    const lanes = new ResidentLanes({ queueMs: 3000 });
    const url = await start({ lanes, installed: async () => true }, lanes);
    const pcm = await samples('Confidence comes from practice.');
    const first = await post(url, pcm, '?expected=confidence+comes+from+practice');
    expect(first.status).toBe(200);
    const reply = (await first.json()) as { alignment: { words: { word: string }[] } };
    expect(reply.alignment.words.map(({ word }) => word)).toEqual([
      'confidence',
      'comes',
      'from',
      'practice',
    ]);
    const three = [post(url, pcm), post(url, pcm), post(url, pcm)];
    const answers = await Promise.all(three);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 503]);
    expect(busy[0]?.headers.get('retry-after')).toBe('5');
    expect(await busy[0]?.json()).toEqual({ error: 'busy' });
  }, 30_000);

  it('refuses what no function sends: odd bytes, too many, words the dictionary cannot hold; unknown paths', async () => {
    const decoded: unknown[] = [];
    const lanes = {
      decode: async (...args: unknown[]) => {
        decoded.push(args);
        return { words: [] };
      },
    };
    const url = await start({ lanes, installed: async () => true });
    expect((await post(url, new Uint8Array(3))).status).toBe(400);
    expect((await post(url, new Uint8Array(ENGINE_MAX_PCM_BYTES + 2))).status).toBe(413);
    expect((await post(url, new Uint8Array(4), '?expected=Hello')).status).toBe(400);
    expect((await post(url, new Uint8Array(4), '?expected=rock%26roll')).status).toBe(400);
    expect((await fetch(`${url}/other`)).status).toBe(404);
    expect(decoded).toEqual([]);
    expect((await post(url, new Uint8Array(4), "?expected=it's+fine")).status).toBe(200);
    expect(decoded).toEqual([[Buffer.alloc(4), ["it's", 'fine'], expect.any(AbortSignal)]]);
  });

  it('says when its engine is not installed, and when the decoder gave up on a recording (422)', async () => {
    const hard = {
      decode: async () => {
        throw new AudioTooHardError('no result within 2500 ms of CPU');
      },
    };
    let url = await start({ lanes: hard, installed: async () => true });
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const tooHard = await post(url, new Uint8Array(4));
    expect({ status: tooHard.status, body: await tooHard.json() }).toEqual({
      status: 422,
      body: { error: 'too-hard' },
    });
    await new Promise((resolve) => running?.server.close(resolve));
    url = await start({ lanes: hard, installed: async () => false });
    for (const answer of [await fetch(`${url}/health`), await post(url, new Uint8Array(4))]) {
      expect({ status: answer.status, body: await answer.json() }).toEqual({
        status: 503,
        body: { error: 'not-installed' },
      });
    }
  });

  it('aborts the job of a caller that hung up (the function past its deadline)', async () => {
    let signal: AbortSignal | undefined;
    const lanes = {
      decode: (_pcm: Uint8Array, _words: unknown, given?: AbortSignal) => {
        signal = given;
        return new Promise<never>((_, reject) =>
          given?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
    };
    const url = await start({ lanes, installed: async () => true });
    const gaveUp = new AbortController();
    const call = fetch(`${url}/decode`, { method: 'POST', body: new Uint8Array(4), signal: gaveUp.signal });
    for (let wait = 0; wait < 100 && !signal; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(signal?.aborted).toBe(false);
    gaveUp.abort();
    await call.catch(() => {});
    for (let wait = 0; wait < 100 && !signal?.aborted; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(signal?.aborted).toBe(true);
  });
});
