/**
 * Keeps the ranking in memory for a short while so that a burst of visitors costs one
 * Firestore query per instance and period; concurrent misses share one query. A change of
 * `version` (../data/ranking-changes.ts) drops the value at once.
 */
export function cached<T>(
  ttlMs: number,
  load: () => Promise<T>,
  clock: () => number = Date.now,
  version: () => number = () => 0,
) {
  let value: { data: T; expires: number; version: number } | undefined;
  // A load started before a change is not shared with requests after it.
  let pending: { promise: Promise<T>; version: number } | undefined;
  return async function get(): Promise<T> {
    const current = version();
    if (value && value.expires > clock() && value.version === current) return value.data;
    if (pending?.version !== current) {
      const loading = {
        version: current,
        promise: load()
          .then((data) => {
            if (!value || value.version <= current) {
              value = { data, expires: clock() + ttlMs, version: current };
            }
            return data;
          })
          .finally(() => {
            if (pending === loading) pending = undefined;
          }),
      };
      pending = loading;
    }
    return pending.promise;
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
  version: () => number = () => 0,
) {
  let current: { key: K; get: () => Promise<T> } | undefined;
  return function get(key: K): Promise<T> {
    if (!current || current.key !== key) {
      current = { key, get: cached(ttlMs, () => load(key), clock, version) };
    }
    return current.get();
  };
}
