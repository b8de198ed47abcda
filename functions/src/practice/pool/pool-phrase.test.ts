import { describe, expect, it } from 'vitest';
import { phrasePool } from '../../content/phrases';
import { poolPhrase } from './pool-phrase';

describe('poolPhrase', () => {
  it('finds every pool phrase, and the same phrase in other case, spacing and punctuation', () => {
    for (const phrase of phrasePool) expect(poolPhrase(phrase)).toBe(phrase);
    const phrase = 'Keep your functions short and focused.';
    expect(poolPhrase('  keep YOUR functions   short, and focused ')).toBe(phrase);
    expect(poolPhrase('KEEP YOUR FUNCTIONS SHORT AND FOCUSED!!!')).toBe(phrase);
  });

  it('finds nothing for any other text', () => {
    for (const text of [
      '',
      '   ',
      '...',
      'Keep your functions short.',
      '你好，世界',
      '🎉🎉🎉',
      'a'.repeat(300),
    ]) {
      expect(poolPhrase(text)).toBeNull();
    }
  });
});
