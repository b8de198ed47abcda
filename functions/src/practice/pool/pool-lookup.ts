/**
 * How the practice reads the content's phrases (content/phrases.ts): a level's phrases to draw
 * from, and the meaning served with each phrase drawn.
 */
import { phrases } from '../../content/phrases';
import { LEVELS, type Level } from '../../shared/rules';

const byLevel = new Map<Level, readonly string[]>(
  LEVELS.map((level) => [level, phrases.filter((phrase) => phrase.level === level).map(({ text }) => text)]),
);
const meanings = new Map(phrases.map(({ text, meaning }) => [text, meaning]));

/** Every pool phrase of `level`, in the pool's order. */
export function phrasesAt(level: Level): readonly string[] {
  return byLevel.get(level) ?? [];
}

/** The meaning of a pool phrase, or '' for a text that is not one. */
export function meaningOf(phrase: string): string {
  return meanings.get(phrase) ?? '';
}
