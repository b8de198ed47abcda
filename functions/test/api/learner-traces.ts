/**
 * Where a learner's uid, e-mail or name is still stored, looked for in every collection and
 * subcollection of the registry (src/data/collections.ts), read straight from the emulator: the
 * whole of each top-level collection, and the subcollections of every document that was ever the
 * learner's (`parents`, gathered before a deletion, since a deleted parent's logs can only be
 * reached by its id).
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../src/data/collections';
import { testDb } from './admin';

export interface Learner {
  uid: string;
  email: string;
  name: string;
}

const mentions = (text: string, { uid, email, name }: Learner) =>
  [uid, email, name].filter((needle) => text.includes(needle));

/** Each document path that names the learner, in its path or its fields, with what it names. */
export async function tracesOf(learner: Learner, parents: readonly string[] = []): Promise<string[]> {
  const db = testDb();
  const traces: string[] = [];
  const found = (path: string, data: unknown) => {
    const named = mentions(`${path} ${JSON.stringify(data)}`, learner);
    if (named.length) traces.push(`${path}: ${named.join(', ')}`);
  };
  const subcollectionsOf = new Map(COLLECTIONS.map((spec) => [spec.name, spec.subcollections]));
  const parentRefs = new Map<string, DocumentReference>(parents.map((path) => [path, db.doc(path)]));
  for (const spec of COLLECTIONS) {
    const snapshot = await db.collection(spec.name).get();
    for (const doc of snapshot.docs) {
      found(doc.ref.path, doc.data());
      if (doc.ref.path.includes(learner.uid)) parentRefs.set(doc.ref.path, doc.ref);
    }
  }
  await Promise.all(
    [...parentRefs.values()].map(async (parent) => {
      for (const sub of subcollectionsOf.get(parent.parent.id) ?? []) {
        for (const doc of (await parent.collection(sub.name).get()).docs) found(doc.ref.path, doc.data());
      }
    }),
  );
  return traces.sort();
}

/** The paths of every top-level document that names the learner now: the parents to look under later. */
export async function learnerDocuments(learner: Learner): Promise<string[]> {
  const db = testDb();
  const paths: string[] = [];
  for (const spec of COLLECTIONS) {
    for (const doc of (await db.collection(spec.name).get()).docs) {
      if (mentions(`${doc.ref.path} ${JSON.stringify(doc.data())}`, learner).length) paths.push(doc.ref.path);
    }
  }
  return paths.sort();
}
