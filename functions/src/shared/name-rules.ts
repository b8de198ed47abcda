/**
 * The one name rule, wherever a name enters (sign-up, the token's name, a rename): the server
 * applies it, the web app applies it too to say at once what is wrong. A name is what others read
 * on the public ranking, so it is cleaned of what can hide or reorder text before it is counted.
 */
import { MAX_CLASS_NAME_CHARACTERS, MAX_NAME_CHARACTERS, MIN_NAME_CHARACTERS } from './rules';

/**
 * Characters that are never shown as themselves: control (Cc), format (Cf: bidi overrides and
 * isolates, zero-width spaces and joiners, soft hyphen, tags), private use (Co), lone surrogates
 * (Cs), and the rest of the default-ignorable code points (variation selectors, Hangul fillers),
 * which render as nothing. Removing joiners and variation selectors may split an emoji sequence
 * into its parts: it still shows.
 */
const hidden = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu;
const space = /\s+/gu;
const letterOrDigit = /[\p{L}\p{N}]/u;

/** Code points, not UTF-16 units: an accented letter or an emoji counts as one. */
const lengthOf = (text: string) => [...text].length;

/** The text cleaned, of any length. */
function tidy(raw: string): string {
  // White space first, so a tab or a line break between two words stays a space; hidden
  // characters then go, before and after NFKC (which may join what they separated).
  return raw
    .replace(space, ' ')
    .replace(hidden, '')
    .normalize('NFKC')
    .replace(hidden, '')
    .replace(space, ' ')
    .trim();
}

/**
 * The name as it will be stored and shown, or null when it is not a name. Unicode NFKC (full-width
 * and styled letters become plain ones), hidden characters removed, every run of white space one
 * space, trimmed; then MIN_NAME_CHARACTERS to MAX_NAME_CHARACTERS code points with at least one
 * letter or digit: a name of emoji only or punctuation only ("!!!", "🙂🙂") is not a name.
 */
export function cleanName(raw: string): string | null {
  return cleanWithin(raw, MIN_NAME_CHARACTERS, MAX_NAME_CHARACTERS);
}

/** The text through the rule: cleaned, then `min` to `max` code points with a letter or digit. */
function cleanWithin(raw: string, min: number, max: number): string | null {
  const name = tidy(raw);
  const length = lengthOf(name);
  if (length < min || length > max) return null;
  return letterOrDigit.test(name) ? name : null;
}

/**
 * A class name as stored and shown, or null when it is not a name: the same rule as a learner's
 * name (nothing hidden or reordering, so look-alike names are one name), 1 to
 * MAX_CLASS_NAME_CHARACTERS code points.
 */
export function cleanClassName(raw: string): string | null {
  return cleanWithin(raw, 1, MAX_CLASS_NAME_CHARACTERS);
}

/** Whether `raw` passes the name rule (see `cleanName`). */
export function isValidName(raw: string): boolean {
  return cleanName(raw) !== null;
}

/**
 * A Google account's default ranking name: the first name and the initial of the last, "Ana
 * Souza" -> "Ana S.", "Ana Maria Souza" -> "Ana S.", "Ana" -> "Ana" (so the full real name is not
 * public by default), however long the full name. Null when the result is not a name (the caller then uses its default).
 */
export function shortRankingName(fullName: string): string | null {
  const [first, ...rest] = tidy(fullName).split(' ');
  if (!first) return null;
  const initial = rest.at(-1)?.match(letterOrDigit)?.[0];
  const short = initial ? cleanName(`${first} ${initial.toLocaleUpperCase('pt-BR')}.`) : null;
  // A first name too long to take the initial is shown alone.
  return short ?? cleanName(first);
}

/** The name of a learner whose account gives none that passes the rule. */
export const DEFAULT_NAME = 'Usuário';

/**
 * The ranking name a new record gets from the account itself (the ID token's name): for a Google
 * sign-in its short form ("Ana S."), for any other the name as the rule cleans it; DEFAULT_NAME
 * when that is not a name.
 */
export function accountDefaultName(tokenName: string | null, isGoogleSignIn: boolean): string {
  if (tokenName === null) return DEFAULT_NAME;
  return (isGoogleSignIn ? shortRankingName(tokenName) : cleanName(tokenName)) ?? DEFAULT_NAME;
}

/** What a mark is written with: digits and capitals, without the look-alikes 0/O, 1/I/L and U/V. */
const MARK_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const MARK_LENGTH = 4;

/**
 * A short mark of the account ("4F2K"), always the same for the same uid: its FNV-1a hash written
 * in MARK_ALPHABET. It tells apart learners who have no name of their own, and says nothing the
 * ranking does not already show (each entry carries the uid), never the e-mail.
 */
export function accountMark(uid: string): string {
  let hash = 0x811c9dc5;
  for (const character of uid) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let mark = '';
  for (let i = 0; i < MARK_LENGTH; i++) {
    mark += MARK_ALPHABET[hash % MARK_ALPHABET.length];
    hash = Math.floor(hash / MARK_ALPHABET.length);
  }
  return mark;
}

/** Lower case, accents and extra spaces gone: "Usuário  Anônimo" and "usuario anonimo" read alike. */
const folded = (name: string) =>
  tidy(name).normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * The defaults and what reads as one: DEFAULT_NAME, the spec's 'Usuário Anônimo' and DEFAULT_NAME
 * with a mark (so nobody can take another learner's "Usuário 4F2K" as a name of their own).
 */
const defaultLike = new RegExp(
  `^${folded(DEFAULT_NAME)}( anonimo| [${MARK_ALPHABET.toLocaleLowerCase('pt-BR')}]{${MARK_LENGTH}})?$`,
  'u',
);

/** Whether a stored name is the learner's own: not missing, empty or a default (see `defaultLike`). */
export function hasOwnName(stored: unknown): boolean {
  return typeof stored === 'string' && tidy(stored) !== '' && !defaultLike.test(folded(stored));
}

/**
 * The name everyone else sees (rankings, the class's pages, the keys' list) and the learner's own
 * profile: their own name, or DEFAULT_NAME with their account's mark ("Usuário 4F2K"), so learners
 * without one stay apart. Applied when names are read, so records stored before it show the same.
 */
export function shownName(stored: unknown, uid: string): string {
  return hasOwnName(stored) ? tidy(stored as string) : `${DEFAULT_NAME} ${accountMark(uid)}`;
}
