import { describe, expect, it } from 'vitest';
import { chosenEngine } from './engine-setting';

describe('chosenEngine (TTS_ENGINE)', () => {
  it('is offline unless production asks for google', () => {
    expect(chosenEngine(undefined)).toBe('offline');
    expect(chosenEngine('')).toBe('offline');
    expect(chosenEngine(' google ')).toBe('google');
  });

  it('refuses a misspelt engine instead of silently falling back', () => {
    expect(() => chosenEngine('gogle')).toThrow(/TTS_ENGINE/);
  });
});
