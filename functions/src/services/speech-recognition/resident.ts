/**
 * The resident PocketSphinx decoder: one long-lived `/usr/bin/python3` child running
 * ./resident-script.ts, which loads the model once (~1 s) and then decodes each recording in a
 * fraction of that. Started on the first request, started again on the next request after it
 * died, one request at a time (the others wait in order: it is one CPU-bound process). It ends
 * with the function's process: its input is a pipe from this one, and the script exits when
 * the pipe closes; nothing here keeps Node's event loop alive.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { RESIDENT_SCRIPT } from './resident-script';

/** Debian's interpreter, where python3-pocketsphinx is (python3 on PATH may be another one). */
export const RESIDENT_PYTHON = '/usr/bin/python3';

export interface ResidentWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
}

export interface ResidentAlignment {
  /** The phrase's acoustic score minus the open decode's (PocketSphinx's log units). */
  score: number;
  /** Speech frames (10 ms) of the phrase's words. */
  frames: number;
  words: { word: string; start: number; end: number; gop: number }[];
}

export interface ResidentReply {
  words: ResidentWord[];
  /** Only when expected words were sent; null when the phrase does not fit the audio at all. */
  alignment?: ResidentAlignment | null;
  /** Expected words the dictionary lacks (then no alignment). */
  missing?: string[];
}

interface Job {
  id: number;
  line: string;
  resolve: (reply: ResidentReply) => void;
  reject: (error: Error) => void;
  /** Set once the job has been answered or given up (its reply, if any, is then dropped). */
  done: boolean;
  /** Starts the job's own time limit, when it is sent to the decoder. */
  begin: () => void;
}

export interface ResidentOptions {
  python?: string;
  modelDir: string;
  /** A child not ready after this (loading the model takes ~1 s) is stopped. */
  loadTimeoutMs?: number;
}

export const RESIDENT_LOAD_TIMEOUT_MS = 20_000;

export class ResidentDecoder {
  private child: ChildProcessWithoutNullStreams | undefined;
  private ready: Promise<void> | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private nextId = 0;
  /** Replies of the running child, in order; the first line is its readiness. */
  private onLine: ((line: string) => void) | undefined;

  constructor(private readonly options: ResidentOptions) {}

  /** Decodes 16 kHz mono 16-bit samples; `expected` adds the alignment of those words. */
  decode(pcm: Uint8Array, expected: string[] | undefined, timeoutMs: number, signal?: AbortSignal) {
    return new Promise<ResidentReply>((resolve, reject) => {
      const id = this.nextId++;
      const line = `${JSON.stringify({ id, pcm: Buffer.from(pcm).toString('base64'), expected: expected ?? null })}\n`;
      let timer: NodeJS.Timeout | undefined;
      const job: Job = { id, line, resolve, reject, done: false, begin: () => {} };
      const finish = (error: Error | null, reply?: ResidentReply) => {
        if (job.done) return;
        job.done = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const index = this.queue.indexOf(job);
        if (index >= 0) this.queue.splice(index, 1);
        if (error) reject(error);
        else resolve(reply as ResidentReply);
      };
      // From the moment the decoder has the job (a job waiting its turn, or for the model to
      // load, has only the caller's deadline): a decoder still busy with it after timeoutMs is
      // stuck, stopped and started again for the next one.
      job.begin = () => {
        timer = setTimeout(() => {
          const stuck = this.current === job;
          finish(new Error(`PocketSphinx: no result within ${timeoutMs} ms`));
          if (stuck) this.stop();
        }, timeoutMs);
      };
      // The caller gave up: a job still waiting is dropped, a running one is let finish.
      const onAbort = () => finish(new Error('PocketSphinx: aborted'));
      job.resolve = (reply) => finish(null, reply);
      job.reject = (error) => finish(error);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Stops the child (tests, and a stuck decode); the next request starts a new one. */
  stop(): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    this.onLine = undefined;
    child?.kill('SIGKILL');
    this.failCurrent(new Error('PocketSphinx: the decoder was stopped'));
    this.pump();
  }

  /** The child's process id, when one runs (tests). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private failCurrent(error: Error): void {
    const current = this.current;
    this.current = undefined;
    current?.reject(error);
  }

  private pump(): void {
    if (this.current) return;
    let job = this.queue.shift();
    while (job?.done) job = this.queue.shift();
    if (!job) return;
    this.current = job;
    this.start()
      .then(() => {
        if (this.current !== job) return;
        if (job.done) {
          this.current = undefined;
          return this.pump();
        }
        job.begin();
        if (this.child) this.child.stdin.write(job.line);
        else this.failCurrent(new Error('PocketSphinx: the decoder is gone'));
      })
      .catch((error: Error) => {
        if (this.current === job) this.failCurrent(error);
        this.pump();
      });
  }

  private start(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const child = spawn(
        this.options.python ?? RESIDENT_PYTHON,
        ['-c', RESIDENT_SCRIPT, this.options.modelDir],
        {
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      this.child = child;
      // Neither the child nor its pipes keep the function's process alive (an idle decoder
      // waits for work; the timers below hold the process while a job is under way).
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) {
        (stream as unknown as { unref?: () => void }).unref?.();
      }
      // Keeps the process alive while the model loads for a waiting job, like the job's own timer after.
      const loading = setTimeout(() => {
        if (this.child === child) child.kill('SIGKILL');
      }, this.options.loadTimeoutMs ?? RESIDENT_LOAD_TIMEOUT_MS);
      const errors: string[] = [];
      child.stderr.on('data', (chunk: Buffer) => {
        errors.push(chunk.toString());
        if (errors.length > 20) errors.shift();
      });
      child.stdin.on('error', () => {}); // a write to a child that died: reported by 'exit'
      let started = false;
      this.onLine = (line) => {
        if (!started) {
          started = true;
          clearTimeout(loading);
          const hello = JSON.parse(line) as { ready: boolean; error?: string };
          if (hello.ready) resolve();
          else reject(new Error(`PocketSphinx: ${hello.error ?? 'not ready'}`));
          return;
        }
        this.answer(line);
      };
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (this.child === child) this.onLine?.(line);
      });
      const died = (reason: string) => {
        if (this.child !== child) return;
        this.child = undefined;
        this.ready = undefined;
        this.onLine = undefined;
        clearTimeout(loading);
        const error = new Error(`PocketSphinx ${reason}: ${errors.join('').slice(-300)}`);
        if (!started) reject(error);
        this.failCurrent(error);
        this.pump();
      };
      child.on('error', (error) => died(`could not start (${error.message})`));
      child.on('exit', (code, signal) => died(`exited (${signal ?? code})`));
    });
    return this.ready;
  }

  private answer(line: string): void {
    const current = this.current;
    let reply: (ResidentReply & { id?: number; error?: string }) | undefined;
    try {
      reply = JSON.parse(line);
    } catch {
      reply = { words: [], error: `unreadable reply ${line.slice(0, 100)}` };
    }
    if (!current || reply?.id !== current.id) return; // a reply to nothing waiting
    this.current = undefined;
    if (reply.error) current.reject(new Error(`PocketSphinx: ${reply.error}`));
    else current.resolve(reply);
    this.pump();
  }
}
