/**
 * classes/{classId}: an academy class, its teachers and its counters; classNames/{nameKey}: the
 * claim that makes a class name unique. The counters (learners, keysFree, keysUsed, keysRevoked)
 * move only in the batches that change what they count, by increments: docs/data.md.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, type Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { cleanClassName } from '../shared/name-rules';
import { DAILY_AUDIO_LIMIT, dailyAudiosOf } from '../shared/rules';

export interface ClassDoc {
  name: string;
  nameKey: string;
  endDate: string | null;
  archived: boolean;
  createdAt: Timestamp;
  teacherUids: string[];
  learners: number;
  keysFree: number;
  keysUsed: number;
  keysRevoked: number;
  /** Its learners' daily audios, set by an admin; absent: the default (shared/rules.ts dailyAudiosOf). */
  dailyAudios?: number;
}

export type ClassCounter = 'learners' | 'keysFree' | 'keysUsed' | 'keysRevoked';

export function classesCollection(db: Firestore) {
  return db.collection('classes');
}

export function classNamesCollection(db: Firestore) {
  return db.collection('classNames');
}

/**
 * The id of a name's claim: "Turma A", "turma  a " and "TURMA A" are one name, and so is one
 * that differs only by what the name rule removes (zero-width or bidi characters:
 * shared/name-rules.ts cleanClassName). A hash, so any name (slashes included) makes a valid
 * document id.
 */
export function classNameKey(name: string): string {
  return createHash('sha256')
    .update((cleanClassName(name) ?? name.trim()).toLocaleLowerCase('pt-BR'))
    .digest('hex')
    .slice(0, 32);
}

/** Adds the counters' increments to `batch` (an update: a class is never deleted, only archived). */
export function moveCounters(
  batch: WriteBatch,
  db: Firestore,
  classId: string,
  changes: Partial<Record<ClassCounter, number>>,
): void {
  const increments = Object.fromEntries(
    Object.entries(changes)
      .filter(([, by]) => by !== 0)
      .map(([field, by]) => [field, FieldValue.increment(by as number)]),
  );
  if (Object.keys(increments).length) batch.update(classesCollection(db).doc(classId), increments);
}

/** The class's name, or null (no class, or one that does not exist). */
export async function readClassName(
  db: Firestore,
  classId: string | null | undefined,
): Promise<string | null> {
  if (!classId) return null;
  const name = (await classesCollection(db).doc(classId).get()).get('name');
  return typeof name === 'string' ? name : null;
}

/** The class document a learner's record names, or null when it names none. */
export function learnersClassDoc(db: Firestore, classId: string | null | undefined) {
  return classId ? classesCollection(db).doc(classId) : null;
}

/**
 * The daily audios of a learner of class `classId`: its allowance, or the default when the learner
 * has no class or the class has none (or is gone). One read, none without a class.
 */
export async function readDailyAudios(db: Firestore, classId: string | null | undefined): Promise<number> {
  const ref = learnersClassDoc(db, classId);
  return ref ? dailyAudiosOf((await ref.get()).get('dailyAudios')) : DAILY_AUDIO_LIMIT;
}
