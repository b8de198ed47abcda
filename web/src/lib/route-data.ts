/**
 * Server data on the web goes through react-router's route loaders (src/app/router.tsx): a
 * screen's reads start with the navigation. A loader hands its calls over unawaited, wrapped
 * in `settle`, so the screen draws at once with its skeleton, reads each call with React's
 * `use()` inside a `<Suspense>` keyed by `visit` (a retry shows the skeleton again), and shows
 * its own error card, whose retry asks the loader again (`useRevalidator`).
 *
 * One refresh policy: a screen's data is asked for each time the learner comes to it (so what a
 * practice just saved shows on the ranking and the profile), and on a retry; changing only the
 * search parameters (the ranking's tabs) keeps what was loaded (`keepOnSearchChange`).
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
export function keepOnSearchChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onlySearchChanged = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlySearchChanged ? false : defaultShouldRevalidate;
}
