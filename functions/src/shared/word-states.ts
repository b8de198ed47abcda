/**
 * Which words of the phrase the recognizer heard, after a spoken attempt: beside the speaking
 * check (./spoken-answer.ts) in its own module, loaded by the speaking practice only once the
 * learner has spoken, and by nothing else.
 */
import { contractionEndings, contractionsWithoutApostrophe, irregularContractions } from './contractions';
import type { RecognizedWord } from './speech-payloads';

export type WordState = 'heard' | 'unclear' | 'missed';

export interface PhraseWord {
  /** The word as the phrase writes it, without the punctuation around it ("Hello", "don't"). */
  text: string;
  state: WordState;
}

/**
 * Below this confidence a word that was heard is shown as heard unclearly. Both engines give
 * 0..1: Cloud Speech-to-Text's word confidence is above 0.9 for words said plainly, and
 * PocketSphinx's word posterior (`-time yes`) falls well under 0.5 on the near words it confuses
 * ("waste" for "wastes"). 0.6 leaves a margin over a coin toss without marking every slightly
 * accented word: a learner should be told "unclear" only when the engine itself doubts.
 */
export const UNCLEAR_BELOW = 0.6;

export interface Recognition {
  transcript: string;
  /**
   * The words with the engine's confidence, from the server's recognizers. The browser's
   * recognition gives one confidence for the whole result, which cannot say which word was
   * unclear: the speaking practice sends no words then, and no word is shown as unclear.
   */
  words?: RecognizedWord[];
}

/**
 * Each word of `phrase`, in order, as heard, heard unclearly or not heard: the longest run of the
 * phrase's words found in order in what was heard (contractions read either way: "I'm" is "I am").
 * `accepted`: the speaking check took the attempt as the phrase (it also reads numbers written as
 * digits), so every word counts as heard; a low confidence still marks a word unclear.
 */
export function wordStates(phrase: string, recognition: Recognition, accepted = false): PhraseWord[] {
  const written = phraseWords(phrase);
  const expected = written.flatMap((text, owner) =>
    readingsOf(text).map((readings) => ({ readings, owner })),
  );
  const said: RecognizedWord[] =
    recognition.words ?? splitWords(recognition.transcript).map((word) => ({ word }));
  const heard = said.flatMap(({ word, confidence }) =>
    readingsOf(word).map((readings) => ({ readings, confidence: confidence ?? 1 })),
  );
  const matched = longestCommonRun(expected, heard, (a, b) => shares(a.readings, b.readings));
  return written.map((text, owner) => {
    const tokens = expected.flatMap((each, i) => (each.owner === owner ? [i] : []));
    const found = tokens.flatMap((i) => {
      const j = matched.get(i);
      return j === undefined ? [] : [heard[j]?.confidence ?? 1];
    });
    const all = found.length === tokens.length;
    if (!accepted && !all) return { text, state: 'missed' };
    return { text, state: all && Math.min(...found) < UNCLEAR_BELOW ? 'unclear' : 'heard' };
  });
}

/** The phrase's words as written, punctuation around them dropped ("Hello, world!" -> Hello, world). */
export function phraseWords(phrase: string): string[] {
  return splitWords(phrase)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');
}

function splitWords(text: string): string[] {
  return text.split(/[\s\u200B]+/u).filter((word) => word !== '');
}

/**
 * One word as the tokens it is read as, each with the spellings it may stand for: "don't" is
 * do + not, "it's" is it + (is, has, s), "twenty-one" is twenty + one.
 */
function readingsOf(word: string): string[][] {
  const plain = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC\u2032`]/gu, "'");
  return plain
    .split(/[^\p{L}\p{N}']+/u)
    .map((part) => part.replace(/^'+|'+$/g, ''))
    .filter((part) => part !== '')
    .flatMap(expandContraction);
}

function expandContraction(part: string): string[][] {
  const word = contractionsWithoutApostrophe[part] ?? part;
  const irregular = irregularContractions[word];
  if (irregular) return alternativesPerWord(irregular);
  for (const [ending, meanings] of contractionEndings) {
    if (word.endsWith(ending) && word.length > ending.length) {
      const base = word.slice(0, -ending.length);
      // "it's" may be a possessive too ("John's"): its 's also stands for itself.
      return [[base], [...meanings, ending.replace("'", '')]];
    }
  }
  return [[word.replace(/'/g, '')]];
}

/** ["am not", "is not"] -> [[am, is], [not]]: the expansions word by word. */
function alternativesPerWord(expansions: readonly string[]): string[][] {
  const split = expansions.map((each) => each.split(' '));
  const length = Math.max(...split.map((each) => each.length));
  return Array.from({ length }, (_, i) => [...new Set(split.map((each) => each[i] ?? ''))]);
}

function shares(a: string[], b: string[]): boolean {
  return a.some((reading) => b.includes(reading));
}

/** The longest common subsequence of `a` and `b`: which index of `b` each matched index of `a` is. */
function longestCommonRun<A, B>(a: A[], b: B[], same: (x: A, y: B) => boolean): Map<number, number> {
  const width = b.length + 1;
  // longest[i * width + j]: the longest common run of a[i..] and b[j..].
  const longest = new Array<number>((a.length + 1) * width).fill(0);
  const at = (i: number, j: number) => longest[i * width + j] ?? 0;
  const pairs = (i: number, j: number) => same(a[i] as A, b[j] as B);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      longest[i * width + j] = pairs(i, j) ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  const matched = new Map<number, number>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (pairs(i, j) && at(i, j) === at(i + 1, j + 1) + 1) {
      matched.set(i, j);
      i++;
      j++;
    } else if (at(i + 1, j) >= at(i, j + 1)) i++;
    else j++;
  }
  return matched;
}
