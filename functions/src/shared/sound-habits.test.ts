import { describe, expect, it } from 'vitest';
import { PHONES, SOUND_HABITS } from './sound-habits';

describe('SOUND_HABITS', () => {
  it('names only the acoustic model’s phones', () => {
    for (const habit of SOUND_HABITS) {
      expect(habit.phone === 'CONSONANT' || PHONES.includes(habit.phone), habit.phone).toBe(true);
      for (const phone of habit.heard) expect(PHONES, phone).toContain(phone);
      expect(habit.heard.length === 0, habit.tip).toBe(habit.change === 'drop');
    }
  });

  it('covers every habit the coach listens for, each with its tip', () => {
    const tipOf = (phone: string, change: string) =>
      SOUND_HABITS.filter((habit) => habit.phone === phone && habit.change === change).map(
        (habit) => habit.tip,
      );
    expect(tipOf('TH', 'replace')).toEqual(['th']);
    expect(tipOf('DH', 'replace')).toEqual(['th']);
    expect(tipOf('T', 'add-before')).toEqual(['ed-t']);
    expect(tipOf('D', 'add-before')).toEqual(['ed-d']);
    expect(tipOf('CONSONANT', 'add-after')).toEqual(['final-consonant']);
    expect(tipOf('R', 'replace')).toEqual(['initial-r']);
    expect(tipOf('IY', 'replace')).toEqual(['long-ee']);
    expect(tipOf('S', 'add-before')).toEqual(['s-cluster']);
    expect(tipOf('L', 'replace')).toEqual(['final-l']);
    expect(tipOf('T', 'replace')).toEqual(['ti-di']);
    expect(tipOf('D', 'replace')).toEqual(['ti-di']);
    expect([...tipOf('M', 'drop'), ...tipOf('N', 'drop')]).toEqual(['final-m-n', 'final-m-n']);
  });
});
