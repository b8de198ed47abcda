/**
 * The speech-synthesis port: text in, MP3 bytes out. Two adapters implement it: Google Cloud
 * Text-to-Speech (production) and Flite in a worker thread (offline: local runs and tests).
 * Which one runs is the TTS_ENGINE setting (../../config.ts).
 */
export interface SpeechEngine {
  /**
   * Identifies engine, voice and audio format. Part of the cache key: changing any of them
   * must change this string, so stale audio is never served for the new voice.
   */
  readonly voiceId: string;
  /** MP3 audio of `text` (already trimmed, 1 to 300 characters). */
  synthesize(text: string): Promise<Uint8Array>;
}
