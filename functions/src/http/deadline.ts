/** A promise's result, or a DeadlineError once `ms` have passed without one. */
export class DeadlineError extends Error {
  override readonly name = 'DeadlineError';
}

/**
 * `work`'s result if it settles within `ms`, else a DeadlineError. The work itself is not
 * stopped (an engine's own deadline ends it); only the caller stops waiting for it.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`${what}: no result within ${ms} ms`)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}
