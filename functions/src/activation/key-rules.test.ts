import { describe, expect, it } from 'vitest';
import { formatKey, normalizeKey } from '../shared/key-format';
import {
  attemptWindow,
  generateKey,
  isKeyFormat,
  KEY_ALPHABET,
  KEY_ATTEMPT_WINDOW_MS,
  KEY_LENGTH,
} from './key-rules';

describe('generateKey', () => {
  it('makes keys of the alphabet only, with at least 80 bits of randomness', () => {
    const keys = Array.from({ length: 200 }, generateKey);
    for (const key of keys) {
      expect(key).toHaveLength(KEY_LENGTH);
      expect([...key].every((c) => KEY_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(keys).size).toBe(keys.length);
    expect(KEY_LENGTH * Math.log2(KEY_ALPHABET.length)).toBeGreaterThanOrEqual(80);
  });

  it('never uses characters that look alike', () => {
    for (const c of '01ILOU') expect(KEY_ALPHABET).not.toContain(c);
  });
});

describe('normalizeKey and formatKey', () => {
  it('accepts what a learner types: lower case, spaces, hyphens', () => {
    expect(normalizeKey(' abcde-fghjk mnpqr-stvwx ')).toBe('ABCDEFGHJKMNPQRSTVWX');
  });

  it('formats in groups of five', () => {
    expect(formatKey('ABCDEFGHJKMNPQRSTVWX')).toBe('ABCDE-FGHJK-MNPQR-STVWX');
  });

  it('accepts 16 to 64 characters of the key alphabet, and nothing else', () => {
    expect(isKeyFormat(generateKey())).toBe(true);
    expect(isKeyFormat('A'.repeat(16))).toBe(true);
    expect(isKeyFormat('Z'.repeat(64))).toBe(true);
    expect(isKeyFormat('A'.repeat(15))).toBe(false);
    expect(isKeyFormat('A'.repeat(65))).toBe(false);
    expect(isKeyFormat('__AAAA__')).toBe(false);
    expect(isKeyFormat('ABC/DEFGHJKMNPQRS')).toBe(false);
    expect(isKeyFormat('ACADEMIA2026')).toBe(false);
    for (const lookAlike of '01ILOU') expect(isKeyFormat(`${lookAlike}${'A'.repeat(19)}`)).toBe(false);
    expect(isKeyFormat(normalizeKey(' abcde-fghjk mnpqr-stvwx '))).toBe(true);
  });
});

describe('attemptWindow', () => {
  it('groups attempts in 15-minute windows', () => {
    const start = new Date(Math.ceil(Date.now() / KEY_ATTEMPT_WINDOW_MS) * KEY_ATTEMPT_WINDOW_MS);
    const later = new Date(start.getTime() + KEY_ATTEMPT_WINDOW_MS - 1);
    expect(attemptWindow(start).id).toBe(attemptWindow(later).id);
    expect(attemptWindow(start).endsAt.getTime()).toBe(start.getTime() + KEY_ATTEMPT_WINDOW_MS);
    expect(attemptWindow(new Date(later.getTime() + 1)).id).not.toBe(attemptWindow(start).id);
  });
});
