import { createHash } from 'node:crypto';

/** Whitespace does not change how a text sounds: one spelling, one cache entry. */
export function speechText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Cache key of a text in a voice: the same pair always maps to the same audio. */
export function speechKey(voiceId: string, text: string): string {
  return createHash('sha256').update(voiceId).update('\u0000').update(speechText(text)).digest('hex');
}
