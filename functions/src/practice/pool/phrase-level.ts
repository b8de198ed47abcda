/**
 * The pool's levels: every phrase graded once, by its length and its words outside the first
 * year's vocabulary (./common-words.ts), then the pool cut in three equal parts by that grade.
 */

import { LEVELS, type Level } from '../../shared/rules';
import { COMMON_WORDS } from './common-words';
import { phrasePool } from './phrases';

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

/** Each phrase's level: the easiest third 'beginner', the middle third 'intermediate', the rest 'advanced'. */
export function gradePool(pool: readonly string[]): ReadonlyMap<string, Level> {
  const ranked = [...pool].sort((a, b) => difficultyOf(a) - difficultyOf(b) || a.localeCompare(b));
  return new Map(
    ranked.map((phrase, rank) => [
      phrase,
      LEVELS[Math.floor((rank * LEVELS.length) / ranked.length)] as Level,
    ]),
  );
}

/** The pool's phrases at each level, graded once when the module loads. */
const poolLevels = gradePool(phrasePool);
const byLevel = new Map<Level, string[]>(
  LEVELS.map((level) => [level, phrasePool.filter((p) => poolLevels.get(p) === level)]),
);

/** Every pool phrase of `level`, in the pool's order. */
export function phrasesAt(level: Level): readonly string[] {
  return byLevel.get(level) ?? [];
}
