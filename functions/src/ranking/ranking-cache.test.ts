import { describe, expect, it } from 'vitest';
import { cached } from './ranking-cache';

describe('cached', () => {
  it('loads once for concurrent callers and within the ttl', async () => {
    let now = 0;
    let loads = 0;
    const get = cached(
      1000,
      async () => {
        loads++;
        return loads;
      },
      () => now,
    );
    const results = await Promise.all(Array.from({ length: 20 }, get));
    expect(results.every((r) => r === 1)).toBe(true);
    now = 999;
    expect(await get()).toBe(1);
    expect(loads).toBe(1);
  });

  it('loads again after the ttl', async () => {
    let now = 0;
    let loads = 0;
    const get = cached(
      1000,
      async () => ++loads,
      () => now,
    );
    await get();
    now = 1000;
    expect(await get()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const get = cached(1000, async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    await expect(get()).rejects.toThrow('down');
    fail = false;
    expect(await get()).toBe('ok');
  });
});
