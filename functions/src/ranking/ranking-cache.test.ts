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

describe('cached, with a version', () => {
  it('drops its value when the version changes, and does not share a load started before', async () => {
    let version = 0;
    let loads = 0;
    const releases: (() => void)[] = [];
    const get = cached(
      60_000,
      () =>
        new Promise<number>((resolve) => {
          const load = ++loads;
          releases.push(() => resolve(load));
        }),
      () => 0,
      () => version,
    );
    const before = get();
    version = 1;
    const after = get();
    for (const release of releases) release();
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await get()).toBe(2);
    version = 2;
    const third = get();
    releases[2]?.();
    expect(await third).toBe(3);
    expect(loads).toBe(3);
  });
});
