/**
 * The academy's assignments: a teacher (or an admin) assigns to a class a phrase list, for the
 * writing practice, the speaking practice or both, or scenarios of the conversation, from a start
 * day to a due day (São Paulo days: open from 00:00 of `startsOn` to the end of `dueOn`) with a
 * number of phrases (or scenarios) to do. Staff calls under
 * `/api/academy/classes/:classId/assignments`; the learner's `GET /api/assignments`. The
 * practices draw the phrases of the learner's assignment first (docs/api.md).
 */
import * as v from 'valibot';
import { MAX_ASSIGNMENT_SCENARIOS, MAX_LIST_PHRASES } from './rules';

/** A São Paulo calendar day, YYYY-MM-DD. */
const daySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const idSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const ASSIGNMENT_KINDS = ['list', 'scenarios'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

/** What an assignment's progress counts: a phrase practice, or the conversation (scenarios). */
export const ASSIGNMENT_PRACTICES = ['writing', 'speaking', 'conversation'] as const;
export type AssignmentPractice = (typeof ASSIGNMENT_PRACTICES)[number];

const phrasePracticesSchema = v.pipe(
  v.array(v.picklist(['writing', 'speaking'])),
  v.minLength(1),
  v.maxLength(2),
);

/**
 * POST /api/academy/classes/:classId/assignments (201, the Assignment) and PUT
 * .../assignments/:assignmentId (200, the Assignment as saved): the whole assignment each time.
 * A list assignment names `listId` and `practices`; a scenarios one `scenarioIds`. `phrases` is
 * the number to do: list phrases answered right, in each practice asked (at most the list's
 * size), or scenarios talked in (at most those named).
 */
export const saveAssignmentRequestSchema = v.object({
  kind: v.picklist(ASSIGNMENT_KINDS),
  listId: v.optional(idSchema),
  practices: v.optional(phrasePracticesSchema),
  scenarioIds: v.optional(v.pipe(v.array(idSchema), v.minLength(1), v.maxLength(MAX_ASSIGNMENT_SCENARIOS))),
  startsOn: daySchema,
  dueOn: daySchema,
  phrases: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_LIST_PHRASES)),
});
export type SaveAssignmentRequest = v.InferInput<typeof saveAssignmentRequestSchema>;

/** A learner's progress in one practice of an assignment. */
export const assignmentProgressSchema = v.object({
  practice: v.picklist(ASSIGNMENT_PRACTICES),
  /** Phrases (or scenarios) to do, and done so far (at most the target). */
  target: v.number(),
  done: v.number(),
});
export type AssignmentProgress = v.InferOutput<typeof assignmentProgressSchema>;

/**
 * Where a learner stands in an assignment: `open` (not done yet, before its due day ends),
 * `overdue` (not done, due day past: still counted, as late, for ASSIGNMENT_LATE_DAYS), `done`
 * (every practice asked reached its target by the due day's end), `doneLate` (after it).
 */
export const ASSIGNMENT_STATES = ['open', 'overdue', 'done', 'doneLate'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

/**
 * An assignment as the learner sees it: the assignment, their state in it and their progress.
 * Written whole (not an assignment's entries spread), so a bundle that uses neither drops both.
 */
export const learnerAssignmentSchema = v.object({
  id: v.string(),
  classId: v.string(),
  kind: v.picklist(ASSIGNMENT_KINDS),
  /** A list assignment's list, and the practices it asks for (in this order). */
  listId: v.optional(v.string()),
  practices: v.optional(v.array(v.picklist(['writing', 'speaking']))),
  /** A scenarios assignment's scenarios. */
  scenarioIds: v.optional(v.array(v.string())),
  startsOn: daySchema,
  dueOn: daySchema,
  phrases: v.number(),
  /** What the learner is told to do: the list's name, or the scenarios' titles (Portuguese). */
  title: v.string(),
  state: v.picklist(ASSIGNMENT_STATES),
  progress: v.array(assignmentProgressSchema),
});
export type LearnerAssignment = v.InferOutput<typeof learnerAssignmentSchema>;

/**
 * An assignment as stored and shown to staff: the learner's fields but their state and progress.
 * Written whole, not `v.omit` of the learner's, so the academy's screens that parse it add no
 * valibot code to the app's first chunk, which every learner downloads.
 */
export const assignmentSchema = v.object({
  id: v.string(),
  classId: v.string(),
  kind: v.picklist(ASSIGNMENT_KINDS),
  listId: v.optional(v.string()),
  practices: v.optional(v.array(v.picklist(['writing', 'speaking']))),
  scenarioIds: v.optional(v.array(v.string())),
  startsOn: daySchema,
  dueOn: daySchema,
  phrases: v.number(),
  title: v.string(),
});
export type Assignment = v.InferOutput<typeof assignmentSchema>;

/**
 * GET .../classes/:classId/assignments: the class's ASSIGNMENTS_SHOWN assignments due last, the
 * latest due first, with the class's learners now and, per assignment, how many of them are done
 * (on time or late); `older`: the class has assignments due before those, not listed. A list,
 * not a record: `v.record` would add valibot code to the app's first chunk.
 */
export const classAssignmentsSchema = v.object({
  assignments: v.array(assignmentSchema),
  older: v.boolean(),
  learners: v.number(),
  done: v.array(v.object({ assignmentId: v.string(), learners: v.number() })),
});
export type ClassAssignments = v.InferOutput<typeof classAssignmentsSchema>;

/** DELETE .../assignments/:assignmentId. The learners' progress in it is deleted with it. */
export const deleteAssignmentResponseSchema = v.object({ deleted: v.literal(true) });
export type DeleteAssignmentResponse = v.InferOutput<typeof deleteAssignmentResponseSchema>;

/**
 * GET /api/assignments ("Tarefas da turma"): the caller's class's assignments open now and those
 * due in the last ASSIGNMENT_LATE_DAYS days, the first due first; empty for a learner of no class.
 */
export const learnerAssignmentsSchema = v.object({ assignments: v.array(learnerAssignmentSchema) });
export type LearnerAssignments = v.InferOutput<typeof learnerAssignmentsSchema>;

/**
 * A learner's result in an assignment, for staff: `done`, `doneLate` (./assignment-rules.ts
 * `assignmentState`), else `inProgress` (something done) or `notStarted` (nothing yet). Whether an
 * unfinished one is late is the assignment's `pastDue`.
 */
export const LEARNER_RESULTS = ['done', 'doneLate', 'inProgress', 'notStarted'] as const;
export type LearnerResult = (typeof LEARNER_RESULTS)[number];

export const learnerResultSchema = v.object({
  uid: v.string(),
  name: v.string(),
  email: v.nullable(v.string()),
  result: v.picklist(LEARNER_RESULTS),
  progress: v.array(assignmentProgressSchema),
  /** When the learner reached the last target (ISO 8601), or null. */
  doneAt: v.nullable(v.string()),
});
export type LearnerResultRow = v.InferOutput<typeof learnerResultSchema>;

/**
 * GET .../classes/:classId/assignments/:assignmentId/results: each learner of the class now (by
 * name) and where they stand; `pastDue` once the due day ended (São Paulo). `.../results.csv`:
 * the same as a CSV Excel opens in Portuguese.
 */
export const assignmentResultsSchema = v.object({
  assignment: assignmentSchema,
  className: v.string(),
  /** What each practice asked counts to (./assignment-rules.ts `targetOf`). */
  target: v.number(),
  pastDue: v.boolean(),
  learners: v.array(learnerResultSchema),
});
export type AssignmentResults = v.InferOutput<typeof assignmentResultsSchema>;
