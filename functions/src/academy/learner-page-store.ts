/**
 * One learner's drill-down on the class page, in reads bounded whatever their history: their
 * record (1); one getAll of their progress and week's activity (2); their two learning documents
 * (2, with the review lists and the sounds the coach heard); their latest practices (one query,
 * at most LEARNER_PRACTICES_SHOWN); the corrections of their newest conversations (one query, at
 * most LEARNER_CORRECTION_SESSIONS); the class's assignments due last (one query, at most
 * ASSIGNMENTS_SHOWN), their lists (one getAll, as many) and the learner's progress in them
 * (one getAll, as many). With the class's own read: at most 1 + 1 + 2 + 2 + 20 + 10 + 3 x 20 = 96.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readCorrectionsSince } from '../conversation/class-corrections';
import { academyDay, academyWeek } from '../data/calendar';
import { progressRef } from '../data/points-ledger';
import { usersCollection } from '../data/users';
import { weeklyActivityDoc } from '../data/weekly-activity';
import { readPracticeHistory } from '../practice/profile-figures';
import type { LearnerPage } from '../shared/academy-payloads';
import {
  ASSIGNMENTS_SHOWN,
  LEARNER_CORRECTION_SESSIONS,
  LEARNER_CORRECTIONS_SHOWN,
  LEARNER_MISSED_SHOWN,
  LEARNER_PRACTICES_SHOWN,
  LEARNER_SOUNDS_SHOWN,
} from '../shared/rules';
import { learnerAssignmentResults } from '../syllabus/learner-assignments';
import { learnerRow } from './class-page-store';
import { latestCorrections, leastLearned, mostHeard, rightAnswersOf } from './learner-page-rules';

/** Since the first conversation kept: the newest sessions are read, whenever they were. */
const EVER = new Date(0);

/** The learner's drill-down, or null when `uid` is no learner of the class now. */
export async function readLearnerPage(
  db: Firestore,
  { classId, className, uid }: { classId: string; className: string; uid: string },
  now: Date,
): Promise<LearnerPage | null> {
  const member = await usersCollection(db).doc(uid).get();
  if (!member.exists || member.get('classId') !== classId) return null;
  const [[progress, activity], history, [conversations], assignments] = await Promise.all([
    db.getAll(progressRef(db, uid), weeklyActivityDoc(db, uid, academyWeek(now))),
    readPracticeHistory(db, uid, LEARNER_PRACTICES_SHOWN),
    readCorrectionsSince(db, [uid], EVER, LEARNER_CORRECTION_SESSIONS),
    learnerAssignmentResults(db, { uid, classId }, ASSIGNMENTS_SHOWN, now),
  ]);
  return {
    className,
    learner: learnerRow(member, progress?.data(), activity?.data(), history.levels, academyDay(now)),
    practices: history.practices.map(({ at, points, ...practice }) => ({
      ...practice,
      at: at?.toISOString() ?? null,
      points,
      right: rightAnswersOf(points),
    })),
    missedPhrases: {
      writing: leastLearned(history.review.writing, LEARNER_MISSED_SHOWN),
      speaking: leastLearned(history.review.speaking, LEARNER_MISSED_SHOWN),
    },
    sounds: mostHeard(history.soundsHeard, LEARNER_SOUNDS_SHOWN),
    corrections: latestCorrections(conversations?.sessions ?? [], LEARNER_CORRECTIONS_SHOWN),
    assignments,
  };
}
