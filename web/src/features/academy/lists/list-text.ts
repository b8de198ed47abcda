/** How a list reads on the academy's screens: its phrases as lines to edit, its classes in words. */
import type { ClassSummary, ListPhrase } from '@shared/contract';
import { academyMessages } from '../../../messages/academy';

const text = academyMessages.lists;

/**
 * A list's phrases as the box shows them, one a line, as the server reads typed lines back: the
 * meaning after '; ', or after a tab when the phrase itself has a ';' (the server splits a line
 * at its first tab, else at its first ';').
 */
export function linesOf(phrases: readonly ListPhrase[]): string {
  return phrases
    .map(({ text: phrase, meaning }) => {
      if (!meaning) return phrase;
      return phrase.includes(';') ? `${phrase}\t${meaning}` : `${phrase}; ${meaning}`;
    })
    .join('\n');
}

/** The lines of a text that say something (the server skips blank ones). */
export function lineCount(source: string): number {
  return source.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

/**
 * A list's classes in words: "Toda a academia" when it names none; else the names of those the
 * caller has, in their order, and how many others (another teacher's classes) it is for.
 */
export function classesText(classIds: readonly string[], classes: readonly ClassSummary[]): string {
  if (classIds.length === 0) return text.wholeAcademy;
  const names = new Map(classes.map((each) => [each.id, each.name]));
  const known = classIds.flatMap((id) => names.get(id) ?? []);
  const others = classIds.length - known.length;
  return [...known, ...(others > 0 ? [text.otherClasses(others)] : [])].join(', ');
}
