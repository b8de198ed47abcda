import type { Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { weeklyPointsCollection } from '../data/points-ledger';
import type { UserDoc } from '../data/users';
import { usersCollection } from '../data/users';
import { ANONYMOUS_NAME, type RankingEntry } from '../shared/contract';

export const RANKING_SIZE = 100;

type RankedDoc = Partial<Pick<UserDoc, 'name' | 'pointsSpeaking' | 'pointsWriting' | 'totalPoints'>>;

function toEntries(
  snapshot: QuerySnapshot,
  idOf: (data: RankedDoc & { uid?: string }, id: string) => string,
) {
  return snapshot.docs.map((doc): RankingEntry => {
    const data = doc.data() as RankedDoc & { uid?: string };
    return {
      id: idOf(data, doc.id),
      name: data.name?.trim() || ANONYMOUS_NAME,
      pointsSpeaking: data.pointsSpeaking ?? 0,
      pointsWriting: data.pointsWriting ?? 0,
      totalPoints: data.totalPoints ?? 0,
    };
  });
}

/** Learners with points, best first: one query on the single-field index of totalPoints. */
export async function readRanking(db: Firestore): Promise<RankingEntry[]> {
  const snapshot = await usersCollection(db)
    .where('totalPoints', '>', 0)
    .orderBy('totalPoints', 'desc')
    .limit(RANKING_SIZE)
    .get();
  return toEntries(snapshot, (_data, id) => id);
}

/**
 * Learners with points in the academy week starting `week`, best first: one query on the
 * composite index (week, totalPoints desc) of weeklyPoints (firestore.indexes.json), at most
 * RANKING_SIZE documents read whatever the number of learners.
 */
export async function readWeeklyRanking(db: Firestore, week: string): Promise<RankingEntry[]> {
  const snapshot = await weeklyPointsCollection(db)
    .where('week', '==', week)
    .orderBy('totalPoints', 'desc')
    .limit(RANKING_SIZE)
    .get();
  return toEntries(snapshot, (data, id) => data.uid ?? id.slice(week.length + 1));
}
