/**
 * A practice's results, sent with its final save (issue 17), applied to the learner's review
 * list, level and counts (../data/learning.ts). Only what the server served to that practice is
 * kept: a phrase it did not serve, or a second result for the same phrase, is ignored, and so
 * are the results of a practice that was not drawn by POST /api/practices/start (an older
 * client's) or was drawn for the other practice.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { applyPracticeResults } from '../data/learning';
import { readServed } from '../data/practices';
import type { PhraseResult } from '../domain/review-rules';
import type { PhraseResultPayload } from '../shared/contract';
import type { PracticeKind } from '../shared/rules';

export interface RecordResults {
  db: Firestore;
  uid: string;
  practiceId: string;
  kind: PracticeKind;
  results: readonly PhraseResultPayload[];
  now: Date;
}

/** The results of `reported` that are about phrases of `served`, each phrase once. */
export function servedResults(
  served: readonly string[],
  reported: readonly PhraseResultPayload[],
): PhraseResult[] {
  const servedSet = new Set(served);
  const kept = new Map<string, PhraseResult>();
  for (const { phrase, result, tries } of reported) {
    if (servedSet.has(phrase) && !kept.has(phrase)) kept.set(phrase, { phrase, result, tries });
  }
  return [...kept.values()];
}

export async function recordResults({
  db,
  uid,
  practiceId,
  kind,
  results,
  now,
}: RecordResults): Promise<void> {
  const practice = await readServed(db, uid, practiceId);
  if (!practice || practice.kind !== kind) return;
  const served = practice.served.map((each) => each.phrase);
  await applyPracticeResults(db, uid, kind, {
    practiceId,
    level: practice.level,
    served,
    results: servedResults(served, results),
    now,
  });
}
