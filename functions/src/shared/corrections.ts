/**
 * When two of the tutor's corrections are one: the same sentence said and the same better one,
 * compared as the answers are (../shared/answer.ts: case, accents, spaces and punctuation do not
 * count). Saying the same wrong sentence twice gets the same correction twice; a session lists it
 * once, on the server (what it keeps and what it reads back) and on the web (the summary).
 */
import { normalizeAnswer } from './answer';

export interface CorrectionIdentity {
  said: string;
  better: string;
}

/** The correction's identity: its two sentences normalised as the answers are. */
export function correctionKey({ said, better }: CorrectionIdentity): string {
  return `${normalizeAnswer(said)}\u0000${normalizeAnswer(better)}`;
}

/** The corrections, each listed once: the first of each identity, in their order. */
export function uniqueCorrections<T extends CorrectionIdentity>(corrections: readonly T[]): T[] {
  const seen = new Set<string>();
  return corrections.filter((correction) => {
    const key = correctionKey(correction);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
