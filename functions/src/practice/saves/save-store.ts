/**
 * The writes of a points save: a practice's credit, its close and its results in one batch, or an
 * older client's claim against the day's audios. Which write makes each bound hold: docs/data.md.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { academyWeek } from '../../data/calendar';
import { usageDoc, usedOf } from '../../data/daily-usage';
import { creditPoints, POINTS_FIELD } from '../../data/points-ledger';
import { deleteAfter, RETENTION_DAYS } from '../../data/retention';
import { readPoints, usersCollection, whileUserExists } from '../../data/users';
import { addClassResults, addWeeklyActivity, weeklyActivityDoc } from '../../data/weekly-activity';
import { type Advance, advanceCounter, commitAdvances, numberAt } from '../../data/write-once';
import type { Points } from '../../shared/contract';
import type { PracticeKind } from '../../shared/rules';
import { assignmentIdsOf, countAssignments, countingReads } from '../../syllabus/assignment-counting';
import { practiceDoc, servedOf } from '../practice-store';
import { learningAdvance, learningDoc, missesAdvance } from '../review/learning-store';
import { type PhraseResult, servedResults, settledMisses } from '../review/review-rules';
import { canClaim, canClaimForPractice } from './claim-rules';

export interface PracticeSave {
  practiceId: string;
  kind: PracticeKind;
  /** The practice's points so far (not an increment). */
  points: number;
  /** The end-of-practice save: closes the practice. */
  final?: boolean;
  /**
   * What became of each phrase the practice reached, as the client reports it: all of them with
   * the final save, those settled so far with the others.
   */
  results?: readonly PhraseResult[];
  now: Date;
}

export type PracticeSaveResult =
  | { ok: true; points: Points }
  /** overAllowance: more than 10 per audio served to the practice; otherKind: it is the other practice. */
  | { ok: false; reason: 'overAllowance' | 'otherKind' };

type Refusal = 'overAllowance' | 'otherKind' | 'notHigher';

/** Why `points` adds nothing to the practice as stored, or null when it raises `saved`. */
function refusalOf(doc: DocumentData | undefined, kind: PracticeKind, points: number): Refusal | null {
  // 0 points are never refused: a practice with nothing right still ends, and reports its results.
  if (points === 0) return 'notHigher';
  if (typeof doc?.field === 'string' && doc.field !== POINTS_FIELD[kind]) return 'otherKind';
  // A closed practice is over: a save replayed after its final one (any time in its 35 days)
  // adds nothing, and is answered the current totals.
  if (doc?.closed === true) return 'notHigher';
  // A save that does not raise the practice (a retry, a send overtaken by a later one) is answered
  // before the bound: audios given back since it was credited do not make it an error.
  if (points <= numberAt(doc, 'saved')) return 'notHigher';
  if (!canClaimForPractice(points, numberAt(doc, 'audios'))) return 'overAllowance';
  return null;
}

/**
 * A save's results as applied, from what it reports about the phrases this practice was served:
 * a final save's update of the learner's review list, level and counts, and those results (for
 * the class's week); another save's misses already settled (review-rules.ts, `settledMisses`).
 * Null when the practice was not drawn by the server (an older client's) or was drawn for the
 * other practice, or when there is nothing (more) to apply.
 */
function resultsAdvance(
  db: Firestore,
  uid: string,
  practiceDoc: DocumentData | undefined,
  learning: DocumentData | undefined,
  { practiceId, kind, final, results = [], now }: PracticeSave,
): { advance: Advance; results: PhraseResult[] } | null {
  const practice = servedOf(practiceDoc);
  if (!practice || practice.kind !== kind) return null;
  const served = practice.served.map((each) => each.phrase);
  const applied = servedResults(served, results);
  const read = { uid, kind, doc: learning };
  const advance = final
    ? learningAdvance(db, read, { practiceId, level: practice.level, served, results: applied, now })
    : missesAdvance(db, read, { practiceId, results: applied, now });
  return advance && { advance, results: applied };
}

/**
 * Saves a practice's points so far: credits the learner only what `points` adds over what the
 * practice already has, within 10 x the audios served to it (whatever day they were served).
 * A save that adds nothing credits nothing and answers the current totals. A final save also
 * closes the practice and applies its results, in the same batch as its credit (or its close);
 * an earlier save puts the misses it reports on the review list in its batch.
 */
export async function savePracticePoints(
  db: Firestore,
  uid: string,
  save: PracticeSave,
): Promise<PracticeSaveResult> {
  const { practiceId, kind, points, final = false, results, now } = save;
  const practice = practiceDoc(db, uid, practiceId);
  const field = POINTS_FIELD[kind];
  // The learning document is read only when the save has something to apply to it.
  const applies = results !== undefined && (final || settledMisses(results).length > 0);
  const learning = applies ? learningDoc(db, uid, kind) : null;
  // Read with a final save's results only: the learner's class, whose week the results join, and
  // the learner's week, which says which phrases already count them among those who missed it.
  const joinsWeek = final && learning !== null;
  const weekReads = joinsWeek
    ? [usersCollection(db).doc(uid), weeklyActivityDoc(db, uid, academyWeek(now))]
    : [];
  // And the assignments the practice drew phrases for, with the learner's progress in each, which
  // its results count in (../../syllabus/assignment-counting.ts): the draw never changes, so the
  // practice is read for them once, before.
  const assignmentIds = joinsWeek
    ? assignmentIdsOf(servedOf((await practice.get()).data())?.served ?? [])
    : [];
  const countingRefs = countingReads(db, uid, assignmentIds);
  const read = [practice, ...(learning ? [learning] : []), ...weekReads, ...countingRefs];
  let refusal: Refusal | null = null;
  await commitAdvances(db, {
    read,
    plan: (docs) => {
      const [practiceData, learningData, recordData, learnerWeekData] = docs;
      const countingDocs = docs.slice(read.length - countingRefs.length);
      refusal = refusalOf(practiceData, kind, points);
      if (refusal === 'overAllowance' || refusal === 'otherKind') return null;
      const by = refusal === null ? points - numberAt(practiceData, 'saved') : 0;
      const advances: Advance[] = [];
      if (by > 0) {
        advances.push({
          counter: practice,
          field: 'saved',
          log: 'saveLog',
          by,
          entry: { field, points, ...deleteAfter(now, RETENTION_DAYS.saveLog) },
          labels: {
            uid,
            practiceId,
            field,
            ...(final ? { closed: true } : {}),
            // A plain time, not serverTimestamp(): on the local emulator a serverTimestamp transform
            // ahead of the `saved` increment in the same write made it drop the increment.
            updatedAt: now,
            ...deleteAfter(now, RETENTION_DAYS.activity),
          },
        });
      }
      // Results are applied by the save that closes the practice, in its batch (the misses settled
      // before it, by earlier saves too): a closed practice applies none again, whether or not the
      // learning document still lists it (`applied` keeps only the last 20 ids; practices live
      // 35 days). Only the close joins the class's week: `recordData` is read with it alone.
      const reviewed =
        learning &&
        practiceData?.closed !== true &&
        resultsAdvance(db, uid, practiceData, learningData, save);
      if (reviewed) advances.push(reviewed.advance);
      const classId = typeof recordData?.classId === 'string' ? recordData.classId : null;
      // A final save that credits nothing still closes the practice, if there is one of this kind
      // still open: a save that adds nothing to nothing writes nothing.
      const closes =
        final &&
        by === 0 &&
        practiceData !== undefined &&
        practiceData.closed !== true &&
        (practiceData.field ?? field) === field;
      if (!advances.length && !closes) return null;
      // This commit is the one that closes the practice: the week's practices count it, once.
      const finishes = final && practiceData?.closed !== true && (by > 0 || closes);
      return {
        advances,
        alongside: (batch) => {
          whileUserExists(batch, db, uid);
          if (by > 0) creditPoints(batch, db, uid, { kind, points: by, now });
          if (finishes) addWeeklyActivity(batch, db, uid, now, { practices: 1 });
          if (reviewed && classId) {
            const results = reviewed.results;
            addClassResults(batch, db, { classId, uid, kind, results, learnerWeek: learnerWeekData, now });
          }
          if (reviewed && final && assignmentIds.length) {
            const served = servedOf(practiceData)?.served ?? [];
            const { results } = reviewed;
            countAssignments(batch, db, {
              uid,
              kind,
              assignmentIds,
              docs: countingDocs,
              served,
              results,
              now,
            });
          }
          if (closes) {
            const kept = deleteAfter(now, RETENTION_DAYS.activity);
            batch.set(practice, { closed: true, updatedAt: now, ...kept }, { merge: true });
          }
        },
      };
    },
  });
  // TypeScript cannot see the assignment inside `plan`.
  const why = refusal as Refusal | null;
  if (why === 'overAllowance' || why === 'otherKind') return { ok: false, reason: why };
  return { ok: true, points: await readPoints(db, uid) };
}

export type ClaimResult = { ok: true; points: Points } | { ok: false };

/**
 * Adds a finished practice's points for a client that sends no practiceId, provided the day's
 * used audios not attributed to a practice cover them (./claim-rules.ts). The claim, the day's
 * claimed sum and the learner's points are written in one batch.
 */
export async function claimPoints(
  db: Firestore,
  uid: string,
  { kind, points, now }: { kind: PracticeKind; points: number; now: Date },
): Promise<ClaimResult> {
  if (points === 0) return { ok: true, points: await readPoints(db, uid) };
  const { counter, labels, kept } = usageDoc(db, uid, now);
  const result = await advanceCounter(db, {
    counter,
    labels,
    field: 'pointsClaimed',
    log: 'claimLog',
    entry: { field: POINTS_FIELD[kind], ...kept },
    step: (claimed, doc) => {
      const legacyAudios = usedOf('audios', doc) - numberAt(doc, 'practiceAudios');
      return canClaim(points, legacyAudios, claimed) ? points : null;
    },
    alongside: (batch, _from, by) => {
      whileUserExists(batch, db, uid);
      creditPoints(batch, db, uid, { kind, points: by, now });
    },
  });
  return result.advanced ? { ok: true, points: await readPoints(db, uid) } : { ok: false };
}
