import { describe, expect, it } from 'vitest';
import { accountDefaultName, cleanName, DEFAULT_NAME, isValidName, shortRankingName } from './name-rules';
import { MAX_NAME_CHARACTERS } from './rules';

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
