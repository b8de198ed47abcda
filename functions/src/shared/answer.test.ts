import { describe, expect, it } from 'vitest';
import { isSameAnswer, normalizeAnswer } from './answer';

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
});

describe('isSameAnswer', () => {
  it('ignores case, spaces and punctuation', () => {
    expect(isSameAnswer('keep it simple', 'Keep it simple.')).toBe(true);
    expect(isSameAnswer('keepitsimple', 'Keep it simple.')).toBe(true);
  });

  it('tells different words apart', () => {
    expect(isSameAnswer('keep it simpler', 'Keep it simple.')).toBe(false);
  });
});
