import { describe, expect, it } from 'vitest';
import { phrasePool } from '../content/phrases';
import { isSameAnswer } from '../shared/answer';
import { MAX_LIST_MEANING_CHARACTERS, MAX_LIST_PHRASE_CHARACTERS, MAX_LIST_PHRASES } from '../shared/rules';
import { isSameSpokenAnswer } from '../shared/spoken-answer';
import { checkWords } from '../shared/word-check';
import { checkLines, cleanPhrase, phraseReason, type SourceLine } from './list-rules';

const line = (n: number, phrase: string, meaning = '', extraCells = 0): SourceLine => ({
  line: n,
  phrase,
  meaning,
  extraCells,
});
const reasonOf = (phrase: string) => phraseReason(cleanPhrase(phrase));

describe('cleanPhrase', () => {
  it('makes curly quotes, dashes and ellipses straight, drops invisible characters, single spaces', () => {
    expect(cleanPhrase('  \u201CI\u2019m  fine\u201D \u2014 she said\u2026\u200B ')).toBe(
      '"I\'m fine" - she said...',
    );
    expect(cleanPhrase('It\u00A0is\tlate.')).toBe('It is late.');
  });
});

describe('phraseReason', () => {
  it('accepts English sentences with plain punctuation, contractions and hyphens', () => {
    for (const phrase of [
      "I'd like to book a table for two.",
      'Well-known places are busy: book early!',
      'She said "hi"; then she left.',
      'Is it OK?',
    ]) {
      expect(reasonOf(phrase), phrase).toBeNull();
    }
  });

  it('accepts every phrase of the built-in pool', () => {
    expect(phrasePool.filter((phrase) => reasonOf(phrase) !== null)).toEqual([]);
  });

  it('refuses what the voice or the checks cannot take, saying what it found', () => {
    expect(reasonOf('I have 2 cats.')).toEqual({ kind: 'digits', number: '2' });
    expect(reasonOf('Eu não sei.')).toEqual({ kind: 'accented', letter: 'ã' });
    expect(reasonOf('Hello 世界.')).toEqual({ kind: 'notLatin', letter: '世' });
    expect(reasonOf('Rock & roll.')).toEqual({ kind: 'symbol', symbol: '&' });
    expect(reasonOf('Write to me@home.')).toEqual({ kind: 'symbol', symbol: '@' });
    expect(reasonOf('Yes (formal).')).toEqual({ kind: 'symbol', symbol: '(' });
    expect(reasonOf('Visit https://example.com now.')).toEqual({ kind: 'link' });
    expect(reasonOf('Go to www.example.org today.')).toEqual({ kind: 'link' });
    expect(reasonOf('Great job 🎉')).toEqual({ kind: 'emoji' });
    expect(reasonOf('...!')).toEqual({ kind: 'noWords' });
  });

  it('refuses a phrase too long or of too many words', () => {
    const long = `${'word '.repeat(20)}${'a'.repeat(MAX_LIST_PHRASE_CHARACTERS)}.`;
    expect(reasonOf(long)).toEqual({ kind: 'tooLong', characters: long.length });
    const wordy = `${'go '.repeat(21).trim()}.`;
    expect(reasonOf(wordy)).toEqual({ kind: 'tooManyWords', words: 21 });
    expect(reasonOf(`${'go '.repeat(19)}go.`)).toBeNull();
  });

  it('keeps only phrases the writing, speaking and word checks can judge', () => {
    for (const phrase of ["I'd like a well-known dish, please.", 'She said "hi"; then she left.']) {
      const written = cleanPhrase(phrase);
      expect(reasonOf(written)).toBeNull();
      expect(isSameAnswer(written.toLowerCase().replace(/[^a-z ]/g, ''), written)).toBe(true);
      expect(isSameSpokenAnswer(written.replace(/[^A-Za-z' ]/g, ' '), written)).toBe(true);
      expect(checkWords(written, written).firstMistake).toBeNull();
    }
  });
});

describe('checkLines', () => {
  it('gives the phrases in order, cleaned, with their meanings', () => {
    expect(checkLines([line(2, ' Good  morning. ', ' Bom dia. '), line(4, 'It\u2019s late.')])).toEqual({
      phrases: [
        { text: 'Good morning.', meaning: 'Bom dia.' },
        { text: "It's late.", meaning: '' },
      ],
    });
  });

  it('refuses every bad line with its reason, and no phrase at all', () => {
    const checked = checkLines([
      line(1, 'Good morning.', 'Bom dia.'),
      line(2, '', 'Só o significado.'),
      line(3, 'GOOD MORNING!'),
      line(4, 'I have 3 dogs.'),
      line(5, 'Thanks.', 'x'.repeat(MAX_LIST_MEANING_CHARACTERS + 1)),
      line(6, 'Thanks.', 'Obrigado.', 1),
    ]);
    expect(checked).toEqual({
      problems: [
        { line: 2, text: '', reason: { kind: 'noPhrase' } },
        { line: 3, text: 'GOOD MORNING!', reason: { kind: 'repeats', line: 1 } },
        { line: 4, text: 'I have 3 dogs.', reason: { kind: 'digits', number: '3' } },
        {
          line: 5,
          text: 'Thanks.',
          reason: { kind: 'meaningTooLong', characters: MAX_LIST_MEANING_CHARACTERS + 1 },
        },
        { line: 6, text: 'Thanks.', reason: { kind: 'extraCells' } },
      ],
    });
  });

  it(`takes ${MAX_LIST_PHRASES} phrases and refuses the first past them`, () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const many = Array.from({ length: MAX_LIST_PHRASES + 5 }, (_, i) =>
      line(i + 1, `Say ${letter(i)} ${letter(Math.floor(i / 26))}.`),
    );
    expect(checkLines(many.slice(0, MAX_LIST_PHRASES))).toMatchObject({
      phrases: { length: MAX_LIST_PHRASES },
    });
    expect(checkLines(many)).toEqual({
      problems: [
        {
          line: MAX_LIST_PHRASES + 1,
          text: many[MAX_LIST_PHRASES]?.phrase,
          reason: { kind: 'tooManyPhrases' },
        },
      ],
    });
  });

  it('calls a source with no line empty', () => {
    expect(checkLines([])).toEqual({ empty: true });
  });
});
