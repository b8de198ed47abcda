/**
 * Every document about one learner, found through the registry (./collections.ts): read for the
 * export, erased when the account is deleted. Only plain queries and reads: the local emulator
 * has no listCollections, listDocuments or collection-group queries (so no recursiveDelete).
 * docs/data.md says which write makes a deletion hold.
 */
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
} from 'firebase-admin/firestore';
import { moveCounters } from './classes';
import { type CollectionSpec, DELETED_ACCOUNT, LEARNER_COLLECTIONS } from './collections';

export interface LearnerDocument {
  ref: DocumentReference;
  /** Null when only its subcollections hold something (a parent never written alone). */
  data: DocumentData | null;
  subcollections: { name: string; docs: { ref: DocumentReference; data: DocumentData }[] }[];
}

export interface LearnerCollection {
  spec: CollectionSpec;
  docs: LearnerDocument[];
}

/**
 * Who the documents are about: the uid, and the account's e-mail only when its token says the
 * address is confirmed (an unconfirmed one may be someone else's: their data is not this account's).
 */
export interface LearnerIdentity {
  uid: string;
  confirmedEmail: string | null;
}

/** The references of the learner's documents in one top-level collection. */
async function learnerRefs(
  db: Firestore,
  spec: CollectionSpec,
  { uid, confirmedEmail }: LearnerIdentity,
): Promise<DocumentReference[]> {
  const collection = db.collection(spec.name);
  switch (spec.learner.kind) {
    case 'id':
      return [collection.doc(uid)];
    case 'uidField':
      return (await collection.where('uid', '==', uid).get()).docs.map((doc) => doc.ref);
    case 'unlink':
      return (await collection.where(spec.learner.field, '==', uid).get()).docs.map((doc) => doc.ref);
    case 'member':
      return (await collection.where(spec.learner.field, 'array-contains', uid).get()).docs.map(
        (doc) => doc.ref,
      );
    case 'address':
      return confirmedEmail
        ? (await collection.where(spec.learner.field, '==', confirmedEmail.toLowerCase()).get()).docs.map(
            (doc) => doc.ref,
          )
        : [];
    case 'none':
      return [];
  }
}

async function readLearnerDocument(ref: DocumentReference, spec: CollectionSpec): Promise<LearnerDocument> {
  const [snapshot, ...subcollections] = await Promise.all([
    ref.get(),
    ...spec.subcollections.map(async ({ name }) => ({
      name,
      docs: (await ref.collection(name).get()).docs.map((doc) => ({ ref: doc.ref, data: doc.data() })),
    })),
  ]);
  return { ref, data: snapshot.data() ?? null, subcollections };
}

/** Everything kept about the learner, collection by collection (the registry's order). */
export async function readLearnerRecords(
  db: Firestore,
  uid: string,
  confirmedEmail: string | null = null,
): Promise<LearnerCollection[]> {
  return Promise.all(
    LEARNER_COLLECTIONS.map(async (spec) => {
      const refs = await learnerRefs(db, spec, { uid, confirmedEmail });
      const docs = await Promise.all(refs.map((ref) => readLearnerDocument(ref, spec)));
      const kept = docs.filter(
        (doc) => doc.data !== null || doc.subcollections.some((sub) => sub.docs.length),
      );
      return { spec, docs: kept };
    }),
  );
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

async function deleteAll(db: Firestore, refs: DocumentReference[]): Promise<void> {
  for (let start = 0; start < refs.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + BATCH_WRITES)) batch.delete(ref);
    await batch.commit();
  }
}

const RECORD_ROUNDS = 8;

/**
 * Deletes the learner's record, and with it their place in their class: the delete, only of the
 * record as read (its update time), and the class's `learners -1` in one batch, so the count
 * drops once however often the deletion runs, and a save racing it is read again.
 */
async function deleteRecord(db: Firestore, ref: DocumentReference): Promise<void> {
  for (let round = 1; ; round++) {
    const snapshot = await ref.get();
    if (!snapshot.exists || !snapshot.updateTime) return;
    const classId = snapshot.get('classId');
    const batch = db.batch();
    batch.delete(ref, { lastUpdateTime: snapshot.updateTime });
    if (typeof classId === 'string' && classId) moveCounters(batch, db, classId, { learners: -1 });
    try {
      await batch.commit();
      return;
    } catch (error) {
      const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
      if (code !== 9 || round === RECORD_ROUNDS) throw error;
    }
  }
}

/**
 * Erases every document about the learner, in an order that a failure at any point leaves
 * findable for the next attempt:
 * 1. users/{uid} first: every other write about the learner carries an update of it
 *    (./users.ts `whileUserExists`), so from this commit on none lands;
 * 2. in every other collection of the registry, each document's subcollections, then the
 *    document (a document is found by its own id or fields: deleted last, it is found again);
 * 3. the records that outlive the learner (a spent key) get DELETED_ACCOUNT instead of the uid,
 *    and the classes they taught no longer list them.
 * Each step is a delete or a plain update: running it again changes nothing more.
 */
export async function eraseLearnerRecords(
  db: Firestore,
  uid: string,
  confirmedEmail: string | null = null,
): Promise<void> {
  const who = { uid, confirmedEmail };
  const [users, ...others] = LEARNER_COLLECTIONS;
  if (users) for (const ref of await learnerRefs(db, users, who)) await deleteRecord(db, ref);
  for (const spec of others) {
    const refs = await learnerRefs(db, spec, who);
    if (spec.learner.kind === 'unlink') {
      const field = spec.learner.field;
      for (const ref of refs) await ref.update({ [field]: DELETED_ACCOUNT });
      continue;
    }
    if (spec.learner.kind === 'member') {
      const field = spec.learner.field;
      for (const ref of refs) await ref.update({ [field]: FieldValue.arrayRemove(uid) });
      continue;
    }
    for (const ref of refs) {
      const children = await Promise.all(spec.subcollections.map(({ name }) => ref.collection(name).get()));
      await deleteAll(db, [...children.flatMap((query) => query.docs.map((doc) => doc.ref)), ref]);
    }
  }
}
