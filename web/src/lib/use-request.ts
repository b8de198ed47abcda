import { useCallback, useEffect, useState } from 'react';

/**
 * A request's state as a screen shows it: nothing asked yet, a skeleton or a "saving...", an
 * error with a retry (`error` says why), or the data.
 */
export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; data: T };

/**
 * Runs `load` when the component mounts and whenever `key` changes, aborting the previous run;
 * `retry` runs it again. A `null` key runs nothing (the state is idle) until the caller is ready.
 * A failure leaves the error state (the screen says why in Portuguese).
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, key: string | null) {
  const [state, setState] = useState<RequestState<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `attempt` decide when to load; `load` may be a new closure each render.
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
