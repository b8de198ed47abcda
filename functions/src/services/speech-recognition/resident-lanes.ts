/**
 * The resident decoders as the engine service (../../recognizer/server.ts) and the in-process
 * recognizer (./pocketsphinx.ts) both run them: two lanes, each one ./resident.ts child. `long`
 * takes any recording, `short` only those up to RECOGNITION_SHORT_MS, so a practice's phrase never
 * waits behind a 20-s recording (a crafted one holds the long lane at most to its limit, at a
 * lower CPU priority). Each child starts on its first recording. Imports no npm package: the
 * service's bundle is this, ./resident.ts and node's own modules.
 */
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { RECOGNITION_SHORT_MS, recognitionDecodeLimitMs } from '../../shared/rules';
import type { EngineTicket } from './port';
import { RESIDENT_PYTHON, type Reservation, ResidentDecoder } from './resident';

/** Where Debian's pocketsphinx-en-us puts the model. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** Where Debian's python3-pocketsphinx puts the module, for Debian's /usr/bin/python3. */
export const RESIDENT_MODULE = '/usr/lib/python3/dist-packages/pocketsphinx/__init__.py';
/** The long lane's child's nice value (0 is the default, 19 the lowest priority). */
const LONG_LANE_NICE = 10;

const found = (path: string, mode: number) =>
  access(path, mode).then(
    () => true,
    () => false,
  );

/**
 * Whether the interpreter, Debian's module and the model are installed: files only, no process
 * (checked once, before anything is counted).
 */
export async function residentInstalled(
  python = RESIDENT_PYTHON,
  module = RESIDENT_MODULE,
  modelDir = POCKETSPHINX_MODEL_DIR,
): Promise<boolean> {
  return (
    (await found(modelDir, constants.R_OK)) &&
    (await found(python, constants.X_OK)) &&
    (await found(module, constants.R_OK))
  );
}

export interface LaneOptions {
  python?: string;
  modelDir?: string;
  /** How long a recording of `audioMs` may take (tests: a shorter one). */
  decodeLimitMs?: (audioMs: number) => number;
  /** The most a lane's admitted limits may add up to (tests). */
  queueMs?: number;
}

/** A ticket of the resident decoders: the lane that holds the recording's room. */
export interface LaneTicket extends EngineTicket {
  lane: ResidentDecoder;
  reservation: Reservation;
}

export class ResidentLanes {
  readonly short: ResidentDecoder;
  /** Yields the CPU: a phrase is decoded first when both run. */
  readonly long: ResidentDecoder;
  private readonly decodeLimitMs: (audioMs: number) => number;

  constructor(options: LaneOptions = {}) {
    const lane = (nice: number) =>
      new ResidentDecoder({
        python: options.python ?? RESIDENT_PYTHON,
        modelDir: options.modelDir ?? POCKETSPHINX_MODEL_DIR,
        nice,
        ...(options.queueMs === undefined ? {} : { queueMs: options.queueMs }),
      });
    this.short = lane(0);
    this.long = lane(LONG_LANE_NICE);
    this.decodeLimitMs = options.decodeLimitMs ?? recognitionDecodeLimitMs;
  }

  /**
   * Room for a recording of `audioMs`: a long one in the long lane; a short one in the lane with
   * less work admitted (the short one on a tie), else the other; RecognizerBusyError when none.
   */
  admit(audioMs: number): LaneTicket {
    const { short, long } = this;
    const limitMs = this.decodeLimitMs(audioMs);
    const lanes =
      audioMs > RECOGNITION_SHORT_MS ? [long] : short.load <= long.load ? [short, long] : [long, short];
    for (const [index, lane] of lanes.entries()) {
      try {
        const reservation = lane.reserve(limitMs);
        return { lane, reservation, release: () => reservation.release() };
      } catch (error) {
        if (index === lanes.length - 1) throw error;
      }
    }
    throw new Error('unreachable');
  }

  /**
   * Decodes 16 kHz mono 16-bit samples in the room `ticket` holds (taken here when none is
   * given, or RecognizerBusyError); `expected` adds the alignment of those words.
   */
  decode(pcm: Uint8Array, expected: string[] | undefined, signal?: AbortSignal, ticket?: LaneTicket) {
    const held = ticket ?? this.admit(pcm.length / 32);
    const words = expected?.length ? expected : undefined;
    return held.lane.decode(pcm, words, held.reservation.limitMs, signal, held.reservation);
  }

  /** Stops both children, failing their jobs (tests, a service shutting down). */
  stop(): void {
    this.short.stop();
    this.long.stop();
  }
}
