import { describe, expect, it } from 'vitest';
import { shardAllowance } from './academy-budget';

describe('shardAllowance', () => {
  it('splits a budget into shares that sum to it exactly, none more than one apart', () => {
    for (const [amount, shards] of [
      [50, 7],
      [0, 3],
      [5, 20],
      [7_500_000, 20],
      [160_001, 13],
    ] as const) {
      const shares = Array.from({ length: shards }, (_, shard) => shardAllowance({ amount, shards }, shard));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
    }
  });
});
