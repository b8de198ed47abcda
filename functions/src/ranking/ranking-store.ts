/**
 * The rankings' reads. A learner's ranking name and visibility live only in users/{uid} (the
 * learner changes them there with one update: ../data/users.ts `updateProfile`), so both lists
 * read them there at read time and no stored copy can bring back an old name or a learner who
 * left: docs/data.md.
 */
import type { DocumentData, Firestore, Query } from 'firebase-admin/firestore';
import { weeklyPointsCollection } from '../data/points-ledger';
import { isShownOnRanking, type UserDoc, usersCollection } from '../data/users';
import type { RankingEntry } from '../shared/contract';
import { shownName } from '../shared/name-rules';

export const RANKING_SIZE = 100;
/**
 * How many documents a ranking reads at most, looking for RANKING_SIZE learners on the ranking:
 * the first read takes RANKING_SIZE, and only learners who left the ranking make it read more.
 */
const READ_LIMITS = [RANKING_SIZE, 2 * RANKING_SIZE, 5 * RANKING_SIZE];

type Ranked = Partial<Pick<UserDoc, 'pointsSpeaking' | 'pointsWriting' | 'totalPoints'>>;

function entryOf(id: string, user: Partial<UserDoc>, points: Ranked): RankingEntry {
  return {
    id,
    name: shownName(user.name, id),
    pointsSpeaking: points.pointsSpeaking ?? 0,
    pointsWriting: points.pointsWriting ?? 0,
    totalPoints: points.totalPoints ?? 0,
  };
}

/**
 * The best RANKING_SIZE entries that `toEntries` keeps of `query`'s documents, reading more only
 * while learners left out keep the list short (a query with a larger limit: the local emulator
 * ignores cursors).
 */
async function firstShown(
  query: Query,
  toEntries: (docs: { id: string; data: DocumentData }[]) => Promise<RankingEntry[]>,
): Promise<RankingEntry[]> {
  let entries: RankingEntry[] = [];
  for (const limit of READ_LIMITS) {
    const snapshot = await query.limit(limit).get();
    entries = await toEntries(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    if (entries.length >= RANKING_SIZE || snapshot.size < limit) break;
  }
  return entries.slice(0, RANKING_SIZE);
}

/** Learners with points who are on the ranking, best first: the single-field index of totalPoints. */
export function readRanking(db: Firestore): Promise<RankingEntry[]> {
  const query = usersCollection(db).where('totalPoints', '>', 0).orderBy('totalPoints', 'desc');
  return firstShown(query, async (docs) =>
    docs.filter(({ data }) => isShownOnRanking(data)).map(({ id, data }) => entryOf(id, data, data)),
  );
}

/**
 * Learners with points in the academy week starting `week` who are on the ranking, best first:
 * the composite index (week, totalPoints desc) of weeklyPoints (firestore.indexes.json), then one
 * read of the learners' records for their names and visibility. A week whose learner has no
 * record (a deleted account) is left out.
 */
export function readWeeklyRanking(db: Firestore, week: string): Promise<RankingEntry[]> {
  const query = weeklyPointsCollection(db).where('week', '==', week).orderBy('totalPoints', 'desc');
  return firstShown(query, async (docs) => {
    const uids = docs.map(({ id, data }) =>
      typeof data.uid === 'string' ? data.uid : id.slice(week.length + 1),
    );
    if (uids.length === 0) return [];
    const users = await db.getAll(...uids.map((uid) => usersCollection(db).doc(uid)));
    return docs.flatMap(({ data }, i) => {
      const user = users[i]?.data() as Partial<UserDoc> | undefined;
      return user && isShownOnRanking(user) ? [entryOf(uids[i] as string, user, data)] : [];
    });
  });
}
