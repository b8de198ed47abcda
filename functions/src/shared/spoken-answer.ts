/**
 * The speaking check, beside the writing one (./answer.ts) but in its own module: it carries
 * the number and contraction tables, which the writing practice's download does not need.
 */
import { toCardinal, toOrdinal } from 'n2words/en-US';
import { isSameAnswer } from './answer';
import { contractionEndings, contractionsWithoutApostrophe, irregularContractions } from './contractions';

/**
 * The speaking check: isSameAnswer, plus what a recognizer writes its own way is the same as the
 * phrase: digits and number words ("21", "twenty-one"), contractions and their expansions ("I'm",
 * "I am"; "it's", "it is" or "it has"), "OK" and "okay".
 */
export function isSameSpokenAnswer(transcript: string, phrase: string): boolean {
  if (isSameAnswer(transcript, phrase)) return true;
  const spoken = spokenReadings(transcript);
  const written = spokenReadings(phrase);
  const [few, many] = readingCount(spoken) <= readingCount(written) ? [spoken, written] : [written, spoken];
  if (readingCount(few) > maxReadings) return false;
  return hasSharedReading(allReadings(few), many);
}

/** Above this many ways to read one side, the speaking check gives up on alternatives. */
const maxReadings = 4096;

/** Each word of a spoken text with every way it may be written; alternatives are joined word lists. */
function spokenReadings(text: string): string[][] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC\u2032`]/gu, "'")
    .replace(/(^|[^\p{L}\p{N}])o\.\s*k\b\.?/gu, '$1okay')
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/\d+(?:\.\d+)?(?:st|nd|rd|th)?/g, (number) => ` ${numberToWords(number)} `)
    .replace(/%/g, ' percent ')
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
  return canonicalNumbers(words).map((word) => [...new Set([word.replace(/'/g, ''), ...expansions(word)])]);
}

function numberToWords(number: string): string {
  const ordinal = /(st|nd|rd|th)$/.exec(number);
  try {
    return ordinal ? toOrdinal(number.slice(0, ordinal.index)) : toCardinal(number);
  } catch {
    // n2words refuses what no one says, such as "0th": leave those as typed.
    return number;
  }
}

const bigNumbers = new Set(['hundred', 'thousand', 'million', 'billion', 'trillion']);
const smallNumbers =
  /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/;

/** "a hundred and one", "OK" and "okay" read the same as "one hundred one" and "okay". */
function canonicalNumbers(words: string[]): string[] {
  return words.flatMap((word, i) => {
    const previous = words[i - 1] ?? '';
    const next = words[i + 1] ?? '';
    if (word === 'ok') return ['okay'];
    if (word === 'a' && bigNumbers.has(next)) return ['one'];
    if (word === 'and' && bigNumbers.has(previous) && smallNumbers.test(next)) return [];
    return [word];
  });
}

function expansions(word: string): string[] {
  const contraction = contractionsWithoutApostrophe[word] ?? word;
  const irregular = irregularContractions[contraction];
  if (irregular) return irregular.map(joinWords);
  for (const [ending, meanings] of contractionEndings) {
    if (contraction.endsWith(ending) && contraction.length > ending.length) {
      const base = contraction.slice(0, -ending.length);
      return meanings.map((meaning) => joinWords(`${base} ${meaning}`));
    }
  }
  return [];
}

function joinWords(words: string): string {
  return words.replace(/[^\p{L}\p{N}]/gu, '');
}

function readingCount(readings: string[][]): number {
  return readings.reduce((count, alternatives) => count * alternatives.length, 1);
}

function allReadings(readings: string[][]): Set<string> {
  let texts = [''];
  for (const alternatives of readings) {
    texts = texts.flatMap((text) => alternatives.map((alternative) => text + alternative));
  }
  return new Set(texts);
}

/** Whether some reading of `readings` is one of `targets`, dropping prefixes no target starts with. */
function hasSharedReading(targets: Set<string>, readings: string[][]): boolean {
  const starts = (prefix: string) => [...targets].some((target) => target.startsWith(prefix));
  let prefixes = new Set(['']);
  for (const alternatives of readings) {
    const next = new Set<string>();
    for (const prefix of prefixes) {
      for (const alternative of alternatives) {
        if (starts(prefix + alternative)) next.add(prefix + alternative);
      }
    }
    if (next.size === 0) return false;
    prefixes = next;
  }
  return [...prefixes].some((prefix) => targets.has(prefix));
}
