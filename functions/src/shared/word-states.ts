/**
 * Which words of the phrase the recognizer heard, after a spoken attempt: beside the speaking
 * check (./spoken-answer.ts) in its own module, loaded by the speaking practice only once the
 * learner has spoken, and by nothing else.
 */
import { contractionEndings, contractionsWithoutApostrophe, irregularContractions } from './contractions';
import type { RecognizedWord, WordError } from './speech-payloads';

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
   * unclear: the speaking practice sends no words then, and no word is shown as unclear. When
   * the engine scored the sounds, the phrase's words each with its `error` (the API's answer).
   */
  words?: RecognizedWord[];
}

/**
 * Each word of `phrase`, in order, as heard, heard unclearly or not heard. When the engine scored
 * the sounds (the words carry `error`), from each word's error: omitted is not heard,
 * mispronounced unclear, none heard. Otherwise from the longest run of the phrase's words found
 * in order in what was heard (contractions read either way: "I'm" is "I am"); `accepted`: the
 * speaking check took the attempt as the phrase (it also reads numbers written as digits), so
 * every word counts as heard; a low confidence still marks a word unclear.
 */
export function wordStates(phrase: string, recognition: Recognition, accepted = false): PhraseWord[] {
  const written = phraseWords(phrase);
  const scored = recognition.words?.filter((word) => word.error !== undefined && word.error !== 'inserted');
  if (scored?.length) return statesFromErrors(written, scored, accepted);
  const said: RecognizedWord[] =
    recognition.words ?? splitWords(recognition.transcript).map((word) => ({ word }));
  return matchWords(
    written,
    said.map(({ word }) => word),
  ).expected.map(({ heard, all }, owner) => {
    const text = written[owner] as string;
    if (!accepted && !all) return { text, state: 'missed' };
    const found = heard.map((j) => said[j]?.confidence ?? 1);
    return { text, state: all && Math.min(...found) < UNCLEAR_BELOW ? 'unclear' : 'heard' };
  });
}

const stateOfError: Record<Exclude<WordError, 'inserted'>, WordState> = {
  none: 'heard',
  mispronounced: 'unclear',
  omitted: 'missed',
};
/** The worse of two states, for a written word the engine reads as two ("don't" if split). */
const worse = (a: WordState, b: WordState): WordState =>
  a === 'missed' || b === 'missed' ? 'missed' : a === 'unclear' || b === 'unclear' ? 'unclear' : 'heard';

/**
 * The written words' states from the engine's scored words (the phrase's words as its dictionary
 * reads them). A written word the engine did not score (none of its words match) is as the
 * speaking check took the attempt.
 */
function statesFromErrors(written: string[], scored: RecognizedWord[], accepted: boolean): PhraseWord[] {
  const matched = matchWords(
    written,
    scored.map(({ word }) => word),
  ).expected;
  return written.map((text, owner) => {
    const states = (matched[owner]?.heard ?? []).map(
      (j) => stateOfError[(scored[j]?.error ?? 'none') as Exclude<WordError, 'inserted'>],
    );
    if (states.length === 0) return { text, state: accepted ? 'heard' : 'missed' };
    return { text, state: states.reduce(worse) };
  });
}

export interface WordMatch {
  /** Per expected word: the heard words its tokens were found in (in order), and whether all were. */
  expected: { heard: number[]; all: boolean }[];
  /** Per heard word: whether any of its tokens matched an expected word's. */
  heardMatched: boolean[];
}

/**
 * Which heard words each expected word was heard as: the longest run of the expected words'
 * tokens found in order in the heard words' (contractions read either way: "I'm" is "I am",
 * "twenty-one" is twenty + one).
 */
export function matchWords(expectedWords: readonly string[], heardWords: readonly string[]): WordMatch {
  const tokensOf = (words: readonly string[]) =>
    words.flatMap((text, owner) => readingsOf(text).map((readings) => ({ readings, owner })));
  const expected = tokensOf(expectedWords);
  const heard = tokensOf(heardWords);
  const matched = longestCommonRun(expected, heard, (a, b) => shares(a.readings, b.readings));
  const heardMatched = heardWords.map(() => false);
  return {
    expected: expectedWords.map((_, owner) => {
      const tokens = expected.flatMap((each, i) => (each.owner === owner ? [i] : []));
      const found = tokens.flatMap((i) => {
        const j = matched.get(i);
        return j === undefined ? [] : [heard[j]?.owner as number];
      });
      for (const j of found) heardMatched[j] = true;
      return { heard: [...new Set(found)], all: found.length === tokens.length };
    }),
    heardMatched,
  };
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
