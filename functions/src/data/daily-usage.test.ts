import { describe, expect, it } from 'vitest';
import { DAILY_ALLOWANCES, type DailyAllowance } from '../shared/rules';
import { usedOf } from './daily-usage';

describe('usedOf: an allowance of the day as its document shows it', () => {
  it('is what was taken less what was given back', () => {
    const day = { audios: 7, refunded: 2, replies: 40, repliesRefunded: 5, declinedTurns: 3 };
    expect(usedOf('audios', day)).toBe(5);
    expect(usedOf('replies', day)).toBe(35);
  });

  it('counts a declined prompt for good: it is never given back', () => {
    expect(usedOf('declinedTurns', { declinedTurns: 3, repliesRefunded: 3 })).toBe(3);
  });

  it('is 0 before anything was taken that day', () => {
    expect(usedOf('wordAudios', undefined)).toBe(0);
  });
});

describe('DAILY_ALLOWANCES: the table of the day', () => {
  const names = Object.keys(DAILY_ALLOWANCES) as DailyAllowance[];

  it('gives each allowance fields and logs of its own in the shared document', () => {
    const fields = names.flatMap((name) => [name, DAILY_ALLOWANCES[name].refunded]).filter(Boolean);
    const logs = names.flatMap((name) => [DAILY_ALLOWANCES[name].log, DAILY_ALLOWANCES[name].refunds]);
    expect(new Set(fields).size).toBe(fields.length);
    expect(new Set(logs.filter(Boolean)).size).toBe(logs.filter(Boolean).length);
  });

  it('has a refund log exactly where it has a refund field', () => {
    for (const name of names) {
      const { refunded, refunds } = DAILY_ALLOWANCES[name];
      expect(refunded === null).toBe(refunds === null);
    }
  });
});
