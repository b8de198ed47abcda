/**
 * What the academy's class page reads of its learners' conversations: the tutor's corrections
 * of each learner's newest sessions begun since a moment, and nothing else of them. The one
 * module of this component another (academy/class-page-store.ts) reads.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { ConversationCorrection } from '../shared/contract';
import { readSessionCorrections } from './conversation-store';

export interface LearnerCorrections {
  uid: string;
  /** One list per session, newest first. */
  sessions: ConversationCorrection[][];
}

/** One query per learner, each of at most `perLearner` sessions (in parallel). */
export function readCorrectionsSince(
  db: Firestore,
  uids: readonly string[],
  since: Date,
  perLearner: number,
): Promise<LearnerCorrections[]> {
  return Promise.all(
    uids.map(async (uid) => ({
      uid,
      sessions: (await readSessionCorrections(db, uid, since, perLearner)).map((corrections) =>
        corrections.map(({ said, better, explanation }) => ({ said, better, explanation })),
      ),
    })),
  );
}
