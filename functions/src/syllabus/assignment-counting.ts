/**
 * What a practice's final save counts for the learner's assignments: each phrase it drew for an
 * assignment (../practice/draw/draw-rules.ts records which) answered right while the assignment
 * counts (open, or late) is done once in that practice. The save reads these documents with the
 * practice and writes them in the batch that applies its results, which commits once per
 * practice (a retried save applies nothing again): ../practice/saves/save-store.ts.
 */
import type { DocumentData, Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { DrawnPhrase } from '../practice/draw/draw-rules';
import type { PhraseResult } from '../practice/review/review-rules';
import type { PracticeKind } from '../shared/rules';
import { countsAt, withDone } from './assignment-rules';
import {
  assignmentOf,
  assignmentsCollection,
  progressDoc,
  progressOf,
  writeProgress,
} from './assignment-store';

/** The assignments a practice drew phrases for, each once. */
export function assignmentIdsOf(served: readonly DrawnPhrase[]): string[] {
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
  served: readonly DrawnPhrase[],
  results: readonly PhraseResult[],
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
    served: readonly DrawnPhrase[];
    results: readonly PhraseResult[];
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
