/**
 * "Minha turma": the caller's classmates on the rankings, all time and this academy week, best
 * first. One read of the caller's record, one query of the class's learners and one getAll of
 * their weeks (both bounded by the class's size); names and visibility read where their only copy
 * is (users/{uid}), as the other rankings do.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { weeklyPointsCollection } from '../data/points-ledger';
import { classMembers, isShownOnRanking, pointsOf, type UserDoc, usersCollection } from '../data/users';
import type { ClassRanking } from '../shared/contract';
import { shownName } from '../shared/name-rules';
import { rankedOrder } from '../shared/ranking-rules';

type Entry = ClassRanking['entries'][number];

const byTotal = rankedOrder<Entry>((entry) => entry.totalPoints);

/** The learner's class, or null. */
export async function readLearnerClass(db: Firestore, uid: string): Promise<string | null> {
  const classId = (await usersCollection(db).doc(uid).get()).get('classId');
  return typeof classId === 'string' && classId ? classId : null;
}

/**
 * The class's all-time and `week`'s rankings. A learner with no points this week is left out of
 * the weekly one, as the academy's weekly ranking leaves them out.
 */
export async function readClassRanking(
  db: Firestore,
  classId: string,
  week: string,
): Promise<Omit<ClassRanking, 'className'>> {
  const shown = (await classMembers(db, classId)).filter((doc) => isShownOnRanking(doc.data()));
  const weeks = shown.length
    ? await db.getAll(...shown.map((doc) => weeklyPointsCollection(db).doc(`${week}_${doc.id}`)))
    : [];
  const entryOf = (id: string, user: Partial<UserDoc>, points: DocumentData | undefined): Entry => ({
    id,
    name: shownName(user.name, id),
    ...pointsOf(points),
  });
  const entries = shown.map((doc) => entryOf(doc.id, doc.data(), doc.data()));
  const weekly = shown.flatMap((doc, i) => {
    const points = weeks[i]?.data();
    return (points?.totalPoints ?? 0) > 0 ? [entryOf(doc.id, doc.data(), points)] : [];
  });
  return { entries: entries.sort(byTotal), weekly: { weekStart: week, entries: weekly.sort(byTotal) } };
}
