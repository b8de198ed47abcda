/**
 * Reduces an answer to what counts when comparing it with the phrase: letters and digits only,
 * lower case, accents removed. Used by the practices on the web and by the API.
 */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The writing check. The kinder speaking check (./spoken-answer.ts) and the word-by-word feedback
 * (./word-check.ts) are modules of their own, so each practice downloads only what it uses.
 */
export function isSameAnswer(answer: string, phrase: string): boolean {
  return normalizeAnswer(answer) === normalizeAnswer(phrase);
}
