/**
 * A learner changed what the rankings show of them (a rename, leaving or rejoining, a deleted
 * account): the instance that made the change reads the rankings again at their next request
 * instead of serving its cached copy. Other instances and the CDN keep theirs for at most
 * RANKING_CACHE_SECONDS each (docs/data.md).
 */
let version = 0;

export function rankingsChanged(): void {
  version++;
}

export function rankingsVersion(): number {
  return version;
}
