/**
 * How the offline tutor picks its lines, for free talk (./offline-tutor.ts) and the scenarios
 * (./offline-scenario-tutor.ts) alike: stateless, it knows what it said by the request's turns,
 * walks its questions in order from the one after the last it asked, prefers a line it has not
 * said yet, and joins the lines it chose into the reply and its translation.
 */
import type { ConversationTurn } from '../port';
import { MAX_REPLY_CHARACTERS } from '../port';
import type { Line } from './offline-tutor-text';

/** Everything the tutor already said this session, in lower case, to avoid saying it again. */
export function tutorText(history: readonly ConversationTurn[]): string {
  return history
    .filter((turn) => turn.role === 'tutor')
    .map((turn) => turn.text.toLowerCase())
    .join('\n');
}

/** Index in `lines` of the one the tutor said most recently, if any. */
export function lastSaid(lines: readonly Line[], said: string): number | undefined {
  let latest: { index: number; at: number } | undefined;
  lines.forEach((line, index) => {
    const at = said.lastIndexOf(line.en.toLowerCase());
    if (at >= 0 && (!latest || at > latest.at)) latest = { index, at };
  });
  return latest?.index;
}

export function rotated<T>(items: readonly T[], start: number): T[] {
  const at = items.length === 0 ? 0 : start % items.length;
  return [...items.slice(at), ...items.slice(0, at)];
}

/** The first line (as written by `write`) that is not in what the tutor said already. */
export function unheard(
  lines: readonly Line[],
  said: string,
  write: (line: Line) => Line = (line) => line,
): Line | undefined {
  return lines.map(write).find((line) => !said.includes(line.en.toLowerCase()));
}

/** A line not heard yet if there is one: acknowledgements may repeat, but rather not. */
export function fresh(
  lines: readonly Line[],
  seed: number,
  said: string,
  write: (line: Line) => Line = (line) => line,
): Line {
  return unheard(rotated(lines, seed), said, write) ?? write(pick(lines, seed));
}

export function pick(lines: readonly Line[], seed: number): Line {
  return lines[seed % lines.length] ?? { en: '', pt: '' };
}

/**
 * The reply and its translation from the chosen lines; drops the opening lines, then trims, if
 * the reply would be too long to speak (the translation keeps the same lines: it is not spoken).
 */
export function joined(parts: readonly (Line | undefined)[]): { reply: string; translation: string } {
  const present = parts.filter((part): part is Line => Boolean(part?.en));
  const english = () => present.map((line) => line.en).join(' ');
  while (present.length > 1 && english().length > MAX_REPLY_CHARACTERS) present.shift();
  return {
    reply: english().slice(0, MAX_REPLY_CHARACTERS),
    translation: present.map((line) => line.pt).join(' '),
  };
}
