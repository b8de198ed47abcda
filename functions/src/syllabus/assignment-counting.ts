/**
 * What counts for the learner's assignments. A practice's final save: each phrase it drew for an
 * assignment (../practice/draw/draw-rules.ts records which) answered right while the assignment
 * counts (open, or late) is done once in that practice. The save reads these documents with the
 * practice and writes them in the batch that applies its results, which commits once per
 * practice (a retried save applies nothing again): ../practice/saves/save-store.ts. A
 * conversation held in a scenario: `countConversation`, below.
 */
import type { DocumentData, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { academyDay } from '../data/calendar';
import { readUser, whileUserExists } from '../data/users';
import type { PracticeKind } from '../shared/rules';
import { countsAt, withDone } from './assignment-rules';
import {
  assignmentOf,
  assignmentsCollection,
  currentAssignments,
  progressDoc,
  progressOf,
  readProgress,
  writeProgress,
} from './assignment-store';

/** A phrase as the practice recorded it served (practice/draw/draw-rules.ts DrawnPhrase). */
interface ServedPhrase {
  phrase: string;
  assignmentId?: string;
}

/** An answer of a final save (practice/review/review-rules.ts PhraseResult). */
interface AnsweredPhrase {
  phrase: string;
  result: 'right' | 'skipped' | 'unanswered';
}

/** The assignments a practice drew phrases for, each once. */
export function assignmentIdsOf(served: readonly ServedPhrase[]): string[] {
  return [...new Set(served.flatMap((each) => each.assignmentId ?? []))];
}

/** The documents to read for those assignments: each assignment, then the learner's progress in it. */
export function countingReads(db: Firestore, uid: string, assignmentIds: readonly string[]) {
  return assignmentIds.flatMap((id) => [assignmentsCollection(db).doc(id), progressDoc(db, id, uid)]);
}

/**
 * The phrases of `served` drawn for `assignmentId` that `results` says were answered right
 * (after any number of tries: skipped or unanswered ones are not done).
 */
export function rightFor(
  assignmentId: string,
  served: readonly ServedPhrase[],
  results: readonly AnsweredPhrase[],
): string[] {
  const drawn = new Set(
    served.filter((each) => each.assignmentId === assignmentId).map((each) => each.phrase),
  );
  return results
    .filter((each) => each.result === 'right' && drawn.has(each.phrase))
    .map((each) => each.phrase);
}

/**
 * Adds to `batch` the learner's progress the results make: `docs` are countingReads' documents as
 * read, in its order.
 */
export function countAssignments(
  batch: WriteBatch,
  db: Firestore,
  {
    uid,
    kind,
    assignmentIds,
    docs,
    served,
    results,
    now,
  }: {
    uid: string;
    kind: PracticeKind;
    assignmentIds: readonly string[];
    docs: readonly (DocumentData | undefined)[];
    served: readonly ServedPhrase[];
    results: readonly AnsweredPhrase[];
    now: Date;
  },
): void {
  assignmentIds.forEach((id, i) => {
    const assignment = assignmentOf(id, docs[2 * i]);
    // Deleted since, changed to another kind or practice, or no longer counting: nothing to add.
    if (!assignment?.practices?.includes(kind) || !countsAt(assignment, now)) return;
    const right = rightFor(id, served, results);
    const before = progressOf(docs[2 * i + 1])[kind] ?? [];
    const done = withDone(before, right, now);
    if (done.length === before.length) return;
    writeProgress(batch, progressDoc(db, id, uid), { assignment, uid, practice: kind, done, now });
  });
}

/**
 * A conversation in a scenario counts for the learner's scenario assignments that name it (and
 * count now) once the learner has said ASSIGNMENT_CONVERSATION_PROMPTS prompts in it that count
 * (../conversation/session-rules.ts: two words or more, not said before in the session): a
 * conversation held, not just opened. Called after each such reply from then on, so a reply whose
 * count was lost (the function stopped between) is made up by the next; each scenario is done
 * once. A learner's turns are taken one at a time, so these writes do not race each other.
 */
export async function countConversation(
  db: Firestore,
  uid: string,
  scenarioId: string,
  now: Date,
): Promise<void> {
  const user = await readUser(db, uid);
  if (!user?.classId) return;
  const classId = user.classId;
  const naming = (await currentAssignments(db, classId, academyDay(now))).filter(
    (each) => each.kind === 'scenarios' && each.scenarioIds?.includes(scenarioId) && countsAt(each, now),
  );
  if (!naming.length) return;
  const progress = await readProgress(
    db,
    uid,
    naming.map((each) => each.id),
  );
  const batch = db.batch();
  let writes = 0;
  for (const assignment of naming) {
    const before = progress.get(assignment.id)?.conversation ?? [];
    const done = withDone(before, [scenarioId], now);
    if (done.length === before.length) continue;
    writeProgress(batch, progressDoc(db, assignment.id, uid), {
      assignment,
      uid,
      practice: 'conversation',
      done,
      now,
    });
    writes++;
  }
  if (!writes) return;
  whileUserExists(batch, db, uid);
  await batch.commit();
}
