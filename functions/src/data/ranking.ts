import type { Firestore } from 'firebase-admin/firestore';
import type { RankingEntry } from '../shared/contract';
import type { UserDoc } from './users';
import { usersCollection } from './users';

export const RANKING_SIZE = 100;
export const ANONYMOUS_NAME = 'Usuário Anônimo';

/** Learners with points, best first: one query on the single-field index of totalPoints. */
export async function readRanking(db: Firestore): Promise<RankingEntry[]> {
  const snapshot = await usersCollection(db)
    .where('totalPoints', '>', 0)
    .orderBy('totalPoints', 'desc')
    .limit(RANKING_SIZE)
    .get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as Partial<UserDoc>;
    return {
      id: doc.id,
      name: data.name?.trim() || ANONYMOUS_NAME,
      pointsSpeaking: data.pointsSpeaking ?? 0,
      pointsWriting: data.pointsWriting ?? 0,
      totalPoints: data.totalPoints ?? 0,
    };
  });
}
