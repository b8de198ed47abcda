/**
 * What makes a line of an academy's list a phrase the product can teach: one the speech engine
 * says as written, the writing check (shared/answer.ts) and the speaking check
 * (shared/spoken-answer.ts) can compare, and the word feedback (shared/word-check.ts) can split.
 * Those checks keep only letters and digits, so everything else a phrase may hold is punctuation
 * that neither changes what is said nor can be said two ways; the built-in pool keeps the same
 * rules (content/phrases.test.ts), with a little more punctuation allowed here.
 */
import { normalizeAnswer } from '../shared/answer';
import type { ListPhrase } from '../shared/list-payloads';
import {
  MAX_LIST_MEANING_CHARACTERS,
  MAX_LIST_PHRASE_CHARACTERS,
  MAX_LIST_PHRASE_WORDS,
  MAX_LIST_PHRASES,
} from '../shared/rules';

/** One non-blank line of the source, as read (./list-source.ts). */
export interface SourceLine {
  /** From 1, as the box or the file shows it. */
  line: number;
  phrase: string;
  meaning: string;
  /** Cells past the meaning that hold something. */
  extraCells: number;
}

/** Why a line is refused; the calls word it in Portuguese (messages.lists). */
export type LineReason =
  | { kind: 'noPhrase' }
  | { kind: 'extraCells' }
  | { kind: 'emoji' }
  | { kind: 'link' }
  | { kind: 'digits'; number: string }
  | { kind: 'accented'; letter: string }
  | { kind: 'notLatin'; letter: string }
  | { kind: 'symbol'; symbol: string }
  | { kind: 'noWords' }
  | { kind: 'tooLong'; characters: number }
  | { kind: 'tooManyWords'; words: number }
  | { kind: 'meaningTooLong'; characters: number }
  | { kind: 'repeats'; line: number }
  | { kind: 'tooManyPhrases' };

export interface LineProblem {
  line: number;
  /** The phrase as read, cut to MAX_LIST_PHRASE_CHARACTERS + 20. */
  text: string;
  reason: LineReason;
}

export type CheckedList = { phrases: ListPhrase[] } | { problems: LineProblem[] } | { empty: true };

const HEADER_PHRASE = new Set(['frase', 'frases', 'phrase', 'phrases', 'ingles', 'english', 'texto', 'text']);
const HEADER_MEANING = new Set([
  '',
  'significado',
  'significados',
  'meaning',
  'meanings',
  'traducao',
  'translation',
  'portugues',
  'portuguese',
]);

/** Whether a first line names the columns ("Frase;Significado", "phrase,meaning"). */
export function isHeaderLine({ phrase, meaning }: SourceLine): boolean {
  return HEADER_PHRASE.has(normalizeAnswer(phrase)) && HEADER_MEANING.has(normalizeAnswer(meaning));
}

/**
 * The phrase as the list keeps it: typographic quotes, dashes and ellipses as a keyboard types
 * them (a text pasted from Word or a slide), invisible characters gone, spaces single.
 */
export function cleanPhrase(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\u00B4`]/gu, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/gu, '"')
    .replace(/[\u2010-\u2015\u2212]/gu, '-')
    .replace(/\u2026/gu, '...')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A meaning as the list keeps it: Portuguese as written, invisible characters gone, spaces single. */
export function cleanMeaning(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Punctuation a phrase may hold besides letters and spaces: the checks ignore it, the voice pauses. */
const PLAIN = /^[A-Za-z '".,!?:;-]$/;
const LINK = /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|edu|gov|io|br)\b/i;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

/** The words of a phrase, as the word feedback splits it: runs between spaces that hold a letter. */
export const wordsOf = (phrase: string) => phrase.split(' ').filter((word) => /[A-Za-z]/.test(word));

/** The first reason the cleaned phrase cannot be taught, or null. */
export function phraseReason(phrase: string): LineReason | null {
  if (EMOJI.test(phrase)) return { kind: 'emoji' };
  if (LINK.test(phrase)) return { kind: 'link' };
  const number = /\p{N}+/u.exec(phrase);
  if (number) return { kind: 'digits', number: number[0] };
  for (const character of phrase) {
    if (PLAIN.test(character)) continue;
    if (/\p{Script=Latin}/u.test(character)) return { kind: 'accented', letter: character };
    if (/\p{L}/u.test(character)) return { kind: 'notLatin', letter: character };
    return { kind: 'symbol', symbol: character };
  }
  const words = wordsOf(phrase).length;
  if (words === 0) return { kind: 'noWords' };
  if (phrase.length > MAX_LIST_PHRASE_CHARACTERS) return { kind: 'tooLong', characters: phrase.length };
  if (words > MAX_LIST_PHRASE_WORDS) return { kind: 'tooManyWords', words };
  return null;
}

/**
 * Every line checked: the list's phrases in order, or every line refused (up to MAX_LIST_PHRASES
 * problems) when one is, or `empty` for a source with no phrase at all. A phrase that reads the
 * same as an earlier one once normalised as answers are (case, accents, punctuation) repeats it.
 */
export function checkLines(lines: readonly SourceLine[]): CheckedList {
  if (lines.length === 0) return { empty: true };
  const problems: LineProblem[] = [];
  const phrases: ListPhrase[] = [];
  const firstLine = new Map<string, number>();
  for (const source of lines) {
    const text = cleanPhrase(source.phrase);
    const meaning = cleanMeaning(source.meaning);
    const reason = lineReason(source, text, meaning, firstLine, phrases.length);
    if (reason) {
      problems.push({ line: source.line, text: text.slice(0, MAX_LIST_PHRASE_CHARACTERS + 20), reason });
      if (problems.length === MAX_LIST_PHRASES || reason.kind === 'tooManyPhrases') break;
      continue;
    }
    firstLine.set(normalizeAnswer(text), source.line);
    phrases.push({ text, meaning });
  }
  return problems.length ? { problems } : { phrases };
}

function lineReason(
  source: SourceLine,
  text: string,
  meaning: string,
  firstLine: ReadonlyMap<string, number>,
  accepted: number,
): LineReason | null {
  if (text === '') return { kind: 'noPhrase' };
  if (source.extraCells > 0) return { kind: 'extraCells' };
  const reason = phraseReason(text);
  if (reason) return reason;
  if (meaning.length > MAX_LIST_MEANING_CHARACTERS)
    return { kind: 'meaningTooLong', characters: meaning.length };
  const earlier = firstLine.get(normalizeAnswer(text));
  if (earlier !== undefined) return { kind: 'repeats', line: earlier };
  if (accepted === MAX_LIST_PHRASES) return { kind: 'tooManyPhrases' };
  return null;
}
