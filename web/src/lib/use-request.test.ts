import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRequest } from './use-request';

/** A request the test answers by hand. */
function pending<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('useRequest', () => {
  it('loads on mount and shows the data', async () => {
    const { result } = renderHook(() => useRequest(() => Promise.resolve(42), 'answer'));
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', data: 42 }));
  });

  it('keeps the error, and loads again on retry', async () => {
    const failure = new Error('offline');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useRequest(load, 'page'));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', error: failure }));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', data: 'ok' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('aborts the previous run when the key changes, and ignores its late answer', async () => {
    const week = pending<string>();
    const all = pending<string>();
    const requests: Record<string, ReturnType<typeof pending<string>>> = { week, all };
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useRequest((signal) => {
          signals.push(signal);
          return requests[key]?.promise ?? Promise.reject(new Error(key));
        }, key),
      { initialProps: { key: 'week' } },
    );
    rerender({ key: 'all' });
    expect(signals[0]?.aborted).toBe(true);
    await act(async () => all.resolve('all time'));
    await act(async () => week.resolve('this week'));
    expect(result.current.state).toEqual({ status: 'done', data: 'all time' });
  });

  it('runs nothing while the key is null, then runs when it is given', async () => {
    const load = vi.fn().mockResolvedValue('saved');
    const { result, rerender } = renderHook(({ key }) => useRequest(load, key), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'practice-1' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'done', data: 'saved' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
