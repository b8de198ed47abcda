/**
 * The one name rule, wherever a name enters (sign-up, the token's name, a rename): the server
 * applies it, the web app applies it too to say at once what is wrong. A name is what others read
 * on the public ranking, so it is cleaned of what can hide or reorder text before it is counted.
 */
import { MAX_NAME_CHARACTERS, MIN_NAME_CHARACTERS } from './rules';

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
  const name = tidy(raw);
  const length = lengthOf(name);
  if (length < MIN_NAME_CHARACTERS || length > MAX_NAME_CHARACTERS) return null;
  return letterOrDigit.test(name) ? name : null;
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
