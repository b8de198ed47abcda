import { describe, expect, it, vi } from 'vitest';
import { lazyRetrying } from './lazy';

describe('lazyRetrying', () => {
  it('creates nothing before the first call, then once for every call', async () => {
    const create = vi.fn(async () => ({ ready: true }));
    const get = lazyRetrying(create);
    expect(create).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe(first);
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives a failure to every caller waiting for it, then creates again', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('import failed')).mockResolvedValue('loaded');
    const get = lazyRetrying<string>(create);

    const waiting = [get(), get()];
    for (const call of waiting) await expect(call).rejects.toThrow('import failed');
    expect(create).toHaveBeenCalledTimes(1);

    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('turns a synchronous throw into a rejection, forgotten as well', async () => {
    let calls = 0;
    const get = lazyRetrying(() => {
      calls += 1;
      if (calls === 1) throw new Error('bad setting');
      return Promise.resolve(calls);
    });

    await expect(get()).rejects.toThrow('bad setting');
    await expect(get()).resolves.toBe(2);
  });
});
