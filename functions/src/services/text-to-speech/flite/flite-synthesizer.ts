/**
 * The offline adapter: Flite in one worker thread, so synthesis never blocks the event loop
 * and other requests stay fast while a phrase is being rendered. One worker is enough: the
 * function has one or two cores, and the cache means each text is rendered once.
 */
import { Worker } from 'node:worker_threads';
import type { Synthesizer } from '../port';
import { FLITE_VOICE, MP3_BITRATE } from './flite-voice';
import type { FliteReply, FliteRequest } from './flite-worker';

/**
 * esbuild bundles this module into the function (lib/) and into the admin tools (.cli/); each
 * build writes the worker, its own entry point, beside it as flite-worker.js (build-options.mjs).
 */
export function fliteWorkerUrl(moduleUrl: string = import.meta.url): URL {
  return new URL('flite-worker.js', moduleUrl);
}

interface Pending {
  /** The worker the request was sent to. */
  worker: Worker;
  resolve: (mp3: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** A phrase takes Flite well under a second; a request still waiting after this failed. */
export const OFFLINE_SYNTHESIS_TIMEOUT_MS = 15_000;

export class FliteSynthesizer implements Synthesizer {
  readonly voiceId = `flite-${FLITE_VOICE}-mp3-${MP3_BITRATE}k`;
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(
    private readonly workerUrl: URL = fliteWorkerUrl(),
    private readonly timeoutMs: number = OFFLINE_SYNTHESIS_TIMEOUT_MS,
  ) {}

  /**
   * Fails after `timeoutMs`; the worker, then presumed stuck, is stopped (failing what else it
   * held) and the next call starts a fresh one.
   */
  synthesize(text: string): Promise<Uint8Array> {
    const worker = this.running();
    const id = this.nextId++;
    const result = new Promise<Uint8Array>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (!this.pending.has(id)) return;
        this.pending.delete(id);
        reject(new Error(`Flite did not answer within ${this.timeoutMs} ms`));
        if (this.worker === worker) this.worker = undefined;
        void worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      this.pending.set(id, {
        worker,
        resolve: (mp3) => {
          clearTimeout(timer);
          resolve(mp3);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
    worker.ref();
    const request: FliteRequest = { id, text };
    worker.postMessage(request);
    return result;
  }

  /** Stops the worker; the next call starts a new one. */
  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = undefined;
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.workerUrl);
    worker.on('message', (reply: FliteReply) => this.settle(reply));
    // A crashed or stopped worker fails what it held; the next request starts a fresh one.
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const [id, waiting] of this.pending) {
        if (waiting.worker !== worker) continue;
        this.pending.delete(id);
        waiting.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Flite worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: FliteReply): void {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    // An idle worker must not keep a command-line tool alive.
    if (![...this.pending.values()].some((other) => other.worker === this.worker)) this.worker?.unref();
    if (!waiting) return;
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(new Uint8Array(reply.mp3));
  }
}
