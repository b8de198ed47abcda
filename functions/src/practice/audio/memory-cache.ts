/**
 * A small least-recently-used cache of audio bytes, bounded by total size: the per-instance
 * layer in front of the shared store. The whole phrase pool (~300 x 10 KB) fits many times.
 */
export class AudioMemoryCache {
  private readonly entries = new Map<string, Uint8Array>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Uint8Array | undefined {
    const audio = this.entries.get(key);
    if (audio) {
      // Re-inserting moves the entry to the most recently used end of the Map's order.
      this.entries.delete(key);
      this.entries.set(key, audio);
    }
    return audio;
  }

  set(key: string, audio: Uint8Array): void {
    if (audio.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, audio);
    this.size += audio.length;
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= old.length;
    }
  }

  get bytes(): number {
    return this.size;
  }

  private delete(key: string): void {
    const existing = this.entries.get(key);
    if (!existing) return;
    this.entries.delete(key);
    this.size -= existing.length;
  }
}
