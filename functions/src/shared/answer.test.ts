import { describe, expect, it } from 'vitest';
import { exampleTable } from '../../test/example-tables';
import { phrasePool } from '../content/phrases';
import { isSameAnswer, normalizeAnswer } from './answer';
import { isSameSpokenAnswer } from './spoken-answer';
import { checkWords } from './word-check';

describe('normalizeAnswer', () => {
  it('keeps only lower-case letters and digits', () => {
    expect(normalizeAnswer("  Don't Repeat Yourself! ")).toBe('dontrepeatyourself');
    expect(normalizeAnswer('Version 2, please.')).toBe('version2please');
  });

  it('removes accents', () => {
    expect(normalizeAnswer('Café à la crème')).toBe('cafealacreme');
  });

  it('returns an empty string for punctuation only', () => {
    expect(normalizeAnswer(' ?!.,;- ')).toBe('');
  });

  it.each([
    ['zero-width spaces', 'keep\u200Bit\u200Csimple\u200D\u2060\uFEFF', 'keepitsimple'],
    ['non-breaking and thin spaces', 'keep\u00A0it\u202Fsimple\u2009', 'keepitsimple'],
    ['decomposed accents', 'Cafe\u0301 a\u0300 la cre\u0300me', 'cafealacreme'],
    ['curly apostrophes', 'Don’t ‘quote’ me', 'dontquoteme'],
  ])('drops %s', (_, text, expected) => {
    expect(normalizeAnswer(text)).toBe(expected);
  });
});

const phrase = 'Keep it simple.';

interface AnswerExample {
  /** Which check the example is for: both, writing (isSameAnswer) or spoken (isSameSpokenAnswer). */
  checks: 'both' | 'writing' | 'spoken';
  verdict: 'accept' | 'reject';
  case: string;
  answer: string;
  expected: string;
}

/** What the writing and the speaking checks accept and reject. */
const answerExamples = exampleTable<keyof AnswerExample>('answers.tsv') as AnswerExample[];
const examplesFor = (check: 'writing' | 'spoken') =>
  answerExamples.filter((example) => example.checks === 'both' || example.checks === check);

/** Words heard alike, each said in a sentence in place of its `_`. */
const heardAlike = exampleTable<'sentence' | 'said' | 'also heard as'>('heard-alike.tsv');

describe('the example tables', () => {
  it('name a known check and verdict on every row, and hold both verdicts for both checks', () => {
    expect(answerExamples.length).toBeGreaterThanOrEqual(50);
    const unknown = answerExamples.filter(
      (row) =>
        !['both', 'writing', 'spoken'].includes(row.checks) || !['accept', 'reject'].includes(row.verdict),
    );
    expect(unknown).toEqual([]);
    for (const check of ['writing', 'spoken'] as const) {
      const verdicts = new Set(examplesFor(check).map((example) => example.verdict));
      expect(verdicts).toEqual(new Set(['accept', 'reject']));
    }
    expect(heardAlike.length).toBeGreaterThanOrEqual(50);
    expect(heardAlike.filter((row) => !row.sentence.includes('_'))).toEqual([]);
    expect(answerExamples.find((row) => row.case === 'zero-width spaces')?.answer).toContain('\u200B');
  });
});

describe('isSameAnswer', () => {
  it.each(examplesFor('writing'))('$verdict: $case ($checks)', ({ verdict, answer, expected }) => {
    expect(isSameAnswer(answer, expected)).toBe(verdict === 'accept');
  });
});

describe('isSameSpokenAnswer', () => {
  it.each(examplesFor('spoken'))('$verdict: $case ($checks)', ({ verdict, answer, expected }) => {
    expect(isSameSpokenAnswer(answer, expected)).toBe(verdict === 'accept');
  });

  it.each(heardAlike)('hears "$said" as "$also heard as" in "$sentence"', (row) => {
    const say = (words: string) => row.sentence.replace('_', words);
    expect(isSameSpokenAnswer(say(row.said), `${say(row['also heard as'])}.`)).toBe(true);
    expect(isSameSpokenAnswer(say(row['also heard as']), `${say(row.said)}.`)).toBe(true);
  });

  it.each([
    ['a number no one says', '0th place', 'Zeroth place.'],
    ['a very long number', '123456789012345678901234567890', 'A big number.'],
    ['only apostrophes', "' ''", phrase],
  ])('copes with %s', (_, transcript, expected) => {
    expect(isSameSpokenAnswer(transcript, expected)).toBe(false);
    expect(isSameSpokenAnswer(transcript, transcript)).toBe(true);
  });

  it('stays quick on a long transcript full of contractions', () => {
    const transcript = Array.from({ length: 40 }, () => "it's").join(' ');
    expect(isSameSpokenAnswer(transcript, transcript.replaceAll("it's", 'it is'))).toBe(true);
    expect(isSameSpokenAnswer(transcript, 'Keep it simple.')).toBe(false);
  });
});

/** Pool phrases with a contraction swapped for its expansion, or the other way round. */
const swaps: [RegExp, string][] = [
  [/\bdo not\b/i, "don't"],
  [/\bdoes not\b/i, "doesn't"],
  [/\bis not\b/i, "isn't"],
  [/\bcannot\b/i, "can't"],
  [/\bit is\b/i, "it's"],
  [/\byou are\b/i, "you're"],
  [/\byou have\b/i, "you've"],
  [/\byou will\b/i, "you'll"],
  [/\blet's\b/i, 'let us'],
];

function swapped(text: string): string | undefined {
  const swap = swaps.find(([pattern]) => pattern.test(text));
  return swap && text.replace(swap[0], swap[1]);
}

describe('the phrase pool', () => {
  it.each(phrasePool)('hears "%s" as itself', (text) => {
    expect(isSameSpokenAnswer(text, text)).toBe(true);
    expect(isSameSpokenAnswer(text.toUpperCase().replace(/[.,!?]/g, ''), text)).toBe(true);
  });

  const variants = phrasePool.flatMap((text) => {
    const variant = swapped(text);
    return variant ? [[variant, text]] : [];
  });

  it('has phrases to say contracted or expanded', () => {
    expect(variants.length).toBeGreaterThan(20);
  });

  it.each(variants)('hears "%s" as "%s"', (variant, text) => {
    expect(isSameSpokenAnswer(variant, text)).toBe(true);
    expect(isSameSpokenAnswer(text, variant)).toBe(true);
    expect(isSameAnswer(variant, text)).toBe(false);
  });
});

describe('checkWords', () => {
  const tip = 'Write the test before you fix the bug.';
  const tipWords = ['write', 'the', 'test', 'before', 'you', 'fix', 'the', 'bug'];

  /** [case, answer, each typed word right (1) or not (0), the first mistake as "kind index"] */
  it.each<[string, string, string, string | null]>([
    ['all right', 'write the test, before you fix the bug', '11111111', null],
    ['a wrong word in the middle', 'Write the test after you fix the bug', '11101111', 'wrong 3'],
    ['a missing word', 'Write the test before you fix bug', '1111111', 'missing 6'],
    ['an extra word', 'Write the unit test before you fix the bug', '110111111', 'wrong 2'],
    ['an answer too short', 'Write the test', '111', 'missing 3'],
    ['an empty answer', ' \u200B ', '', 'missing 0'],
    ['a wrong first word', 'Right the test before you fix the bug', '01111111', 'wrong 0'],
    ['words out of order', 'the test Write before you fix the bug', '11011111', 'missing 0'],
    ['an extra word at the end', 'Write the test before you fix the bug now!', '111111110', 'wrong 8'],
  ])('%s', (_, answer, marks, mistake) => {
    const check = checkWords(answer, tip);
    expect(check.words.map((word) => (word.right ? '1' : '0')).join('')).toBe(marks);
    const [kind, index] = mistake?.split(' ') ?? [];
    expect(check.firstMistake).toEqual(mistake === null ? null : { kind, index: Number(index) });
    // Only the learner's own words, as typed: nothing of the phrase they did not type.
    const typed = answer.split(/[\s\u200B]+/).filter((word) => normalizeAnswer(word) !== '');
    expect(check.words.map((word) => word.text)).toEqual(typed);
    const untyped = tipWords.filter((word) => !typed.some((text) => normalizeAnswer(text) === word));
    for (const word of untyped) expect(JSON.stringify(check)).not.toMatch(new RegExp(`\\b${word}\\b`, 'i'));
  });

  it('compares words ignoring case, accents and punctuation, and keeps them as typed', () => {
    expect(checkWords('  DON’T   give…  úp!! ', "Don't give up.")).toEqual({
      words: [
        { text: 'DON’T', right: true },
        { text: 'give…', right: true },
        { text: 'úp!!', right: true },
      ],
      firstMistake: null,
    });
  });

  it('drops tokens that are only punctuation', () => {
    expect(checkWords('keep - it , simple', phrase).words.map((word) => word.text)).toEqual([
      'keep',
      'it',
      'simple',
    ]);
  });
});
