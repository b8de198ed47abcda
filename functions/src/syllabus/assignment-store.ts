/**
 * The assignments and each learner's progress in them, in Firestore (docs/data.md):
 * - assignments/{auto id}: one assignment of a class (no personal data);
 * - assignmentProgress/{assignmentId}_{uid}: one learner's progress in one assignment, per
 *   practice the phrases (or scenarios) done and when, so a class page reads an assignment's
 *   progress in one query (`where assignmentId ==`), and a learner's reads theirs by id.
 * A practice's final save writes the progress of its practice kind in the batch that applies its
 * results, which runs once per practice (../practice/saves/save-store.ts).
 */
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { addDays } from '../data/calendar';
import { deleteAfter, RETENTION_DAYS } from '../data/retention';
import type { AssignmentKind, AssignmentPractice } from '../shared/assignment-payloads';
import { ASSIGNMENT_LATE_DAYS, LEVELS, type Level } from '../shared/rules';
import type { DoneItem } from './assignment-rules';

const NOT_FOUND = 5;

export interface StoredAssignment {
  id: string;
  classId: string;
  kind: AssignmentKind;
  listId?: string;
  practices?: ('writing' | 'speaking')[];
  scenarioIds?: string[];
  startsOn: string;
  dueOn: string;
  phrases: number;
}

export type AssignmentFields = Omit<StoredAssignment, 'id' | 'classId'>;

export const assignmentsCollection = (db: Firestore) => db.collection('assignments');
export const progressCollection = (db: Firestore) => db.collection('assignmentProgress');

export const progressDoc = (db: Firestore, assignmentId: string, uid: string) =>
  progressCollection(db).doc(`${assignmentId}_${uid}`);

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((each): each is string => typeof each === 'string') : undefined;

export function assignmentOf(id: string, doc: DocumentData | undefined): StoredAssignment | null {
  if (!doc || typeof doc.classId !== 'string' || (doc.kind !== 'list' && doc.kind !== 'scenarios'))
    return null;
  const practices = strings(doc.practices)?.filter(
    (each): each is 'writing' | 'speaking' => each === 'writing' || each === 'speaking',
  );
  return {
    id,
    classId: doc.classId,
    kind: doc.kind,
    ...(typeof doc.listId === 'string' ? { listId: doc.listId } : {}),
    ...(practices ? { practices } : {}),
    ...(strings(doc.scenarioIds) ? { scenarioIds: strings(doc.scenarioIds) } : {}),
    startsOn: String(doc.startsOn),
    dueOn: String(doc.dueOn),
    phrases: typeof doc.phrases === 'number' ? doc.phrases : 0,
  };
}

/** An assignment id is a Firestore auto id: anything else names none (and no other path). */
const isAssignmentId = (id: string) => /^[A-Za-z0-9]{1,40}$/.test(id);

export async function readAssignment(db: Firestore, assignmentId: string): Promise<StoredAssignment | null> {
  if (!isAssignmentId(assignmentId)) return null;
  return assignmentOf(assignmentId, (await assignmentsCollection(db).doc(assignmentId).get()).data());
}

/** Only the fields of the assignment's kind are stored (a change of kind drops the others). */
function fieldsOf(fields: AssignmentFields): DocumentData {
  const { kind, startsOn, dueOn, phrases } = fields;
  return kind === 'list'
    ? { kind, listId: fields.listId, practices: fields.practices, startsOn, dueOn, phrases }
    : { kind, scenarioIds: fields.scenarioIds, startsOn, dueOn, phrases };
}

export async function createAssignment(
  db: Firestore,
  classId: string,
  fields: AssignmentFields,
  now: Date,
): Promise<StoredAssignment> {
  const ref = assignmentsCollection(db).doc();
  const data = { classId, ...fieldsOf(fields), createdAt: now, updatedAt: now };
  await ref.create(data);
  return assignmentOf(ref.id, data) as StoredAssignment;
}

/** Replaces the assignment's fields (its class stays); null when it is gone. */
export async function updateAssignment(
  db: Firestore,
  assignment: StoredAssignment,
  fields: AssignmentFields,
  now: Date,
): Promise<StoredAssignment | null> {
  const dropped =
    fields.kind === 'list'
      ? { scenarioIds: FieldValue.delete() }
      : { listId: FieldValue.delete(), practices: FieldValue.delete() };
  try {
    // An update: a deleted assignment is not made again.
    await assignmentsCollection(db)
      .doc(assignment.id)
      .update({ ...fieldsOf(fields), ...dropped, updatedAt: now });
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === NOT_FOUND)
      return null;
    throw error;
  }
  return assignmentOf(assignment.id, { classId: assignment.classId, ...fieldsOf(fields) });
}

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

/** Deletes the assignment, then every learner's progress in it. */
export async function deleteAssignment(db: Firestore, assignmentId: string): Promise<void> {
  await assignmentsCollection(db).doc(assignmentId).delete();
  const progress = await progressCollection(db).where('assignmentId', '==', assignmentId).get();
  for (let start = 0; start < progress.docs.length; start += BATCH_WRITES) {
    const batch = db.batch();
    for (const doc of progress.docs.slice(start, start + BATCH_WRITES)) batch.delete(doc.ref);
    await batch.commit();
  }
}

/** The class's `limit` assignments due last (one query on classId and dueOn: firestore.indexes.json). */
export async function latestClassAssignments(
  db: Firestore,
  classId: string,
  limit: number,
): Promise<StoredAssignment[]> {
  const snapshot = await assignmentsCollection(db)
    .where('classId', '==', classId)
    .orderBy('dueOn', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs
    .flatMap((doc) => assignmentOf(doc.id, doc.data()) ?? [])
    .sort((a, b) => b.dueOn.localeCompare(a.dueOn) || a.id.localeCompare(b.id));
}

/**
 * The class's assignments that count on `today`: started, and due at most ASSIGNMENT_LATE_DAYS
 * days ago (one query on classId and dueOn: firestore.indexes.json), the first due first.
 */
export async function currentAssignments(
  db: Firestore,
  classId: string,
  today: string,
): Promise<StoredAssignment[]> {
  const snapshot = await assignmentsCollection(db)
    .where('classId', '==', classId)
    .where('dueOn', '>=', addDays(today, -ASSIGNMENT_LATE_DAYS))
    .get();
  return snapshot.docs
    .flatMap((doc) => assignmentOf(doc.id, doc.data()) ?? [])
    .filter((each) => each.startsOn <= today)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id.localeCompare(b.id));
}

/** What an assignment reads of a phrase list (`phraseLists/{listId}`, written by the lists' calls). */
export interface ListForAssignment {
  id: string;
  name: string;
  level: Level;
  classIds: string[];
  phrases: { text: string; meaning: string }[];
}

export function listOf(id: string, doc: DocumentData | undefined): ListForAssignment | null {
  if (!doc || typeof doc.name !== 'string' || !Array.isArray(doc.phrases)) return null;
  const level = LEVELS.find((each) => each === doc.level) ?? 'beginner';
  const phrases = (doc.phrases as unknown[]).flatMap((each) => {
    const { text, meaning } = (each ?? {}) as { text?: unknown; meaning?: unknown };
    return typeof text === 'string' ? [{ text, meaning: typeof meaning === 'string' ? meaning : '' }] : [];
  });
  return { id, name: doc.name, level, classIds: strings(doc.classIds) ?? [], phrases };
}

export const listDoc = (db: Firestore, listId: string) => db.collection('phraseLists').doc(listId);

/** The lists by id (one read for all); a deleted list is missing from the map. */
export async function readLists(
  db: Firestore,
  listIds: readonly string[],
): Promise<Map<string, ListForAssignment>> {
  const ids = [...new Set(listIds)].filter((id) => /^[A-Za-z0-9_-]{1,128}$/.test(id));
  if (!ids.length) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => listDoc(db, id)));
  return new Map(
    snapshots.flatMap((snapshot) => {
      const list = listOf(snapshot.id, snapshot.data());
      return list ? [[snapshot.id, list] as const] : [];
    }),
  );
}

/** A learner's progress in one assignment: per practice, what was done and when. */
export type StoredProgress = Partial<Record<AssignmentPractice, DoneItem[]>>;

function doneItems(value: unknown): DoneItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((each) => {
    const { item, at } = (each ?? {}) as { item?: unknown; at?: unknown };
    if (typeof item !== 'string') return [];
    const time = at instanceof Timestamp ? at.toDate() : at instanceof Date ? at : null;
    return time ? [{ item, at: time }] : [];
  });
}

export function progressOf(doc: DocumentData | undefined): StoredProgress {
  const done = (doc?.done ?? {}) as DocumentData;
  return {
    writing: doneItems(done.writing),
    speaking: doneItems(done.speaking),
    conversation: doneItems(done.conversation),
  };
}

/** Progress documents as read, by assignment id then learner uid. */
export type ProgressByAssignment = Map<string, Map<string, StoredProgress>>;

function byAssignment(docs: readonly DocumentData[]): ProgressByAssignment {
  const found: ProgressByAssignment = new Map();
  for (const doc of docs) {
    if (typeof doc.assignmentId !== 'string' || typeof doc.uid !== 'string') continue;
    const learners = found.get(doc.assignmentId) ?? new Map<string, StoredProgress>();
    learners.set(doc.uid, progressOf(doc));
    found.set(doc.assignmentId, learners);
  }
  return found;
}

/** Every learner's progress in the assignment (one query: one read per learner who did something). */
export async function assignmentProgress(
  db: Firestore,
  assignmentId: string,
): Promise<Map<string, StoredProgress>> {
  const snapshot = await progressCollection(db).where('assignmentId', '==', assignmentId).get();
  return byAssignment(snapshot.docs.map((doc) => doc.data())).get(assignmentId) ?? new Map();
}

/**
 * Every learner's progress in each of the assignments (one query, at most 30 ids: one read per
 * learner and assignment they did something in).
 */
export async function progressIn(
  db: Firestore,
  assignmentIds: readonly string[],
): Promise<ProgressByAssignment> {
  if (!assignmentIds.length) return new Map();
  const snapshot = await progressCollection(db)
    .where('assignmentId', 'in', [...assignmentIds])
    .get();
  return byAssignment(snapshot.docs.map((doc) => doc.data()));
}

/** The learner's progress in each of the assignments, by assignment id (one read for all). */
export async function readProgress(
  db: Firestore,
  uid: string,
  assignmentIds: readonly string[],
): Promise<Map<string, StoredProgress>> {
  if (!assignmentIds.length) return new Map();
  const snapshots = await db.getAll(...assignmentIds.map((id) => progressDoc(db, id, uid)));
  return new Map(assignmentIds.map((id, i) => [id, progressOf(snapshots[i]?.data())]));
}

/**
 * Writes one practice's done items of the learner's progress (merged: the other practices'
 * fields are written by their own saves), kept RETENTION_DAYS.weeks after its last change.
 */
export function writeProgress(
  batch: WriteBatch,
  ref: DocumentReference,
  {
    assignment,
    uid,
    practice,
    done,
    now,
  }: {
    assignment: Pick<StoredAssignment, 'id' | 'classId'>;
    uid: string;
    practice: AssignmentPractice;
    done: readonly DoneItem[];
    now: Date;
  },
): void {
  batch.set(
    ref,
    {
      uid,
      assignmentId: assignment.id,
      classId: assignment.classId,
      done: { [practice]: done.map(({ item, at }) => ({ item, at })) },
      updatedAt: now,
      ...deleteAfter(now, RETENTION_DAYS.weeks),
    },
    { merge: true },
  );
}
