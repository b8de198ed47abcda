/**
 * `create`'s promise, made on the first call and shared by every later one (concurrent ones
 * too). A failure is not kept: whoever was waiting gets it, and the next call creates again, so
 * a passing fault (a failed import, a missing install since fixed) needs no restart.
 */
export function lazyRetrying<T>(create: () => Promise<T>): () => Promise<T> {
  let created: Promise<T> | undefined;
  return () => {
    // A synchronous throw becomes a rejection, forgotten like any other.
    created ??= new Promise<T>((resolve) => resolve(create())).catch((error: unknown) => {
      created = undefined;
      throw error;
    });
    return created;
  };
}
