/**
 * The word-by-word comparison behind the feedback after a wrong written answer, beside the
 * checks of ./answer.ts but in its own module: only the writing practice downloads it.
 */
import { diffArrays } from 'diff';
import { normalizeAnswer } from './answer';

export type WordCheck = {
  /** The learner's words as typed, each marked right when it matches the phrase in order. */
  words: { text: string; right: boolean }[];
  /** 'wrong' at typed word `index`, or 'missing' before it (`words.length`: the answer stops short). */
  firstMistake: { kind: 'wrong'; index: number } | { kind: 'missing'; index: number } | null;
};

/**
 * Word-by-word feedback after a wrong written answer: the longest run of the phrase's words the
 * learner typed in order. It returns only the learner's own words and positions, so it never
 * gives away a word of the phrase the learner did not type.
 */
export function checkWords(answer: string, phrase: string): WordCheck {
  const typed = splitWords(answer);
  const changes = diffArrays(splitWords(phrase).map(normalizeAnswer), typed.map(normalizeAnswer));
  const words: WordCheck['words'] = [];
  let firstMistake: WordCheck['firstMistake'] = null;
  changes.forEach((change, i) => {
    if (change.removed) {
      // Phrase words the learner left out, or replaced when typed words follow at once.
      firstMistake ??= { kind: changes[i + 1]?.added ? 'wrong' : 'missing', index: words.length };
      return;
    }
    if (change.added) firstMistake ??= { kind: 'wrong', index: words.length };
    for (let n = 0; n < change.count; n++) {
      words.push({ text: typed[words.length] ?? '', right: !change.added });
    }
  });
  return { words, firstMistake };
}

function splitWords(text: string): string[] {
  return text.split(/[\s\u200B]+/u).filter((word) => normalizeAnswer(word) !== '');
}
