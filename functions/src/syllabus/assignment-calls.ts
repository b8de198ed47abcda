/**
 * The assignments' calls: who may (an admin any class; a teacher their classes, with lists they
 * may see), what a save may say (./assignment-rules.ts), then the store. Routes only parse and
 * answer (./routes.ts).
 */
import { classFor } from '../academy/class-access';
import { scenarioById } from '../content/scenarios';
import { academyDay } from '../data/calendar';
import { classMembers } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type {
  Assignment,
  ClassAssignments,
  DeleteAssignmentResponse,
  SaveAssignmentRequest,
} from '../shared/assignment-payloads';
import { ASSIGNMENTS_SHOWN } from '../shared/rules';
import { daysRefusal, learnerStanding } from './assignment-rules';
import {
  type AssignmentFields,
  createAssignment,
  deleteAssignment,
  type ListForAssignment,
  latestClassAssignments,
  progressIn,
  readAssignment,
  readLists,
  type StoredAssignment,
  updateAssignment,
} from './assignment-store';
import { type ListsContext, listCaller } from './calls';
import { assignmentView } from './learner-assignments';
import { canSeeList } from './list-access-rules';

/** Whether the caller may use the list (./list-access-rules.ts): an admin any; a teacher the academy's or their classes'. */
async function maySeeList(context: ListsContext, list: ListForAssignment) {
  return canSeeList(await listCaller(context), list.classIds);
}

/**
 * The assignment's fields once checked, with its list: 400 for what does not fit its kind, days
 * or size, 404 for a list that is not there, 403 for a list the caller may not see. A change may
 * keep a due day already past (`keptDue`); a new due day is today or later.
 */
async function checkedFields(
  context: ListsContext,
  body: SaveAssignmentRequest,
  keptDue: string | null,
): Promise<{ fields: AssignmentFields; list: ListForAssignment | null }> {
  const { kind, startsOn, dueOn, phrases } = body;
  const today = academyDay(context.now);
  const refusal = daysRefusal({ startsOn, dueOn }, keptDue === dueOn ? dueOn : today);
  if (refusal) throw new HttpError(400, messages.assignments[refusal]);
  if (kind === 'scenarios') {
    if (!body.scenarioIds || body.listId !== undefined || body.practices !== undefined) {
      throw new HttpError(400, messages.assignments.scenariosNeeded);
    }
    const scenarioIds = [...new Set(body.scenarioIds)];
    if (!scenarioIds.every((id) => scenarioById(id)))
      throw new HttpError(400, messages.assignments.unknownScenario);
    if (phrases > scenarioIds.length) {
      throw new HttpError(400, messages.assignments.tooManyScenarios(scenarioIds.length));
    }
    return { fields: { kind, scenarioIds, startsOn, dueOn, phrases }, list: null };
  }
  if (!body.listId || !body.practices || body.scenarioIds !== undefined) {
    throw new HttpError(400, messages.assignments.listNeeded);
  }
  const list = (await readLists(context.db, [body.listId])).get(body.listId);
  if (!list) throw new HttpError(404, messages.assignments.unknownList);
  if (!(await maySeeList(context, list))) throw new HttpError(403, messages.assignments.listNotForClass);
  if (phrases > list.phrases.length)
    throw new HttpError(400, messages.assignments.tooManyPhrases(list.phrases.length));
  // In the practices' own order, each once.
  const practices = (['writing', 'speaking'] as const).filter((each) => body.practices?.includes(each));
  return { fields: { kind, listId: list.id, practices, startsOn, dueOn, phrases }, list };
}

/** The assignment of the class, or 404. */
async function assignmentOfClass(context: ListsContext, classId: string, assignmentId: string) {
  const found = await readAssignment(context.db, assignmentId);
  if (!found || found.classId !== classId) throw new HttpError(404, messages.assignments.unknownAssignment);
  return found;
}

/**
 * GET .../assignments: the class's ASSIGNMENTS_SHOWN assignments due last, with how many of its
 * learners are done in each. Reads: the class, its learners, one more assignment than shown (to
 * tell whether older ones exist), their progress documents and their lists.
 */
export async function classAssignmentsCall(
  context: ListsContext,
  classId: string,
): Promise<ClassAssignments> {
  const { db, now } = context;
  await classFor(context, classId, 'read');
  const [latest, members] = await Promise.all([
    latestClassAssignments(db, classId, ASSIGNMENTS_SHOWN + 1),
    classMembers(db, classId),
  ]);
  const stored = latest.slice(0, ASSIGNMENTS_SHOWN);
  const [progress, lists] = await Promise.all([
    progressIn(
      db,
      stored.map((each) => each.id),
    ),
    readLists(
      db,
      stored.flatMap((each) => each.listId ?? []),
    ),
  ]);
  const done: ClassAssignments['done'] = [];
  const assignments = stored.map((assignment) => {
    const list = lists.get(assignment.listId ?? '') ?? null;
    const learners = progress.get(assignment.id);
    done.push({
      assignmentId: assignment.id,
      learners: members.filter((member) => {
        const found = learners?.get(member.id);
        return found && learnerStanding(assignment, list?.phrases.length ?? null, found, now).doneAt;
      }).length,
    });
    return assignmentView(assignment, list);
  });
  return { assignments, older: latest.length > ASSIGNMENTS_SHOWN, learners: members.length, done };
}

export async function createAssignmentCall(
  context: ListsContext,
  classId: string,
  body: SaveAssignmentRequest,
): Promise<Assignment> {
  await classFor(context, classId, 'read');
  const { fields, list } = await checkedFields(context, body, null);
  return assignmentView(await createAssignment(context.db, classId, fields, context.now), list);
}

export async function updateAssignmentCall(
  context: ListsContext,
  classId: string,
  assignmentId: string,
  body: SaveAssignmentRequest,
): Promise<Assignment> {
  await classFor(context, classId, 'read');
  const found: StoredAssignment = await assignmentOfClass(context, classId, assignmentId);
  const { fields, list } = await checkedFields(context, body, found.dueOn);
  const updated = await updateAssignment(context.db, found, fields, context.now);
  if (!updated) throw new HttpError(404, messages.assignments.unknownAssignment);
  return assignmentView(updated, list);
}

export async function deleteAssignmentCall(
  context: ListsContext,
  classId: string,
  assignmentId: string,
): Promise<DeleteAssignmentResponse> {
  await classFor(context, classId, 'read');
  await assignmentOfClass(context, classId, assignmentId);
  await deleteAssignment(context.db, assignmentId);
  return { deleted: true };
}
