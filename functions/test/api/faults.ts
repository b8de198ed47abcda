/**
 * Fault injection at the data module's boundary: a Firestore handle whose batch commits go
 * through a function of the test, given the real commit (to apply it, fail it, hold it).
 */
import type { Firestore, WriteBatch, WriteResult } from 'firebase-admin/firestore';

export type Commit = (real: () => Promise<WriteResult[]>) => Promise<WriteResult[]>;

/** `db`, except that every batch commit goes through `commit`, given the real one. */
export function withCommits(db: Firestore, commit: Commit): Firestore {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'batch') {
        return (): WriteBatch => {
          const batch = target.batch();
          const real = batch.commit.bind(batch);
          batch.commit = () => commit(real);
          return batch;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
