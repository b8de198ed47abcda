import { describe, expect, it } from 'vitest';
import type { Synthesizer } from '../../services/text-to-speech/port';
import type { SpeechStore, StoredSpeech } from './speech-cache-store';
import { speechKey } from './speech-text';
import { SynthesizeOnce } from './synthesize-once';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** The shared store as Firestore behaves: every call is a round trip; claim is a create. */
class FakeStore implements SpeechStore {
  readonly entries = new Map<string, StoredSpeech>();
  syntheses = 0;

  async read(key: string) {
    await tick();
    return this.entries.get(key) ?? null;
  }
  async claim(key: string, entry: { leaseUntil: Date }) {
    await tick();
    if (this.entries.has(key)) return false;
    this.entries.set(key, { state: 'pending', leaseUntil: entry.leaseUntil });
    return true;
  }
  async save(key: string, entry: { audio: Uint8Array }) {
    await tick();
    this.entries.set(key, { state: 'ready', audio: entry.audio });
  }
  async release(key: string) {
    await tick();
    this.entries.delete(key);
  }
  async countSynthesis() {
    this.syntheses++;
  }
  /** Another instance's claim on the fake voice's `text`, held until `leaseUntil`. */
  claimedElsewhere(text: string, leaseUntil: Date) {
    this.entries.set(speechKey('fake-voice', text), { state: 'pending', leaseUntil });
  }
}

/** Counts its calls; each takes a few milliseconds, like a real engine. */
class FakeEngine implements Synthesizer {
  calls: string[] = [];
  failNext = false;
  constructor(readonly voiceId = 'fake-voice') {}
  async synthesize(text: string) {
    this.calls.push(text);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('engine down');
    }
    return new TextEncoder().encode(`${this.voiceId}:${text}`);
  }
}

const decode = (audio: Uint8Array) => new TextDecoder().decode(audio);

describe('SynthesizeOnce', () => {
  it('synthesizes a text once, then serves it from memory', async () => {
    const engine = new FakeEngine();
    const speech = new SynthesizeOnce(engine, new FakeStore(), { pollMs: 1 });
    const first = await speech.speak('Keep going.');
    const second = await speech.speak('Keep going.');
    expect(first.source).toBe('synthesized');
    expect(second.source).toBe('memory');
    expect(decode(second.audio)).toBe('fake-voice:Keep going.');
    expect(engine.calls).toEqual(['Keep going.']);
  });

  it('treats texts that differ only in spacing as the same text', async () => {
    const engine = new FakeEngine();
    const speech = new SynthesizeOnce(engine, new FakeStore(), { pollMs: 1 });
    await speech.speak('  Keep   going. ');
    await speech.speak('Keep going.');
    expect(engine.calls).toEqual(['Keep going.']);
  });

  it('joins concurrent requests for the same text in one instance', async () => {
    const engine = new FakeEngine();
    const store = new FakeStore();
    const speech = new SynthesizeOnce(engine, store, { pollMs: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => speech.speak('Never give up.')));
    expect(engine.calls).toHaveLength(1);
    expect(store.syntheses).toBe(1);
    expect(new Set(results.map((r) => decode(r.audio)))).toEqual(new Set(['fake-voice:Never give up.']));
  });

  it('synthesizes once across instances that share the store', async () => {
    const store = new FakeStore();
    const engines = Array.from({ length: 8 }, () => new FakeEngine());
    const instances = engines.map((engine) => new SynthesizeOnce(engine, store, { pollMs: 1 }));
    const results = await Promise.all(instances.map((speech) => speech.speak('Dream big and work hard.')));
    expect(engines.flatMap((engine) => engine.calls)).toHaveLength(1);
    expect(results.filter((r) => r.source === 'synthesized')).toHaveLength(1);
    expect(results.filter((r) => r.source === 'store')).toHaveLength(7);
  });

  it('serves another instance from the store without synthesizing', async () => {
    const store = new FakeStore();
    const [a, b] = [new FakeEngine(), new FakeEngine()];
    await new SynthesizeOnce(a, store).speak('Small steps every day.');
    const fromB = await new SynthesizeOnce(b, store).speak('Small steps every day.');
    expect(fromB.source).toBe('store');
    expect(b.calls).toEqual([]);
  });

  it('keeps voices apart: the same text in another voice is new audio', async () => {
    const store = new FakeStore();
    await new SynthesizeOnce(new FakeEngine('voice-a'), store).speak('Hello there, friend.');
    const other = await new SynthesizeOnce(new FakeEngine('voice-b'), store).speak('Hello there, friend.');
    expect(other.source).toBe('synthesized');
    expect(decode(other.audio)).toBe('voice-b:Hello there, friend.');
  });

  it('waits for a claim held elsewhere, and takes it over once its lease has lapsed', async () => {
    const store = new FakeStore();
    let now = new Date('2026-03-10T12:00:00Z');
    // A claim left behind by an instance that died mid-synthesis.
    store.claimedElsewhere('Try again.', new Date(now.getTime() + 1000));
    const engine = new FakeEngine();
    const speech = new SynthesizeOnce(engine, store, { now: () => now, leaseMs: 1000, pollMs: 1 });
    const waiting = speech.speak('Try again.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engine.calls).toEqual([]);
    now = new Date(now.getTime() + 1001);
    expect((await waiting).source).toBe('synthesized');
    expect(engine.calls).toEqual(['Try again.']);
  });

  it('re-reads a claimed entry at doubling intervals, up to 2 s: a dozen reads over a 20 s lease', async () => {
    const store = new FakeStore();
    let now = new Date('2026-03-10T12:00:00Z');
    store.claimedElsewhere('Slow one.', new Date(now.getTime() + 20_000));
    let reads = 0;
    const read = store.read.bind(store);
    store.read = (key: string) => {
      reads++;
      return read(key);
    };
    const waits: number[] = [];
    const speech = new SynthesizeOnce(new FakeEngine(), store, {
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now = new Date(now.getTime() + ms);
      },
    });
    expect((await speech.speak('Slow one.')).source).toBe('synthesized');
    expect(waits.slice(0, 6)).toEqual([100, 200, 400, 800, 1600, 2000]);
    expect(Math.max(...waits)).toBe(2000);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBe(20_000);
    expect(reads).toBe(waits.length + 1);
    expect(reads).toBeLessThanOrEqual(16);
  });

  it('releases its claim when synthesis fails, so the next request can try again', async () => {
    const engine = new FakeEngine();
    const speech = new SynthesizeOnce(engine, new FakeStore(), { pollMs: 1 });
    engine.failNext = true;
    await expect(speech.speak('Stay curious.')).rejects.toThrow('engine down');
    expect((await speech.speak('Stay curious.')).source).toBe('synthesized');
    expect(engine.calls).toEqual(['Stay curious.', 'Stay curious.']);
  });
});
