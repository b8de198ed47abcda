import { useCallback, useEffect, useState } from 'react';

/** A request's state as a page shows it: a skeleton, an error with a retry, or the data. */
export type RequestState<T> = { status: 'loading' } | { status: 'error' } | { status: 'done'; data: T };

/**
 * Runs `load` when the component mounts and whenever `key` changes, aborting the previous run;
 * `retry` runs it again. A failure leaves the error state (the page says why in Portuguese).
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` decide when to load; `load` may be a new closure each render.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
