/**
 * The text-to-speech port: text in, MP3 bytes out. Adapters: Google Cloud Text-to-Speech
 * (production, ./google-tts.ts) and Flite in a worker thread (offline, ./flite/); TTS_ENGINE
 * picks one (./create.ts).
 */

export interface Synthesizer {
  /**
   * Identifies engine, voice and audio format. Part of the cache key: changing any of them
   * must change this string, so stale audio is never served for the new voice.
   */
  readonly voiceId: string;
  /** MP3 audio of `text` (already trimmed, 1 to 400 characters). */
  synthesize(text: string): Promise<Uint8Array>;
}
