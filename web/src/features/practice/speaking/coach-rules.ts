/**
 * The coach's rules, for an attempt whose sounds the engine scored: how each word and sound is
 * banded, the attempt's score, what to fix first, how a sound is written for a Brazilian reader
 * and which part of the recording is a word. In the word help's chunk only.
 */
import type { AssessedPhone, PronunciationScores, RecognizedWord } from '@shared/contract';

export type SoundBand = 'good' | 'fair' | 'poor';
export type WordBand = SoundBand | 'omitted' | 'inserted';

/** Said well from here up; fair from FAIR_FROM; poor below. */
export const GOOD_FROM = 80;
export const FAIR_FROM = 60;

export function band(accuracy: number): SoundBand {
  return accuracy >= GOOD_FROM ? 'good' : accuracy >= FAIR_FROM ? 'fair' : 'poor';
}

/** A word the engine called mispronounced is poor whatever its score: it found a reason. */
export function wordBand(word: RecognizedWord): WordBand {
  if (word.error === 'inserted' || word.error === 'omitted') return word.error;
  if (word.error === 'mispronounced') return 'poor';
  return band(word.accuracy ?? 0);
}

/**
 * The attempt's score: the accuracy of every expected sound. A word not said already scores its
 * sounds near 0 there, so weighing by completeness too would count it twice; fluency is left out
 * because a learner speaking slowly and carefully should not lose points for it.
 */
export function attemptScore(scores: PronunciationScores): number {
  return Math.round(Math.max(0, Math.min(100, scores.accuracy)));
}

/** A sound the learner should hear again: another sound heard, one added, or a poor score. */
export function soundWentWrong(phone: AssessedPhone): boolean {
  return (
    phone.heard !== undefined ||
    phone.habit !== undefined ||
    phone.added !== undefined ||
    band(phone.accuracy) === 'poor'
  );
}

export interface Fix {
  /** Index in the attempt's words. */
  word: number;
  /** Index in that word's phones: the sound to work on. */
  phone: number;
}

/** The most a learner is asked to fix after one attempt. */
export const MAX_FIXES = 2;

/**
 * What to fix, at most MAX_FIXES: the habits found first (one per habit, in the phrase's order),
 * then the lowest-scoring mispronounced words, each by its weakest sound. A word is named once.
 */
export function thingsToFix(words: RecognizedWord[]): Fix[] {
  const fixes: Fix[] = [];
  const habits = new Set<string>();
  words.forEach((word, index) => {
    (word.phones ?? []).forEach((phone, at) => {
      if (phone.habit === undefined || habits.has(phone.habit) || fixes.some((fix) => fix.word === index))
        return;
      habits.add(phone.habit);
      fixes.push({ word: index, phone: at });
    });
  });
  const weak = words
    .map((word, index) => ({ word, index }))
    .filter(
      ({ word, index }) =>
        word.error === 'mispronounced' &&
        (word.phones?.length ?? 0) > 0 &&
        !fixes.some((fix) => fix.word === index),
    )
    .sort((a, b) => (a.word.accuracy ?? 0) - (b.word.accuracy ?? 0));
  for (const { word, index } of weak) fixes.push({ word: index, phone: weakestPhone(word.phones ?? []) });
  return fixes.slice(0, MAX_FIXES);
}

/** The index of a word's lowest-scoring sound. */
export function weakestPhone(phones: AssessedPhone[]): number {
  return phones.reduce(
    (lowest, phone, at) => (phone.accuracy < (phones[lowest]?.accuracy ?? 101) ? at : lowest),
    0,
  );
}

/** The words said well, in the phrase's order: what the praise names. */
export function wellSaid(words: RecognizedWord[]): number[] {
  return words.flatMap((word, index) => (wordBand(word) === 'good' ? [index] : []));
}

/**
 * ARPAbet (CMUdict, no stress) as a Brazilian learner reads a dictionary's symbols: IPA, with the
 * English r written plainly.
 */
const SYMBOLS: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  F: 'f',
  G: 'g',
  HH: 'h',
  IH: 'ɪ',
  IY: 'iː',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  OW: 'oʊ',
  OY: 'ɔɪ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  UH: 'ʊ',
  UW: 'uː',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** A sound between slashes, as the coach shows it: TH -> /θ/. */
export function soundSymbol(phone: string): string {
  return `/${SYMBOLS[phone.toUpperCase()] ?? phone.toLowerCase()}/`;
}

/** Silence kept around a word cut from the recording, so its first and last sounds are whole. */
export const SEGMENT_PAD_SECONDS = 0.08;

/** The part of a recording `duration` seconds long that holds `word`, or null without its times. */
export function wordSegment(
  word: Pick<RecognizedWord, 'start' | 'end'>,
  duration: number,
): { offset: number; length: number } | null {
  if (word.start === undefined || word.end === undefined || word.end <= word.start) return null;
  const offset = Math.max(0, word.start - SEGMENT_PAD_SECONDS);
  const end = Math.min(duration, word.end + SEGMENT_PAD_SECONDS);
  return end > offset ? { offset, length: end - offset } : null;
}

/**
 * The phrase's written word each scored word belongs to (index in `written`), or null for a word
 * said but not expected. The engine reads letters only ("twenty-one" is twenty + one; digits are
 * not read), so its words are matched to the written ones by their letters, in order.
 */
export function writtenOwners(written: string[], words: RecognizedWord[]): (number | null)[] {
  const letters = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  let owner = 0;
  let read = '';
  return words.map((word) => {
    if (word.error === 'inserted') return null;
    while (owner < written.length && letters(written[owner] ?? '') === '') owner++;
    const target = letters(written[owner] ?? '');
    read += letters(word.word);
    const mine = target.startsWith(read) ? owner : null;
    if (mine === null || read === target) {
      owner++;
      read = '';
    }
    return mine;
  });
}
