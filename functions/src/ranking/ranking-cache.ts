/**
 * Keeps the ranking in memory for a short while so that a burst of visitors costs one
 * Firestore query per instance and period; concurrent misses share one query.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>, clock: () => number = Date.now) {
  let value: { data: T; expires: number } | undefined;
  let pending: Promise<T> | undefined;
  return async function get(): Promise<T> {
    if (value && value.expires > clock()) return value.data;
    pending ??= load()
      .then((data) => {
        value = { data, expires: clock() + ttlMs };
        return data;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
