/**
 * An assignment's results for staff: each learner of the class now and where they stand, and the
 * same as a CSV Excel opens in Portuguese (../academy/csv.ts). Reads: the class, the assignment,
 * its list, the class's learners (one per learner) and the assignment's progress (one query, one
 * per learner who did something in it).
 */
import { classFor } from '../academy/class-access';
import { brazilianDay, toCsv } from '../academy/csv';
import { academyDay } from '../data/calendar';
import { classMembers } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { AssignmentResults, LearnerResultRow } from '../shared/assignment-payloads';
import { shownName } from '../shared/name-rules';
import { learnerResult, learnerStanding, practicesOf, targetOf } from './assignment-rules';
import { assignmentProgress, readAssignment, readLists } from './assignment-store';
import type { ListsContext } from './calls';
import { assignmentView, progressView } from './learner-assignments';

/** The assignment's results, or 403/404 (a class the caller may not read; an assignment not of it). */
export async function assignmentResultsCall(
  context: ListsContext,
  classId: string,
  assignmentId: string,
): Promise<AssignmentResults> {
  const { db, now } = context;
  const found = await classFor(context, classId, 'read');
  const assignment = await readAssignment(db, assignmentId);
  if (!assignment || assignment.classId !== classId)
    throw new HttpError(404, messages.assignments.unknownAssignment);
  const [lists, members, progress] = await Promise.all([
    readLists(db, assignment.listId ? [assignment.listId] : []),
    classMembers(db, classId),
    assignmentProgress(db, assignmentId),
  ]);
  const list = lists.get(assignment.listId ?? '') ?? null;
  const learners = members.map((member): LearnerResultRow => {
    const standing = learnerStanding(
      assignment,
      list?.phrases.length ?? null,
      progress.get(member.id) ?? {},
      now,
    );
    return {
      uid: member.id,
      name: shownName(member.get('name'), member.id),
      email: (member.get('email') as string | null) ?? null,
      result: learnerResult(standing),
      progress: progressView(standing.standings),
      doneAt: standing.doneAt?.toISOString() ?? null,
    };
  });
  learners.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.uid.localeCompare(b.uid));
  return {
    assignment: assignmentView(assignment, list),
    className: found.name,
    target: targetOf(assignment, list?.phrases.length ?? null),
    pastDue: academyDay(now) > assignment.dueOn,
    learners,
  };
}

/** The results as the class page says them: a cell per column, an empty one where it shows "—". */
export function resultsCsv({ assignment, target, learners, pastDue }: AssignmentResults): string {
  const text = messages.assignments;
  const situation = (result: LearnerResultRow['result']) =>
    pastDue && (result === 'inProgress' || result === 'notStarted')
      ? text.overdueResults[result]
      : text.results[result];
  return toCsv(
    [
      ...text.resultsCsvLearner,
      ...practicesOf(assignment).map((practice) => text.resultsCsvPractice[practice](target)),
      text.resultsCsvDoneAt,
    ],
    learners.map((learner) => [
      learner.name,
      learner.email ?? '',
      situation(learner.result),
      ...learner.progress.map((each) => each.done),
      brazilianDay(learner.doneAt),
    ]),
  );
}
