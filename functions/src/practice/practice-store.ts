/**
 * practices/{uid}_{practiceId}: one practice, in one document that its draw creates, its audios
 * count into and its saves credit: docs/data.md.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { POINTS_FIELD } from '../data/points-ledger';
import { deleteAfter, RETENTION_DAYS } from '../data/retention';
import { whileUserExists } from '../data/users';
import { isAlreadyExists, numberAt } from '../data/write-once';
import { LEVELS, type Level, type PracticeKind } from '../shared/rules';
import type { DrawnPhrase } from './draw/draw-rules';

export function practiceDoc(db: Firestore, uid: string, practiceId: string) {
  return db.collection('practices').doc(`${uid}_${practiceId}`);
}

export async function readPracticeAudios(db: Firestore, uid: string, practiceId: string): Promise<number> {
  return numberAt((await practiceDoc(db, uid, practiceId).get()).data(), 'audios');
}

/** True once the practice's final save was received: it gets no more audios. */
export async function isPracticeClosed(db: Firestore, uid: string, practiceId: string): Promise<boolean> {
  return (await practiceDoc(db, uid, practiceId).get()).get('closed') === true;
}

/** What a practice was drawn at its start: its level and its phrases, in order. */
export interface ServedPractice {
  kind: PracticeKind;
  level: Level;
  served: DrawnPhrase[];
}

/** The draw a practice document holds; null for a practice not drawn by the server (an older client's). */
export function servedOf(doc: DocumentData | undefined): ServedPractice | null {
  const level = LEVELS.find((each) => each === doc?.level);
  const kind = (['writing', 'speaking'] as const).find((each) => each === doc?.kind);
  if (!doc || !Array.isArray(doc.served) || !level || !kind) return null;
  const served = doc.served.filter(
    (each: unknown): each is DrawnPhrase =>
      typeof (each as Partial<DrawnPhrase>)?.phrase === 'string' &&
      typeof (each as Partial<DrawnPhrase>)?.review === 'boolean',
  );
  return { kind, level, served };
}

export async function readServed(
  db: Firestore,
  uid: string,
  practiceId: string,
): Promise<ServedPractice | null> {
  return servedOf((await practiceDoc(db, uid, practiceId).get()).data());
}

/**
 * Records what a practice was served, when it starts: a create, so a practice is drawn once.
 * Started again with the same id (a retry after a lost reply), it answers what was stored then;
 * null when the id is already a practice that was not drawn here (an older client's).
 */
export async function recordServed(
  db: Firestore,
  uid: string,
  practiceId: string,
  practice: ServedPractice,
  now: Date,
): Promise<ServedPractice | null> {
  const doc = practiceDoc(db, uid, practiceId);
  try {
    const batch = db.batch();
    // Its field too: a save of the other practice's points is then refused.
    batch.create(doc, {
      uid,
      practiceId,
      ...practice,
      field: POINTS_FIELD[practice.kind],
      updatedAt: now,
      ...deleteAfter(now, RETENTION_DAYS.activity),
    });
    whileUserExists(batch, db, uid);
    await batch.commit();
    return practice;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return servedOf((await doc.get()).data());
  }
}

/**
 * The learner's latest practices, the last saved first: one query on uid and updatedAt
 * (firestore.indexes.json), `limit` reads whatever their history.
 */
export async function latestPractices(db: Firestore, uid: string, limit: number): Promise<DocumentData[]> {
  const snapshot = await db
    .collection('practices')
    .where('uid', '==', uid)
    .orderBy('updatedAt', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data());
}
