/**
 * The resident PocketSphinx decoder: one long-lived `/usr/bin/python3` child running
 * ./resident-script.ts, which loads the model once (~1 s) and then decodes each recording in a
 * fraction of that. Started on the first request, started again on the next request after it
 * died, one request at a time (the others wait in order: it is one CPU-bound process). Each job
 * has a limit of CPU time once the child starts on it (../../shared/rules.ts,
 * recognitionDecodeLimitMs); at that limit (or when hung) the child is killed, whether or not the
 * job's caller still waits, and the next job gets a new one. The queue is bounded by the limits of the jobs it holds (`reserve`). It ends
 * with the function's process: its input is a pipe from this one, and the script exits when
 * the pipe closes; nothing here keeps Node's event loop alive.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import {
  RECOGNITION_DECODE_STARVED_FACTOR,
  RECOGNITION_DECODE_STARVED_MS,
  RECOGNITION_QUEUE_MS,
} from '../../shared/rules';
import { SOUND_HABITS, type SoundTipId } from '../../shared/sound-habits';
import { letterToSound } from './letter-to-sound';
import { AudioTooHardError, RecognizerBusyError } from './port';
import { RESIDENT_SCRIPT } from './resident-script';

/** Debian's interpreter, where python3-pocketsphinx is (python3 on PATH may be another one). */
export const RESIDENT_PYTHON = '/usr/bin/python3';

/** A word of the open-vocabulary decode (fillers dropped), times in seconds. */
export interface ResidentWord {
  word: string;
  start: number;
  end: number;
  /** The word's posterior probability. */
  confidence: number;
}

export interface ResidentAlignment {
  /**
   * The phrase's acoustic score minus the open decode's (PocketSphinx's log units): 0 when they
   * are the same words, far below 0 when the audio says something else.
   */
  score: number;
  /** Speech frames (10 ms) of the phrase's words. */
  frames: number;
  /** `gop`: the word's score minus the open decode's over the same frames, per frame. */
  words: { word: string; start: number; end: number; gop: number }[];
}

/** One expected phone as the forced search took it (./resident-script.ts, `score_phones`). */
export interface ResidentPhone {
  /** The expected ARPAbet phone. */
  phone: string;
  /** Seconds; absent when the phone was not said. */
  start?: number;
  end?: number;
  /** As written, its forced score minus the free phone loop's over its frames, per frame. */
  gop?: number;
  /** Set when the habits' search took a habit's sound instead: that phone, or null when none was said. */
  heard?: string | null;
  /** The gop of the sound heard instead (the margin is `heardGop - gop`). */
  heardGop?: number;
  /** The habit that explains `heard` or `added`. */
  habit?: SoundTipId | null;
  /** A sound a habit added before or after it. */
  added?: { phone: string; where: 'before' | 'after'; habit: SoundTipId | null; gop: number; frames: number };
}

export interface ResidentReply {
  words: ResidentWord[];
  /** Only when expected words were sent; null when the phrase does not fit the audio at all. */
  alignment?: ResidentAlignment | null;
  /** Expected words with no phones: not in the dictionary, and none sent (then no alignment). */
  missing?: string[];
  /** With the alignment: each expected word's phones; null when they did not fit the audio. */
  phones?: ResidentPhone[][] | null;
}

interface Job {
  id: number;
  line: string;
  /** How long the decoder may take it, once it starts on it. */
  limitMs: number;
  /** The caller's side: answered once, by the reply, a failure or the caller giving up. */
  settle: (error: Error | null, reply?: ResidentReply) => void;
  /** Set once the caller has its answer (a reply arriving after it is dropped). */
  settled: boolean;
  /** Gives the job's room in the queue back, once the decoder is done with it. */
  release: () => void;
}

export interface ResidentOptions {
  python?: string;
  modelDir: string;
  /** A child not ready after this (loading the model takes ~1 s) is stopped. */
  loadTimeoutMs?: number;
  /** The most the limits of the jobs it runs and has waiting may add up to. */
  queueMs?: number;
  /** The least time by the clock before a job is taken for hung (tests: a shorter one). */
  starvedFloorMs?: number;
  /** The child's scheduling priority (a nice value: higher yields the CPU to others). */
  nice?: number;
}

export const RESIDENT_LOAD_TIMEOUT_MS = 20_000;
/**
 * How likely the habits' search (./resident-script.ts) takes a habit's sound against the expected
 * one (a JSGF weight). 1: the search takes whichever fits, and ./pronunciation.ts weighs the two by
 * their margin. Read when a decoder starts: bench/pronunciation.mjs may set another.
 */
export const HABIT_SEARCH = { weight: 1 };

/** Room held in a decoder's queue for one job (./port.ts, EngineTicket). */
export interface Reservation {
  readonly limitMs: number;
  release(): void;
}

/** The child's CPU seconds so far (Linux's /proc), or undefined where it cannot be read. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ, what /proc counts CPU time in. */
const CLOCK_TICKS = 100;
/** How often a running job's CPU time is read against its limit. */
const LIMIT_CHECK_MS = 50;

/**
 * The letter-to-sound phones of each expected word: the script adds those its dictionary lacks
 * (./resident-script.ts), here so that the engine service and the in-process recognizer, which
 * both decode through this class, pronounce a word the same way.
 */
function pronunciations(expected: string[] | undefined): Record<string, string> | null {
  if (!expected) return null;
  return Object.fromEntries(expected.map((word) => [word, letterToSound(word).join(' ')]));
}

export class ResidentDecoder {
  private child: ChildProcessWithoutNullStreams | undefined;
  private ready: Promise<void> | undefined;
  private readonly queue: Job[] = [];
  private current: Job | undefined;
  private nextId = 0;
  /** The limits of the jobs admitted and not yet done. */
  private admitted = 0;
  /** Replies of the running child, in order; the first line is its readiness. */
  private onLine: ((line: string) => void) | undefined;
  /** Ends the running job at its limit, whether or not its caller still waits. */
  private limitTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ResidentOptions) {}

  /** The limits of the jobs admitted and not yet done (the lanes compare them). */
  get load(): number {
    return this.admitted;
  }

  /** Holds room for a job of `limitMs`, or RecognizerBusyError when the queue is full. */
  reserve(limitMs: number): Reservation {
    if (this.admitted > 0 && this.admitted + limitMs > (this.options.queueMs ?? RECOGNITION_QUEUE_MS)) {
      throw new RecognizerBusyError(`PocketSphinx: ${this.admitted} ms of work admitted already`);
    }
    this.admitted += limitMs;
    let held = true;
    return {
      limitMs,
      release: () => {
        if (!held) return;
        held = false;
        this.admitted -= limitMs;
      },
    };
  }

  /**
   * Decodes 16 kHz mono 16-bit samples; `expected` adds the alignment of those words. The
   * decoder takes at most `limitMs` once it starts on it (then its child is killed and the next
   * job gets a new one); `reservation` is the room held for it, else it is taken here.
   */
  decode(
    pcm: Uint8Array,
    expected: string[] | undefined,
    limitMs: number,
    signal?: AbortSignal,
    reservation?: Reservation,
  ) {
    return new Promise<ResidentReply>((resolve, reject) => {
      if (signal?.aborted) {
        reservation?.release();
        return reject(new Error('PocketSphinx: aborted'));
      }
      let room: Reservation;
      try {
        room = reservation ?? this.reserve(limitMs);
      } catch (error) {
        return reject(error);
      }
      const id = this.nextId++;
      const line = `${JSON.stringify({
        id,
        pcm: Buffer.from(pcm).toString('base64'),
        expected: expected ?? null,
        phones: Boolean(expected),
        pronunciations: pronunciations(expected),
      })}\n`;
      const job: Job = {
        id,
        line,
        limitMs,
        settled: false,
        release: () => room.release(),
        settle: (error, reply) => {
          if (job.settled) return;
          job.settled = true;
          signal?.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve(reply as ResidentReply);
        },
      };
      // The caller gave up: a job still waiting is dropped; a running one goes on to its reply
      // or its limit (the decoder is busy with it either way), its answer dropped.
      const onAbort = () => {
        job.settle(new Error('PocketSphinx: aborted'));
        const index = this.queue.indexOf(job);
        if (index >= 0) {
          this.queue.splice(index, 1);
          job.release();
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
    });
  }

  /** Stops the child and fails every job it has (tests); the next request starts a new one. */
  stop(): void {
    const error = new Error('PocketSphinx: the decoder was stopped');
    for (const job of this.queue.splice(0)) {
      job.release();
      job.settle(error);
    }
    this.kill(error);
  }

  /** The child's process id, when one runs (tests). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Kills the child, failing the running job with `error`, and starts the next job afresh. */
  private kill(error: Error): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    this.onLine = undefined;
    child?.kill('SIGKILL');
    this.endCurrent(error);
  }

  /** The running job is over (answered, failed, or killed): the next one's turn. */
  private endCurrent(error: Error | null, reply?: ResidentReply): void {
    const current = this.current;
    this.current = undefined;
    clearInterval(this.limitTimer);
    if (current) {
      current.release();
      current.settle(error, reply);
    }
    this.pump();
  }

  private pump(): void {
    if (this.current) return;
    let job = this.queue.shift();
    while (job?.settled) {
      job.release();
      job = this.queue.shift();
    }
    if (!job) return;
    this.current = job;
    this.start()
      .then(() => {
        if (this.current !== job) return;
        if (job.settled) return this.endCurrent(null);
        const child = this.child;
        if (!child) return this.endCurrent(new Error('PocketSphinx: the decoder is gone'));
        // The job's limit runs from when the decoder has it (not while it waited its turn or
        // for the model to load), and is not cleared when its caller gives up. It is CPU time,
        // so a busy machine slows a decode without failing it; a child that has not answered
        // after RECOGNITION_DECODE_STARVED_FACTOR times the limit (at least RECOGNITION_DECODE_STARVED_MS)
        // is hung or starved, killed too.
        const cpuAtStart = cpuSeconds(child.pid);
        const startedAt = Date.now();
        const starvedMs = Math.max(
          this.options.starvedFloorMs ?? RECOGNITION_DECODE_STARVED_MS,
          job.limitMs * RECOGNITION_DECODE_STARVED_FACTOR,
        );
        const message = `PocketSphinx: no result within ${job.limitMs} ms`;
        this.limitTimer = setInterval(() => {
          if (this.current !== job || this.child !== child) return clearInterval(this.limitTimer);
          const cpuNow = cpuSeconds(child.pid);
          const wallMs = Date.now() - startedAt;
          const cpuMs =
            cpuAtStart === undefined || cpuNow === undefined ? wallMs : (cpuNow - cpuAtStart) * 1000;
          if (cpuMs >= job.limitMs) this.kill(new AudioTooHardError(`${message} of CPU`));
          else if (wallMs >= starvedMs) this.kill(new Error(`${message} (the decoder was hung or starved)`));
        }, LIMIT_CHECK_MS);
        child.stdin.write(job.line);
      })
      .catch((error: Error) => {
        if (this.current === job) this.endCurrent(error);
      });
  }

  private start(): Promise<void> {
    this.ready ??= new Promise<void>((resolve, reject) => {
      const child = spawn(
        this.options.python ?? RESIDENT_PYTHON,
        [
          '-c',
          RESIDENT_SCRIPT,
          this.options.modelDir,
          JSON.stringify(SOUND_HABITS),
          String(HABIT_SEARCH.weight),
        ],
        {
          stdio: ['pipe', 'pipe', 'pipe'],
        },
      );
      this.child = child;
      if (this.options.nice && child.pid !== undefined) {
        try {
          setPriority(child.pid, this.options.nice);
        } catch {} // a child already gone: reported by 'exit'
      }
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
        else this.endCurrent(error);
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
    if (reply.error) this.endCurrent(new Error(`PocketSphinx: ${reply.error}`));
    else this.endCurrent(null, reply);
  }
}
