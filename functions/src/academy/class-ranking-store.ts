/**
 * "Minha turma": the caller's classmates on the rankings, all-time points, best first. One read
 * of the caller's record and one query of the class's learners (bounded by its size); names and
 * visibility read where their only copy is (users/{uid}), as the other rankings do.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { isShownOnRanking, type UserDoc, usersCollection } from '../data/users';
import type { ClassRanking } from '../shared/contract';
import { shownName } from '../shared/name-rules';

type Entry = ClassRanking['entries'][number];

/** The learner's class, or null. */
export async function readLearnerClass(db: Firestore, uid: string): Promise<string | null> {
  const classId = (await usersCollection(db).doc(uid).get()).get('classId');
  return typeof classId === 'string' && classId ? classId : null;
}

export async function readClassRanking(db: Firestore, classId: string): Promise<Entry[]> {
  const snapshot = await usersCollection(db).where('classId', '==', classId).get();
  return snapshot.docs
    .map((doc) => ({ id: doc.id, data: doc.data() as Partial<UserDoc> }))
    .filter(({ data }) => isShownOnRanking(data))
    .map(({ id, data }) => ({
      id,
      name: shownName(data.name, id),
      pointsWriting: data.pointsWriting ?? 0,
      pointsSpeaking: data.pointsSpeaking ?? 0,
      totalPoints: data.totalPoints ?? 0,
    }))
    .sort((a, b) => b.totalPoints - a.totalPoints || a.name.localeCompare(b.name, 'pt-BR'));
}
