/**
 * Each text is synthesized at most once per voice, for every instance: from this instance's
 * memory, else joining a request in flight, else the shared store, else the one request whose
 * claim in the store wins synthesizes while the others re-read it at growing intervals (100 ms
 * doubling to 2 s). A claim whose owner died lapses after its lease.
 */

import type { Synthesizer } from '../../services/text-to-speech/port';
import { AudioMemoryCache } from './memory-cache';
import type { SpeechStore } from './speech-cache-store';
import { speechKey, speechText } from './speech-text';

/** Where a request's audio came from; reported in the response's Server-Timing header. */
export type AudioSource = 'memory' | 'inflight' | 'store' | 'synthesized';

export interface SynthesizeOnceOptions {
  memoryBytes?: number;
  /** How long a claim stays valid: well above the slowest synthesis. */
  leaseMs?: number;
  /** The first wait before reading a claimed entry again; each next wait doubles. */
  pollMs?: number;
  /** The longest wait between two reads. */
  maxPollMs?: number;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Takes the characters from the academy's budget before the engine is called (it throws when
   * the budget is spent), and answers how to give them back if the engine fails.
   */
  meter?: (characters: number) => Promise<() => Promise<void>>;
}

export interface SpokenAudio {
  audio: Uint8Array;
  source: AudioSource;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SynthesizeOnce {
  private readonly memory: AudioMemoryCache;
  private readonly inflight = new Map<string, Promise<SpokenAudio>>();
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private readonly maxPollMs: number;
  private readonly now: () => Date;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly meter: SynthesizeOnceOptions['meter'];

  constructor(
    private readonly engine: Synthesizer,
    private readonly store: SpeechStore,
    options: SynthesizeOnceOptions = {},
  ) {
    this.memory = new AudioMemoryCache(options.memoryBytes ?? 32 * 1024 * 1024);
    this.leaseMs = options.leaseMs ?? 20_000;
    this.pollMs = options.pollMs ?? 100;
    this.maxPollMs = options.maxPollMs ?? 2_000;
    this.now = options.now ?? (() => new Date());
    this.sleep = options.sleep ?? realSleep;
    this.meter = options.meter;
  }

  get voiceId(): string {
    return this.engine.voiceId;
  }

  async speak(rawText: string): Promise<SpokenAudio> {
    const text = speechText(rawText);
    const key = speechKey(this.engine.voiceId, text);
    const cached = this.memory.get(key);
    if (cached) return { audio: cached, source: 'memory' };
    const running = this.inflight.get(key);
    if (running) return { audio: (await running).audio, source: 'inflight' };

    const fetched = this.fromStoreOrEngine(key, text).finally(() => this.inflight.delete(key));
    this.inflight.set(key, fetched);
    const result = await fetched;
    this.memory.set(key, result.audio);
    return result;
  }

  private async fromStoreOrEngine(key: string, text: string): Promise<SpokenAudio> {
    const voiceId = this.engine.voiceId;
    let wait = this.pollMs;
    for (;;) {
      const stored = await this.store.read(key);
      if (stored?.state === 'ready') return { audio: stored.audio, source: 'store' };
      if (stored === null) {
        const leaseUntil = new Date(this.now().getTime() + this.leaseMs);
        if (await this.store.claim(key, { voiceId, text, leaseUntil })) {
          return { audio: await this.synthesizeAndSave(key, text), source: 'synthesized' };
        }
        continue; // Another request claimed it between our read and our claim.
      }
      const leaseLeft = stored.leaseUntil.getTime() - this.now().getTime();
      if (leaseLeft <= 0) {
        // Its owner died or hung: synthesize here rather than wait forever.
        return { audio: await this.synthesizeAndSave(key, text), source: 'synthesized' };
      }
      await this.sleep(Math.min(wait, leaseLeft));
      wait = Math.min(wait * 2, this.maxPollMs);
    }
  }

  private async synthesizeAndSave(key: string, text: string): Promise<Uint8Array> {
    const voiceId = this.engine.voiceId;
    let audio: Uint8Array;
    let giveBack: (() => Promise<void>) | undefined;
    try {
      giveBack = await this.meter?.(text.length);
      [audio] = await Promise.all([
        this.engine.synthesize(text),
        this.store.countSynthesis(voiceId, text.length),
      ]);
    } catch (error) {
      await Promise.all([this.store.release(key).catch(() => undefined), giveBack?.()]);
      throw error;
    }
    await this.store.save(key, { voiceId, text, audio });
    return audio;
  }
}
