/**
 * Worker-thread entry (bundled on its own to lib/flite-worker.js): runs Flite off the API's
 * event loop. Requests are handled one at a time, in order; see ./flite-synthesizer.ts.
 */
import { parentPort } from 'node:worker_threads';
import { FliteRenderer } from './flite';

export interface FliteRequest {
  id: number;
  text: string;
}

export type FliteReply = { id: number; mp3: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error('flite-worker must run in a worker thread');
const port = parentPort;
const ready = FliteRenderer.create();

port.on('message', async ({ id, text }: FliteRequest) => {
  let reply: FliteReply;
  try {
    reply = { id, mp3: (await ready).synthesize(text) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, 'mp3' in reply ? [reply.mp3.buffer as ArrayBuffer] : []);
});
