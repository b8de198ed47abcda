/**
 * Reduces an answer to what counts when comparing it with the phrase (spec §5): letters and
 * digits only, lower case, accents removed. Used by the practices on the web and by the API.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The writing check (spec §5). Beside it, each in its own module so that a practice downloads
 * only what it uses: the kinder speaking check (./spoken-answer.ts) and the word-by-word
 * feedback after a wrong written answer (./word-check.ts).
 */
export function isSameAnswer(answer: string, phrase: string): boolean {
  return normalizeAnswer(answer) === normalizeAnswer(phrase);
}
