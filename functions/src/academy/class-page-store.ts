/**
 * A class's page, in reads bounded by the class's size: the query of its learners (one read per
 * learner), then one getAll of four documents per learner (progress, the week's activity, the two
 * learning documents) and the class's week of results. docs/data.md, "The academy".
 */
import type { Firestore } from 'firebase-admin/firestore';
import { academyDay, academyWeek } from '../data/calendar';
import { pointsByDayOf, progressRef } from '../data/points-ledger';
import { usersCollection } from '../data/users';
import { classWeekDoc, phrasesOf, weeklyActivityDoc } from '../data/weekly-activity';
import { readLevels } from '../practice/profile-figures';
import type { ClassLearner, MissedPhrase } from '../shared/contract';
import { shownName } from '../shared/name-rules';
import { dayFigures, minutesOf, mostMissed } from './class-page-rules';

export interface ClassLearners {
  weekStart: string;
  learners: ClassLearner[];
  missedPhrases: MissedPhrase[];
}

const count = (value: unknown) => (typeof value === 'number' ? value : 0);

export async function readClassLearners(db: Firestore, classId: string, now: Date): Promise<ClassLearners> {
  const today = academyDay(now);
  const week = academyWeek(now);
  const members = (await usersCollection(db).where('classId', '==', classId).get()).docs;
  const uids = members.map((doc) => doc.id);
  const [figures, levels, classWeek] = await Promise.all([
    uids.length
      ? db.getAll(...uids.flatMap((uid) => [progressRef(db, uid), weeklyActivityDoc(db, uid, week)]))
      : Promise.resolve([]),
    readLevels(db, uids),
    classWeekDoc(db, classId, week).get(),
  ]);
  const learners = members.map((member, i): ClassLearner => {
    const progress = figures[2 * i]?.data();
    const activity = figures[2 * i + 1]?.data();
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
      levels: levels.get(member.id) ?? { writing: null, speaking: null },
    };
  });
  learners.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.uid.localeCompare(b.uid));
  const phrases = phrasesOf(classWeek.data());
  return { weekStart: week, learners, missedPhrases: mostMissed(phrases) };
}
