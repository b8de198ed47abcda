import { describe, expect, it } from 'vitest';
import { cached, cachedPerKey } from './ranking-cache';

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

describe('cachedPerKey', () => {
  it('serves a key from memory within the ttl, and loads a new key at once', async () => {
    let now = 0;
    const loads: string[] = [];
    const get = cachedPerKey(
      1000,
      async (week: string) => {
        loads.push(week);
        return `${week}:${loads.length}`;
      },
      () => now,
    );
    expect(await Promise.all([get('2026-11-16'), get('2026-11-16')])).toEqual([
      '2026-11-16:1',
      '2026-11-16:1',
    ]);
    now = 10;
    expect(await get('2026-11-23')).toBe('2026-11-23:2');
    expect(await get('2026-11-23')).toBe('2026-11-23:2');
    now = 1010;
    expect(await get('2026-11-23')).toBe('2026-11-23:3');
    expect(loads).toEqual(['2026-11-16', '2026-11-23', '2026-11-23']);
  });
});
