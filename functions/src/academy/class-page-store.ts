/**
 * A class's page, in reads bounded by the class's size: the query of its learners (one read per
 * learner), then one getAll of four documents per learner (progress, the week's activity, the two
 * learning documents), the class's week of results, and per learner one query of the corrections
 * of their newest conversations of the week (at most CORRECTION_SESSIONS_PER_LEARNER).
 * The academy's documents: docs/data.md.
 */
import type { DocumentData, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { readCorrectionsSince } from '../conversation/class-corrections';
import { academyDay, academyWeek, dayStartsAt } from '../data/calendar';
import { pointsByDayOf, progressRef } from '../data/points-ledger';
import { classMembers } from '../data/users';
import { classAnswersOf, classWeekDoc, weeklyActivityDoc } from '../data/weekly-activity';
import { type Levels, readLevels } from '../practice/profile-figures';
import type { ClassLearner, ClassPage } from '../shared/contract';
import { shownName } from '../shared/name-rules';
import { CORRECTION_SESSIONS_PER_LEARNER } from '../shared/rules';
import { dayFigures, frequentCorrections, minutesOf, mostMissed } from './class-page-rules';

export type ClassLearners = Omit<ClassPage, 'class'>;

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * A learner's row as the class page shows it, from their user record, their progress and week's
 * activity documents and their levels (also the drill-down's, ./learner-page-store.ts).
 */
export function learnerRow(
  member: DocumentSnapshot,
  progress: DocumentData | undefined,
  activity: DocumentData | undefined,
  levels: Levels | undefined,
  today: string,
): ClassLearner {
  const activatedAt = member.get('activatedAt');
  return {
    uid: member.id,
    name: shownName(member.get('name'), member.id),
    email: (member.get('email') as string | null) ?? null,
    activatedAt: activatedAt?.toDate ? (activatedAt.toDate() as Date).toISOString() : null,
    ...dayFigures(pointsByDayOf(progress), today),
    practicesThisWeek: count(activity?.practices),
    audiosThisWeek: count(activity?.audios),
    conversationMinutesThisWeek: minutesOf(count(activity?.conversationSeconds)),
    totalPoints: count(member.get('totalPoints')),
    levels: levels ?? { writing: null, speaking: null },
  };
}

export async function readClassLearners(db: Firestore, classId: string, now: Date): Promise<ClassLearners> {
  const today = academyDay(now);
  const week = academyWeek(now);
  const members = await classMembers(db, classId);
  const uids = members.map((doc) => doc.id);
  const [figures, levels, classWeek, conversations] = await Promise.all([
    uids.length
      ? db.getAll(...uids.flatMap((uid) => [progressRef(db, uid), weeklyActivityDoc(db, uid, week)]))
      : Promise.resolve([]),
    readLevels(db, uids),
    classWeekDoc(db, classId, week).get(),
    readCorrectionsSince(db, uids, dayStartsAt(week), CORRECTION_SESSIONS_PER_LEARNER),
  ]);
  const learners = members.map((member, i) =>
    learnerRow(member, figures[2 * i]?.data(), figures[2 * i + 1]?.data(), levels.get(member.id), today),
  );
  learners.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.uid.localeCompare(b.uid));
  const answers = classAnswersOf(classWeek.data());
  return {
    weekStart: week,
    learners,
    missedPhrases: { writing: mostMissed(answers.writing), speaking: mostMissed(answers.speaking) },
    corrections: frequentCorrections(conversations),
  };
}
