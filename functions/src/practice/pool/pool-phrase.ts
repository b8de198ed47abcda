import { phrasePool } from '../../content/phrases';
import { normalizeAnswer } from '../../shared/answer';

/** Each pool phrase under its normalised form (content/phrases.test.ts checks these are unique). */
const byNormalized = new Map(phrasePool.map((phrase) => [normalizeAnswer(phrase), phrase]));

/**
 * The pool phrase a text stands for, compared as answers are (case, accents, spaces and
 * punctuation ignored), or null when the text is not one of them. Only pool phrases and the
 * academy's list phrases are spoken (syllabus/academy-phrase.ts), so the speech cache holds at
 * most those.
 */
export function poolPhrase(text: string): string | null {
  return byNormalized.get(normalizeAnswer(text)) ?? null;
}
