/**
 * Fault injection at the data module's boundary: a Firestore handle whose batch commits, or
 * whose document creates, go through a function of the test, given the real write (to apply it,
 * fail it, hold it, or do something else around it).
 */
import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  WriteBatch,
  WriteResult,
} from 'firebase-admin/firestore';

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

export type Create = (real: () => Promise<WriteResult>, ref: DocumentReference) => Promise<WriteResult>;

/** `db`, except that every `create` of a document of the top-level `collection` goes through `create`. */
export function withCreates(db: Firestore, collection: string, create: Create): Firestore {
  const wrapRef = (ref: DocumentReference): DocumentReference =>
    new Proxy(ref, {
      get(target, property) {
        if (property === 'create') {
          return (data: Parameters<DocumentReference['create']>[0]) =>
            create(() => target.create(data), target);
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const wrapCollection = (found: CollectionReference): CollectionReference =>
    new Proxy(found, {
      get(target, property) {
        if (property === 'doc') return (id: string) => wrapRef(target.doc(id));
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return new Proxy(db, {
    get(target, property) {
      if (property === 'collection') {
        return (path: string) =>
          path === collection ? wrapCollection(target.collection(path)) : target.collection(path);
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
