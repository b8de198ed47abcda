import { describe, expect, it } from 'vitest';
import { isValidPointsClaim } from '../../shared/rules';
import { canClaim, canClaimForPractice, pointsAllowance } from './claim-rules';

describe('isValidPointsClaim', () => {
  it('accepts multiples of 10 from 0 to 100', () => {
    for (const points of [0, 10, 50, 100]) expect(isValidPointsClaim(points)).toBe(true);
  });

  it('refuses negatives, fractions, non-multiples and more than one practice', () => {
    for (const points of [-10, 5, 10.5, 15, 110, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isValidPointsClaim(points)).toBe(false);
    }
  });
});

describe('pointsAllowance', () => {
  it('grants 10 points per audio served, minus what was claimed', () => {
    expect(pointsAllowance(0, 0)).toBe(0);
    expect(pointsAllowance(3, 0)).toBe(30);
    expect(pointsAllowance(10, 70)).toBe(30);
    expect(pointsAllowance(2, 40)).toBe(0);
  });

  it('lets a claim up to the allowance through, and no more', () => {
    expect(canClaim(30, 3, 0)).toBe(true);
    expect(canClaim(40, 3, 0)).toBe(false);
    expect(canClaim(0, 0, 0)).toBe(true);
  });
});

describe('canClaimForPractice', () => {
  it("bounds a practice's points by 10 per audio served to it", () => {
    expect(canClaimForPractice(30, 3)).toBe(true);
    expect(canClaimForPractice(40, 3)).toBe(false);
    expect(canClaimForPractice(0, 0)).toBe(true);
    expect(canClaimForPractice(10, 0)).toBe(false);
    expect(canClaimForPractice(10, -1)).toBe(false);
  });
});
