import { describe, expect, it } from 'vitest';
import { isSameAnswer, normalizeAnswer } from './answer';
import { phrasePool } from './phrases';
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

/** Answers both the writing and the speaking check accept. */
const sameInWriting: [string, string, string][] = [
  ['case', 'KEEP IT SIMPLE', phrase],
  ['no punctuation', 'keep it simple', phrase],
  ['other punctuation', '¡Keep, it... simple?!', phrase],
  ['no spaces', 'keepitsimple', phrase],
  ['extra spaces', '  keep   it  simple  ', phrase],
  ['tabs and new lines', 'keep\tit\nsimple', phrase],
  ['zero-width spaces', 'keep\u200Bit\u200B simple\uFEFF', phrase],
  ['non-breaking spaces', 'keep\u00A0it\u00A0simple', phrase],
  ['accents', 'Kêép ít símplé', phrase],
  ['decomposed accents', 'cafe\u0301 is open', 'Café is open.'],
  ['composed against decomposed', 'Café is open', 'Cafe\u0301 is open.'],
  ['straight apostrophe', "Don't give up", 'Don’t give up.'],
  ['curly apostrophe', 'Don’t give up', "Don't give up."],
  ['no apostrophe', 'Dont give up', "Don't give up."],
  ['possessive', "Today's work matters", "Today's work matters."],
];

/** Near misses both checks must reject. */
const wrongEverywhere: [string, string, string][] = [
  ['a missing plural', 'Small function are easier to test', 'Small functions are easier to test.'],
  ['an extra plural', 'Keep it simples', phrase],
  ['an extra word', 'Keep it very simple', phrase],
  ['a missing word', 'Keep simple', phrase],
  ['a different word', 'Keep it simpler', phrase],
  ['a swapped order', 'It keep simple', phrase],
  ['an empty answer', '', phrase],
  ['punctuation only', '?!', phrase],
  ['another number', 'I have 3 cats', 'I have two cats.'],
  ['another number word', 'I have three cats', 'I have two cats.'],
  ['twenty one against twenty', 'twenty one days', 'Twenty days.'],
  ['21 against 20', '21 days', 'Twenty days.'],
  ['a negation dropped', 'I do give up', "I don't give up."],
  ['a negation added', "It isn't easy", 'It is easy.'],
  ['will against would', 'I will go', "I'd go."],
  ['is against has', 'It is gone', 'It has gone.'],
  ['am against are', 'I are ready', "I'm ready."],
];

/** The test of a row [case, answer, expected]: `check` finds the answer right, or not. */
const judges =
  (check: (answer: string, expected: string) => boolean, right: boolean) =>
  (_case: string, answer: string, expected: string) => {
    expect(check(answer, expected)).toBe(right);
  };

describe('isSameAnswer', () => {
  it.each(sameInWriting)('accepts %s', judges(isSameAnswer, true));

  it.each(wrongEverywhere)('rejects %s', judges(isSameAnswer, false));

  it.each([
    ['a homophone (there/their)', 'Their is a way', 'There is a way.'],
    ['a homophone (to/too)', 'It is to late', 'It is too late.'],
    ['digits for number words', 'I have 2 cats', 'I have two cats.'],
    ['a number for its words', '21 days', 'Twenty one days.'],
    ['an expanded contraction', 'I do not give up', "I don't give up."],
    ['a contraction for its expansion', "Don't give up", 'Do not give up.'],
    ['OK for okay', 'It is OK', 'It is okay.'],
  ])('rejects %s: writing asks for the very words', judges(isSameAnswer, false));
});

/** A test that `a` is heard as `b` and `b` as `a`, each said in `sentence` in place of its `_`. */
const hearsAlike = (sentence: string) => (a: string, b: string) => {
  const say = (words: string) => sentence.replace('_', words);
  expect(isSameSpokenAnswer(say(a), `${say(b)}.`)).toBe(true);
  expect(isSameSpokenAnswer(say(b), `${say(a)}.`)).toBe(true);
};

describe('isSameSpokenAnswer', () => {
  it.each(sameInWriting)('accepts %s', judges(isSameSpokenAnswer, true));

  it.each(wrongEverywhere)('rejects %s', judges(isSameSpokenAnswer, false));

  it.each([
    ['1', 'one'],
    ['2', 'two'],
    ['20', 'twenty'],
    ['21', 'twenty one'],
    ['21', 'twenty-one'],
    ['twenty one', 'twenty-one'],
    ['100', 'one hundred'],
    ['100', 'a hundred'],
    ['one hundred', 'a hundred'],
    ['101', 'a hundred and one'],
    ['1,000', 'a thousand'],
    ['2026', 'two thousand twenty six'],
    ['1st', 'first'],
    ['21st', 'twenty-first'],
    ['2.5', 'two point five'],
    ['50%', 'fifty percent'],
  ])('hears %s as %s', hearsAlike('I have _ ideas'));

  it.each([
    ["I'm", 'I am'],
    ["don't", 'do not'],
    ["doesn't", 'does not'],
    ["didn't", 'did not'],
    ["won't", 'will not'],
    ["can't", 'cannot'],
    ["can't", 'can not'],
    ['cannot', 'can not'],
    ["it's", 'it is'],
    ["it's", 'it has'],
    ["you're", 'you are'],
    ["they're", 'they are'],
    ["we're", 'we are'],
    ["isn't", 'is not'],
    ["aren't", 'are not'],
    ["haven't", 'have not'],
    ["hasn't", 'has not'],
    ["wouldn't", 'would not'],
    ["shouldn't", 'should not'],
    ["couldn't", 'could not'],
    ["let's", 'let us'],
    ["I'll", 'I will'],
    ["you'll", 'you will'],
    ["I've", 'I have'],
    ["I'd", 'I would'],
    ["I'd", 'I had'],
    ["that's", 'that is'],
    ["what's", 'what is'],
    ["there's", 'there is'],
    ["there's", 'there has'],
    ['I’m', 'I am'],
    ['don’t', 'do not'],
    ['dont', 'do not'],
    ['youre', 'you are'],
    ["it's", 'it’s'],
  ])('hears %s as %s', hearsAlike('Well, _ enough'));

  it.each([
    ['okay', 'OK'],
    ['okay', 'ok'],
    ['okay', 'O.K.'],
    ['OK', 'O.K.'],
    ['Okay', 'o.k'],
  ])('hears %s as %s', hearsAlike('It is _ to fail'));

  it.each([
    ['a possessive', "The team's code is clean", "The team's code is clean."],
    ['a possessive against a plural', 'The teams code is clean', "The team's code is clean."],
    ['a possessive next to a contraction', "It's everyone's job", "It is everyone's job."],
    ['a contraction inside quotes', "He said 'don't stop'", 'He said do not stop.'],
    ['several contractions', "I'm sure it's fine and we'll win", 'I am sure it has fine and we will win.'],
    ['numbers and contractions', "I'd say 20 times", 'I would say twenty times.'],
  ])('accepts %s', judges(isSameSpokenAnswer, true));

  it.each([
    ['a homophone', 'Their is a way', 'There is a way.'],
    ['a possessive read as a contraction of another verb', "The team's ready", 'The team are ready.'],
    ['an apostrophe-less word that is a word', 'We were ready', "We're ready."],
    ['its for it is', 'Its late', 'It is late.'],
    ['a contraction of another subject', "You're ready", 'They are ready.'],
    ['a number off by one', '22 days', 'Twenty one days.'],
    ['a missing plural after a contraction', "It's a function", 'It is a functions.'],
    ['an extra word after a number', '100 good days', 'A hundred days.'],
  ])('rejects %s', judges(isSameSpokenAnswer, false));

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

  it.each([
    {
      name: 'all right',
      answer: 'write the test, before you fix the bug',
      marks: [true, true, true, true, true, true, true, true],
      firstMistake: null,
    },
    {
      name: 'a wrong word in the middle',
      answer: 'Write the test after you fix the bug',
      marks: [true, true, true, false, true, true, true, true],
      firstMistake: { kind: 'wrong', index: 3 },
    },
    {
      name: 'a missing word',
      answer: 'Write the test before you fix bug',
      marks: [true, true, true, true, true, true, true],
      firstMistake: { kind: 'missing', index: 6 },
    },
    {
      name: 'an extra word',
      answer: 'Write the unit test before you fix the bug',
      marks: [true, true, false, true, true, true, true, true, true],
      firstMistake: { kind: 'wrong', index: 2 },
    },
    {
      name: 'an answer too short',
      answer: 'Write the test',
      marks: [true, true, true],
      firstMistake: { kind: 'missing', index: 3 },
    },
    { name: 'an empty answer', answer: ' \u200B ', marks: [], firstMistake: { kind: 'missing', index: 0 } },
    {
      name: 'a wrong first word',
      answer: 'Right the test before you fix the bug',
      marks: [false, true, true, true, true, true, true, true],
      firstMistake: { kind: 'wrong', index: 0 },
    },
    {
      name: 'words out of order',
      answer: 'the test Write before you fix the bug',
      marks: [true, true, false, true, true, true, true, true],
      firstMistake: { kind: 'missing', index: 0 },
    },
    {
      name: 'an extra word at the end',
      answer: 'Write the test before you fix the bug now!',
      marks: [true, true, true, true, true, true, true, true, false],
      firstMistake: { kind: 'wrong', index: 8 },
    },
  ])('$name', ({ answer, marks, firstMistake }) => {
    const check = checkWords(answer, tip);
    expect(check.words.map((word) => word.right)).toEqual(marks);
    expect(check.firstMistake).toEqual(firstMistake);
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
