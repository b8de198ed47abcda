import { describe, expect, it } from 'vitest';
import {
  accountDefaultName,
  accountMark,
  cleanClassName,
  cleanName,
  DEFAULT_NAME,
  hasOwnName,
  isValidName,
  shortRankingName,
  shownName,
} from './name-rules';
import { MAX_CLASS_NAME_CHARACTERS, MAX_NAME_CHARACTERS } from './rules';

describe('cleanName', () => {
  it.each([
    ['a plain name', 'Ana Souza', 'Ana Souza'],
    ['accents', 'João Conceição', 'João Conceição'],
    ['spaces around and between', '  Ana \t\n  Souza  ', 'Ana Souza'],
    ['non-breaking and thin spaces', 'Ana\u00A0\u2009Souza', 'Ana Souza'],
    ['full-width letters (NFKC)', 'Ａｎａ', 'Ana'],
    ['decomposed accents (NFKC)', 'Jose\u0301', 'José'],
    ['a right-to-left override', '\u202EAna Souza', 'Ana Souza'],
    ['bidi isolates and marks', '\u2067Ana\u2069 \u200FS.', 'Ana S.'],
    ['zero-width characters', 'A\u200Bn\u200Ca\u200D\u2060\uFEFF', 'Ana'],
    ['control characters', 'Ana\u0000\u0007\u001B[31m', 'Ana[31m'],
    ['private-use characters', 'Ana\uE000\u{F0000}', 'Ana'],
    ['a lone surrogate', 'Ana\uD800', 'Ana'],
    ['a Hangul filler (renders as nothing)', 'Ana\u3164', 'Ana'],
    ['an emoji beside letters', 'Ana 🙂', 'Ana 🙂'],
    ['two digits', '42', '42'],
    ['exactly 30 characters', 'a'.repeat(MAX_NAME_CHARACTERS), 'a'.repeat(MAX_NAME_CHARACTERS)],
    ['30 accented letters (code points, not units)', 'é'.repeat(30), 'é'.repeat(30)],
  ])('keeps %s', (_, raw, clean) => {
    expect(cleanName(raw)).toBe(clean);
    expect(isValidName(raw)).toBe(true);
  });

  it.each([
    ['an empty name', ''],
    ['spaces only', ' \t\u00A0 '],
    ['one character', 'A'],
    ['one character padded with hidden ones', '\u200BA\u202E\u200B'],
    ['31 characters', 'a'.repeat(MAX_NAME_CHARACTERS + 1)],
    ['a right-to-left override and 250 characters', `\u202E${'a'.repeat(250)}`],
    ['zero-width characters only', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['emoji only', '🙂🙂🙂'],
    ['an emoji sequence only', '👩‍👩‍👧‍👦'],
    ['punctuation only', '!!! ...'],
    ['combining marks only', '\u0301\u0301\u0301'],
    ['private-use characters only', '\uE000\uE001\uE002'],
  ])('refuses %s', (_, raw) => {
    expect(cleanName(raw)).toBeNull();
    expect(isValidName(raw)).toBe(false);
  });

  it('is idempotent: a clean name cleans to itself', () => {
    for (const raw of ['\u202EAna  Souza', 'Ａｎａ\u200B Ｓ.', 'Jose\u0301 🙂']) {
      const clean = cleanName(raw) as string;
      expect(cleanName(clean)).toBe(clean);
    }
  });
});

describe('cleanClassName', () => {
  it.each([
    ['a plain name', 'Turma A - noite', 'Turma A - noite'],
    ['one letter', 'B', 'B'],
    ['spaces around and between', '  Turma \t A ', 'Turma A'],
    ['a right-to-left override (a reversed name in the list)', '\u202Es44pjywm turma', 's44pjywm turma'],
    ['NUL and BEL', 'Turma\u0000 A\u0007', 'Turma A'],
    ['zero-width characters (a look-alike name)', 'Tur\u200Bma\u200D A\uFEFF', 'Turma A'],
    ['full-width letters (NFKC)', 'Ｔｕｒｍａ', 'Turma'],
    ['the longest', 'a'.repeat(MAX_CLASS_NAME_CHARACTERS), 'a'.repeat(MAX_CLASS_NAME_CHARACTERS)],
  ])('keeps %s', (_, raw, cleaned) => {
    expect(cleanClassName(raw)).toBe(cleaned);
  });

  it.each([
    ['empty', ''],
    ['zero-width characters only', '\u200B\u200C\u2060'],
    ['an override and a bell only', '\u202E\u0007'],
    ['punctuation only', '!!!'],
    ['one character too long', 'a'.repeat(MAX_CLASS_NAME_CHARACTERS + 1)],
  ])('refuses %s', (_, raw) => {
    expect(cleanClassName(raw)).toBeNull();
  });
});

describe('shortRankingName', () => {
  it.each([
    ['Ana Souza', 'Ana S.'],
    ['Ana Maria Souza', 'Ana S.'],
    ['Ana', 'Ana'],
    ['  ana   souza ', 'ana S.'],
    ['Élise Ôliveira', 'Élise Ô.'],
    ['\u202EAna Souza', 'Ana S.'],
    ['Ana (Souza)', 'Ana S.'],
    ['Ana 🙂', 'Ana'],
  ])('%s -> %s', (full, short) => {
    expect(shortRankingName(full)).toBe(short);
  });

  it('is null when the result is not a name', () => {
    expect(shortRankingName('')).toBeNull();
    expect(shortRankingName('A')).toBeNull();
    expect(shortRankingName('🙂 🙂')).toBeNull();
  });

  it('shortens a full name longer than the rule allows, and keeps a long first name within it', () => {
    expect(shortRankingName('Maria Aparecida da Conceição dos Santos Oliveira')).toBe('Maria O.');
    const long = 'A'.repeat(27);
    expect(shortRankingName(`${long} Souza`)).toBe(`${long} S.`);
    expect(shortRankingName(`${'B'.repeat(28)} Souza`)).toBe('B'.repeat(28));
    expect(shortRankingName(`${'C'.repeat(31)} Souza`)).toBeNull();
  });
});

describe('accountDefaultName', () => {
  it.each<[string | null, boolean, string]>([
    ['Ana Souza', true, 'Ana S.'],
    ['Ana Souza', false, 'Ana Souza'],
    [`\u202E${'a'.repeat(250)}`, false, DEFAULT_NAME],
    [`\u202E${'a'.repeat(250)}`, true, DEFAULT_NAME],
    ['🙂', true, DEFAULT_NAME],
    ['A', false, DEFAULT_NAME],
    [null, true, DEFAULT_NAME],
  ])('%s (Google: %s) -> %s', (tokenName, google, name) => {
    expect(accountDefaultName(tokenName, google)).toBe(name);
  });
});

describe('accountMark', () => {
  it('is 4 characters without look-alikes (0/O, 1/I/L, U/V), the same for the same uid', () => {
    const uid = 'kX9v2LmQp4TzR7wNcB1eY3uHa8s2';
    expect(accountMark(uid)).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}$/);
    expect(accountMark(uid)).toBe(accountMark(uid));
  });

  it('tells apart the uids of a large class, and uids one character apart', () => {
    const uids = Array.from({ length: 200 }, (_, i) => `aluno-${i}-firebase-uid`);
    const marks = new Set(uids.map(accountMark));
    // 29^4 marks: a collision among 200 is possible (about 3 %) but not for these.
    expect(marks.size).toBe(uids.length);
    expect(accountMark('abcdefgh')).not.toBe(accountMark('abcdefgi'));
  });

  it('is pinned: a mark that changed would rename every learner without a name', () => {
    expect(accountMark('uid-fixo')).toBe('D48C');
  });
});

describe('hasOwnName', () => {
  it.each([
    ['a name', 'Ana', true],
    ['a name that starts like the default', 'Usuária Nova', true],
    ['the default followed by a longer word', 'Usuário Legal', true],
    ['the default followed by 5 characters', 'Usuário 4F2KA', true],
    ['nothing', undefined, false],
    ['null', null, false],
    ['an empty name', '', false],
    ['spaces', '   ', false],
    ['the default', DEFAULT_NAME, false],
    ["the spec's anonymous name", 'Usuário Anônimo', false],
    ['the default in lower case, without its accent', 'usuario', false],
    ["another learner's default with a mark", 'Usuário 4F2K', false],
    ['a mark in lower case, spaces around', '  usuário   4f2k ', false],
  ])('%s: %s', (_, stored, own) => {
    expect(hasOwnName(stored)).toBe(own);
  });
});

describe('shownName', () => {
  it("is the stored name when it is the learner's own, trimmed", () => {
    expect(shownName('Ana Souza', 'uid-1')).toBe('Ana Souza');
    expect(shownName('  Ana  ', 'uid-1')).toBe('Ana');
  });

  it("is the default and the account's mark for a learner without one, so two of them differ", () => {
    const first = shownName(DEFAULT_NAME, 'uid-primeiro');
    const second = shownName(DEFAULT_NAME, 'uid-segundo');
    expect(first).toBe(`Usuário ${accountMark('uid-primeiro')}`);
    expect(first).not.toBe(second);
    expect(shownName(undefined, 'uid-primeiro')).toBe(first);
    expect(shownName('', 'uid-primeiro')).toBe(first);
    expect(shownName('Usuário Anônimo', 'uid-primeiro')).toBe(first);
  });

  it("never shows another learner's mark as one's own", () => {
    const theirs = shownName(DEFAULT_NAME, 'uid-outro');
    expect(shownName(theirs, 'uid-meu')).toBe(shownName(DEFAULT_NAME, 'uid-meu'));
  });

  it('is a name by the rule itself', () => {
    expect(cleanName(shownName(DEFAULT_NAME, 'qualquer-uid'))).toBe(shownName(DEFAULT_NAME, 'qualquer-uid'));
  });
});
