import { describe, expect, it } from 'vitest';
import { DeadlineError, withDeadline } from './deadline';

describe('withDeadline', () => {
  it('passes on a result or an error that comes in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 50, 'x')).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error('down')), 50, 'x')).rejects.toThrow('down');
  });

  it('fails with a DeadlineError when nothing comes in time', async () => {
    const never = new Promise<number>(() => undefined);
    const started = performance.now();
    const error = await withDeadline(never, 20, 'speech').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeadlineError);
    expect(String(error)).toMatch(/speech: no result within 20 ms/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
