/**
 * A learner's assignments as they stand: read for "Tarefas da turma" (GET /api/assignments), by
 * the practice draw, which puts their phrases first (../practice/draw/draw-rules.ts), and by the
 * class page's drill-down on one learner.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { scenarioById } from '../content/scenarios';
import { academyDay } from '../data/calendar';
import { readUser } from '../data/users';
import { messages } from '../messages';
import type { LearnerAssignmentResult } from '../shared/academy-payloads';
import type { Assignment, LearnerAssignment } from '../shared/assignment-payloads';
import type { PracticeKind } from '../shared/rules';
import {
  type AssignedPhrase,
  assignedPhrases,
  assignmentPhase,
  learnerResult,
  learnerStanding,
  type PracticeStanding,
  targetOf,
} from './assignment-rules';
import {
  currentAssignments,
  type ListForAssignment,
  latestClassAssignments,
  readLists,
  readProgress,
  type StoredAssignment,
  type StoredProgress,
} from './assignment-store';

/** The assignment as staff and learners see it, its title from its list or scenarios. */
export function assignmentView(assignment: StoredAssignment, list: ListForAssignment | null): Assignment {
  const title =
    assignment.kind === 'list'
      ? (list?.name ?? messages.assignments.deletedList)
      : (assignment.scenarioIds ?? []).map((id) => scenarioById(id)?.title ?? id).join(', ');
  return { ...assignment, title };
}

/** A learner's standings as the payloads say them: per practice, done of target. */
export const progressView = (standings: readonly PracticeStanding[]) =>
  standings.map(({ practice, target, done }) => ({ practice, target, done }));

interface Loaded {
  assignment: StoredAssignment;
  list: ListForAssignment | null;
  progress: StoredProgress;
}

/** The assignments with their lists and the learner's progress in them (2 reads). */
async function withListsAndProgress(
  db: Firestore,
  uid: string,
  assignments: readonly StoredAssignment[],
): Promise<Loaded[]> {
  if (!assignments.length) return [];
  const [lists, progress] = await Promise.all([
    readLists(
      db,
      assignments.flatMap((each) => each.listId ?? []),
    ),
    readProgress(
      db,
      uid,
      assignments.map((each) => each.id),
    ),
  ]);
  return assignments.map((assignment) => ({
    assignment,
    list: (assignment.listId && lists.get(assignment.listId)) || null,
    progress: progress.get(assignment.id) ?? {},
  }));
}

/** The class's assignments counting today, with their lists and the learner's progress (3 reads). */
async function loadCurrent(db: Firestore, classId: string, uid: string, now: Date): Promise<Loaded[]> {
  return withListsAndProgress(db, uid, await currentAssignments(db, classId, academyDay(now)));
}

/** GET /api/assignments: the learner's class's assignments open now or due in the last days. */
export async function learnerAssignments(
  db: Firestore,
  { uid, classId }: { uid: string; classId: string | null },
  now: Date,
): Promise<LearnerAssignment[]> {
  if (!classId) return [];
  const loaded = await loadCurrent(db, classId, uid, now);
  return loaded.map(({ assignment, list, progress }) => {
    const { state, standings } = learnerStanding(
      assignment,
      list ? list.phrases.length : null,
      progress,
      now,
    );
    return { ...assignmentView(assignment, list), state, progress: progressView(standings) };
  });
}

/** GET /api/assignments for the caller: their class's, from their record (none without a class). */
export async function learnerAssignmentsCall(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ assignments: LearnerAssignment[] }> {
  const user = await readUser(db, uid);
  return { assignments: await learnerAssignments(db, { uid, classId: user?.classId ?? null }, now) };
}

/**
 * The phrases a new practice of `kind` draws first: those of the learner's list assignments for
 * that practice, not done yet (./assignment-rules.ts `assignedPhrases`). None without a class.
 */
export async function assignedForPractice(
  db: Firestore,
  { uid, classId }: { uid: string; classId: string | null },
  kind: PracticeKind,
  now: Date,
): Promise<AssignedPhrase[]> {
  if (!classId) return [];
  const loaded = await loadCurrent(db, classId, uid, now);
  return assignedPhrases(
    loaded.flatMap(({ assignment, list, progress }) =>
      list && assignment.kind === 'list' && assignment.practices?.includes(kind)
        ? [
            {
              id: assignment.id,
              dueOn: assignment.dueOn,
              phase: assignmentPhase(assignment, now),
              phrases: list.phrases,
              done: (progress[kind] ?? []).map((each) => each.item),
              target: targetOf(assignment, list.phrases.length),
            },
          ]
        : [],
    ),
  );
}

/**
 * The learner's results in the class's `limit` assignments due last, as the results screen says
 * them (./assignment-results.ts): three reads (the assignments, their lists, the learner's progress).
 */
export async function learnerAssignmentResults(
  db: Firestore,
  { uid, classId }: { uid: string; classId: string },
  limit: number,
  now: Date,
): Promise<LearnerAssignmentResult[]> {
  const loaded = await withListsAndProgress(db, uid, await latestClassAssignments(db, classId, limit));
  const today = academyDay(now);
  return loaded.map(({ assignment, list, progress }) => {
    const standing = learnerStanding(assignment, list?.phrases.length ?? null, progress, now);
    return {
      assignment: assignmentView(assignment, list),
      state: standing.state,
      result: learnerResult(standing),
      pastDue: today > assignment.dueOn,
      progress: progressView(standing.standings),
    };
  });
}
