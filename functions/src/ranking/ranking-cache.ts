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

/**
 * `cached` for a load that depends on a key (the week): only the latest key is kept, and a new
 * key loads at once instead of serving the previous key's value.
 */
export function cachedPerKey<K, T>(
  ttlMs: number,
  load: (key: K) => Promise<T>,
  clock: () => number = Date.now,
) {
  let current: { key: K; get: () => Promise<T> } | undefined;
  return function get(key: K): Promise<T> {
    if (!current || current.key !== key) current = { key, get: cached(ttlMs, () => load(key), clock) };
    return current.get();
  };
}
