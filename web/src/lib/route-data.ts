/**
 * Server data: route loaders (src/app/router.tsx) hand their calls over unawaited, in `settle`, and
 * the screen reads each with `use()` under a `<Suspense>` keyed by `visit`. Asked again on each
 * visit (a practice just saved shows) and on a retry, not when only the search parameters change.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** A call's outcome as a screen reads it: never a rejection, so the error stays on the screen. */
export type Settled<T> = { status: 'done'; data: T } | { status: 'error'; error: unknown };

export function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  return call.then(
    (data) => ({ status: 'done', data }),
    (error: unknown) => ({ status: 'error', error }),
  );
}

let visits = 0;

/** A number for each run of a loader: the key of the `<Suspense>` that reads what it started. */
export function nextVisit(): number {
  visits += 1;
  return visits;
}

/** `shouldRevalidate` of a screen whose tabs are search parameters: a tab switch asks for nothing. */
export function keepOnSearchChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const onlySearchChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlySearchChanged ? false : defaultShouldRevalidate;
}
