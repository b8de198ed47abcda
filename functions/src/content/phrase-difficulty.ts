/**
 * How hard a phrase is to hear and write: its length and its words outside the first year's
 * vocabulary (./common-words.ts). The levels are written with each phrase (./phrases.ts); this
 * only keeps them in step, so whoever adds a phrase learns when its level is far off.
 */

import { COMMON_WORDS } from './common-words';

/** A word as the vocabulary lists it: lower case, no punctuation, its plain form when it has one. */
function isCommon(word: string): boolean {
  const plain = word.toLowerCase().replace(/[^a-z']/g, '');
  const forms = [plain, plain.replace(/'s$/, ''), plain.replace(/s$/, ''), plain.replace(/(es|ed|ing)$/, '')];
  return forms.some((form) => COMMON_WORDS.has(form));
}

/** Words count once, an uncommon word twice more: 'Keep it simple.' is easier than 'Premature optimization wastes time.' */
export function difficultyOf(phrase: string): number {
  const words = phrase.split(/\s+/).filter(Boolean);
  return words.length + 2 * words.filter((word) => !isCommon(word)).length;
}
