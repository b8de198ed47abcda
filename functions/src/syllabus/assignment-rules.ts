/**
 * The rules of the academy's assignments, apart from Firestore: when one is open (São Paulo days),
 * what a save of one may say, which of its phrases a practice draws, and where a learner stands.
 *
 * An assignment is open from 00:00 of its start day to the end of its due day in São Paulo; for
 * ASSIGNMENT_LATE_DAYS days after, it still counts (done late) and the practices still draw it.
 * A learner's progress keeps, per practice, each phrase (or scenario) done and when: the state is
 * worked out when read, so a target changed later applies to what was already done.
 */
import { academyDay, addDays } from '../data/calendar';
import type { AssignmentPractice, AssignmentState, LearnerResult } from '../shared/assignment-payloads';
import { ASSIGNMENT_LATE_DAYS, MAX_ASSIGNMENT_DAYS } from '../shared/rules';

export interface AssignmentDays {
  startsOn: string;
  dueOn: string;
}

/** upcoming: before its start day; open: start to due day; late: the days it still counts after. */
export type AssignmentPhase = 'upcoming' | 'open' | 'late' | 'closed';

/** Where the assignment stands at `now` (São Paulo days, whatever the server's zone). */
export function assignmentPhase({ startsOn, dueOn }: AssignmentDays, now: Date): AssignmentPhase {
  const today = academyDay(now);
  if (today < startsOn) return 'upcoming';
  if (today <= dueOn) return 'open';
  return today <= addDays(dueOn, ASSIGNMENT_LATE_DAYS) ? 'late' : 'closed';
}

/** Whether something done at `now` counts for the assignment (open or late). */
export function countsAt(days: AssignmentDays, now: Date): boolean {
  const phase = assignmentPhase(days, now);
  return phase === 'open' || phase === 'late';
}

/** Whether something done at `at` was done after the due day ended. */
export function isLate({ dueOn }: Pick<AssignmentDays, 'dueOn'>, at: Date): boolean {
  return academyDay(at) > dueOn;
}

/** A calendar day that exists (2026-02-30 does not). */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export type DaysRefusal = 'invalidDay' | 'dueBeforeStart' | 'dueInPast' | 'tooLong';

/** Why an assignment saved on `today` may not have these days, or null. */
export function daysRefusal({ startsOn, dueOn }: AssignmentDays, today: string): DaysRefusal | null {
  if (!isRealDay(startsOn) || !isRealDay(dueOn)) return 'invalidDay';
  if (dueOn < startsOn) return 'dueBeforeStart';
  if (dueOn < today) return 'dueInPast';
  if (dueOn > addDays(startsOn, MAX_ASSIGNMENT_DAYS - 1)) return 'tooLong';
  return null;
}

/** One phrase (or scenario) a learner did for an assignment, and when. */
export interface DoneItem {
  item: string;
  at: Date;
}

/** `done` with what `items` adds at `now`: each item once, kept at its first time. */
export function withDone(done: readonly DoneItem[], items: readonly string[], now: Date): DoneItem[] {
  const known = new Set(done.map((each) => each.item));
  const added = [...new Set(items)].filter((item) => !known.has(item)).map((item) => ({ item, at: now }));
  return [...done, ...added];
}

/** How far a learner is in one practice of an assignment, and when they reached its target. */
export interface PracticeStanding {
  practice: AssignmentPractice;
  target: number;
  done: number;
  /** When the target was reached (the target-th item's time), or null. */
  doneAt: Date | null;
}

export function practiceStanding(
  practice: AssignmentPractice,
  target: number,
  done: readonly DoneItem[],
): PracticeStanding {
  const times = done.map((each) => each.at.getTime()).sort((a, b) => a - b);
  const reached = target > 0 && times.length >= target ? new Date(times[target - 1] as number) : null;
  return { practice, target, done: Math.min(done.length, target), doneAt: reached };
}

/**
 * The learner's state in an assignment: done once every practice asked reached its target (late
 * if the last one did after the due day), else open until the due day ends, then overdue.
 */
export function assignmentState(
  days: AssignmentDays,
  standings: readonly PracticeStanding[],
  now: Date,
): AssignmentState {
  const reached = standings.map((each) => each.doneAt);
  if (reached.length && reached.every((at) => at !== null)) {
    const last = new Date(Math.max(...reached.map((at) => (at as Date).getTime())));
    return isLate(days, last) ? 'doneLate' : 'done';
  }
  return academyDay(now) <= days.dueOn ? 'open' : 'overdue';
}

/** What an assignment asks, for a learner's standing in it. */
export interface AssignmentAsks extends AssignmentDays {
  kind: 'list' | 'scenarios';
  practices?: readonly ('writing' | 'speaking')[];
  scenarioIds?: readonly string[];
  phrases: number;
}

/** A learner's standing in an assignment: per practice asked, their state, and when they were done. */
export interface LearnerStanding {
  standings: PracticeStanding[];
  state: AssignmentState;
  /** When the last practice asked reached its target, or null while one has not. */
  doneAt: Date | null;
}

/** Where a learner stands, from their progress (`listSize`: the list's now, null for none). */
export function learnerStanding(
  assignment: AssignmentAsks,
  listSize: number | null,
  progress: Partial<Record<AssignmentPractice, readonly DoneItem[]>>,
  now: Date,
): LearnerStanding {
  const target = targetOf(assignment, listSize);
  const standings = practicesOf(assignment).map((practice) =>
    practiceStanding(practice, target, progress[practice] ?? []),
  );
  const state = assignmentState(assignment, standings, now);
  const times = standings.map((each) => each.doneAt?.getTime() ?? 0);
  const doneAt = state === 'done' || state === 'doneLate' ? new Date(Math.max(...times)) : null;
  return { standings, state, doneAt };
}

/** A learner's result as staff read it: done (late or not), else whether they started. */
export function learnerResult({ state, standings }: Omit<LearnerStanding, 'doneAt'>): LearnerResult {
  if (state === 'done' || state === 'doneLate') return state;
  return standings.some((each) => each.done > 0) ? 'inProgress' : 'notStarted';
}

/** An assignment a practice may draw from: its list's phrases, in order, and what is done. */
export interface DrawableAssignment {
  id: string;
  dueOn: string;
  phase: AssignmentPhase;
  /** The list's phrases with their meanings, in the list's order. */
  phrases: readonly { text: string; meaning: string }[];
  /** The phrases the learner already did in this practice. */
  done: readonly string[];
  target: number;
}

/** A phrase an assignment puts first in a practice. */
export interface AssignedPhrase {
  phrase: string;
  meaning: string;
  assignmentId: string;
}

/**
 * The phrases the learner's assignments put first in a practice, in order: the open assignments
 * before those past their due day, each group the first due first; of each, the phrases not done
 * yet in the list's order (a unit is learned in its order; a phrase missed comes back first), as
 * many as its target still needs. A phrase two assignments share is drawn for the first.
 */
export function assignedPhrases(assignments: readonly DrawableAssignment[]): AssignedPhrase[] {
  const counting = assignments.filter((each) => each.phase === 'open' || each.phase === 'late');
  const order = [...counting].sort(
    (a, b) =>
      Number(a.phase === 'late') - Number(b.phase === 'late') ||
      a.dueOn.localeCompare(b.dueOn) ||
      a.id.localeCompare(b.id),
  );
  const taken = new Set<string>();
  const drawn: AssignedPhrase[] = [];
  for (const assignment of order) {
    const done = new Set(assignment.done);
    const needed = Math.max(0, assignment.target - assignment.done.length);
    const left = assignment.phrases
      .filter(({ text }) => !done.has(text) && !taken.has(text))
      .slice(0, needed);
    for (const { text, meaning } of left) {
      taken.add(text);
      drawn.push({ phrase: text, meaning, assignmentId: assignment.id });
    }
  }
  return drawn;
}

/** What an assignment counts: its phrase practices, or the conversation for scenarios. */
export function practicesOf(assignment: {
  kind: 'list' | 'scenarios';
  practices?: readonly ('writing' | 'speaking')[];
}): AssignmentPractice[] {
  return assignment.kind === 'scenarios' ? ['conversation'] : [...(assignment.practices ?? [])];
}

/**
 * The number to do in each practice: the assignment's, at most the list's size as it is now (a
 * list shortened since) or the scenarios named.
 */
export function targetOf(
  assignment: { kind: 'list' | 'scenarios'; phrases: number; scenarioIds?: readonly string[] },
  listSize: number | null,
): number {
  const most = assignment.kind === 'scenarios' ? (assignment.scenarioIds?.length ?? 0) : listSize;
  return most === null ? assignment.phrases : Math.min(assignment.phrases, most);
}
