/**
 * practices/{uid}_{practiceId}: one practice (a client-made id), in one document that both
 * bounds and records what it earned:
 *   audios   served to it (less refunds), moved by the grants and refunds of ./daily-usage.ts
 *   saved    points credited to it so far (only grows)
 *   field    pointsWriting or pointsSpeaking: set by its first credited save
 *   closed   set by its final save: it gets no more audios (../text-to-speech/serve-audio.ts)
 * A practice sends its points so far as they are earned and once more at its end; the server
 * credits only what a save adds over `saved`, within 10 x `audios`.
 *
 * Which Firestore operation makes each invariant hold (in production and on the local emulator):
 * - a practice is never credited twice, and never more than 10 per audio served to it: `saved`
 *   moves through ./write-once.ts advanceCounter on this document: the save creates
 *   `saveLog/{saved as read}` (create-if-absent) in one atomic batch with the increment of
 *   `saved` and the learner's credit (./progress.ts creditPoints). Of racing saves that read the
 *   same value exactly one commits; the others re-read and credit only what is still above it.
 *   A retried commit whose first attempt was applied fails with ALREADY_EXISTS (or ends in
 *   UNAVAILABLE): the save finds its own requestId in the log entry and reports success, counted
 *   once. The field is written in the same batch, so two saves of different fields cannot both
 *   be credited.
 * - whatever expires when: `saved` lives beside `audios`, in the document the TTL policy deletes
 *   35 days after its last write (an audio, a save). There is no separate "saved" record that
 *   could expire while the practice's audios stay, so a save sent again is measured against what
 *   was already credited; if the practice document itself expires, `audios` and `saved` go
 *   together, and a later save is bounded by the audios served after that (none: it is refused).
 * - the log entries matter only for seconds (racing saves, a retried commit), so they are kept
 *   1 day (RETENTION_DAYS.saveLog) while their practice is kept 35 days from its last write:
 *   an entry is always gone long before its practice document, so a practice document deleted by
 *   TTL never leaves behind `saveLog/0` to block a save of a practice id used again.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { canClaimForPractice, type PointsField } from '../domain/claim-rules';
import type { DrawnPhrase } from '../domain/practice-draw';
import { type PhraseResult, servedResults } from '../domain/review-rules';
import type { Points } from '../shared/contract';
import { LEVELS, type Level, type PracticeKind } from '../shared/rules';
import { learningAdvance, learningDoc } from './learning';
import { creditPoints } from './progress';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { readPoints } from './users';
import { type Advance, commitAdvances, isAlreadyExists, numberAt } from './write-once';

export function practiceDoc(db: Firestore, uid: string, practiceId: string) {
  return db.collection('practices').doc(`${uid}_${practiceId}`);
}

export async function readPracticeAudios(db: Firestore, uid: string, practiceId: string): Promise<number> {
  return numberAt((await practiceDoc(db, uid, practiceId).get()).data(), 'audios');
}

/** True once the practice's final save was received: it gets no more audios. */
export async function isPracticeClosed(db: Firestore, uid: string, practiceId: string): Promise<boolean> {
  return (await practiceDoc(db, uid, practiceId).get()).get('closed') === true;
}

export interface PracticeSave {
  practiceId: string;
  field: PointsField;
  /** The practice's points so far (not an increment). */
  points: number;
  /** The end-of-practice save: closes the practice. */
  final?: boolean;
  /** With a final save: what became of each phrase the practice reached, as the client reports it. */
  results?: readonly PhraseResult[];
  /** The learner's name, for the weekly ranking. */
  name: string;
  now: Date;
}

export type PracticeSaveResult =
  | { ok: true; points: Points }
  /** overAllowance: more than 10 per audio served to the practice; otherField: it is a practice of the other kind. */
  | { ok: false; reason: 'overAllowance' | 'otherField' };

type Refusal = 'overAllowance' | 'otherField' | 'notHigher';

/** Why `points` adds nothing to the practice as stored, or null when it raises `saved`. */
function refusalOf(doc: DocumentData | undefined, field: PointsField, points: number): Refusal | null {
  // 0 points are never refused: a practice with nothing right still ends, and reports its results.
  if (points === 0) return 'notHigher';
  if (typeof doc?.field === 'string' && doc.field !== field) return 'otherField';
  // A save that does not raise the practice (a retry, a send overtaken by a later one) is answered
  // before the bound: audios given back since it was credited do not make it an error.
  if (points <= numberAt(doc, 'saved')) return 'notHigher';
  if (!canClaimForPractice(points, numberAt(doc, 'audios'))) return 'overAllowance';
  return null;
}

const KIND_OF: Record<PointsField, PracticeKind> = { pointsWriting: 'writing', pointsSpeaking: 'speaking' };
const FIELD_OF: Record<PracticeKind, PointsField> = { writing: 'pointsWriting', speaking: 'pointsSpeaking' };

/**
 * A final save's update of the learner's review list, level and counts (./learning.ts), from the
 * results it reports about the phrases this practice was served; null when the practice was not
 * drawn by POST /api/practices/start (an older client's) or was drawn for the other practice.
 */
function resultsAdvance(
  db: Firestore,
  uid: string,
  practiceDoc: DocumentData | undefined,
  learning: DocumentData | undefined,
  { practiceId, field, results = [], now }: PracticeSave,
): Advance | null {
  const practice = servedOf(practiceDoc);
  if (!practice || FIELD_OF[practice.kind] !== field) return null;
  const served = practice.served.map((each) => each.phrase);
  return learningAdvance(
    db,
    { uid, kind: practice.kind, doc: learning },
    { practiceId, level: practice.level, served, results: servedResults(served, results), now },
  );
}

/**
 * Saves a practice's points so far: credits the learner only what `points` adds over what the
 * practice already has, within 10 x the audios served to it (whatever day they were served).
 * A save that adds nothing (sent again, or overtaken by a higher one) credits nothing and answers
 * the current totals; a save with 0 points neither credits nor marks the day practised. A final
 * save also closes the practice and applies its results to the learner's review list, in the
 * same batch as its credit (or as its close, when it credits nothing).
 */
export async function savePracticePoints(
  db: Firestore,
  uid: string,
  save: PracticeSave,
): Promise<PracticeSaveResult> {
  const { practiceId, field, points, final = false, results, name, now } = save;
  const practice = practiceDoc(db, uid, practiceId);
  const learning = final && results ? learningDoc(db, uid, KIND_OF[field]) : null;
  let refusal: Refusal | null = null;
  await commitAdvances(db, {
    read: learning ? [practice, learning] : [practice],
    plan: ([practiceData, learningData]) => {
      refusal = refusalOf(practiceData, field, points);
      if (refusal === 'overAllowance' || refusal === 'otherField') return null;
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
      const reviewed = learning && resultsAdvance(db, uid, practiceData, learningData, save);
      if (reviewed) advances.push(reviewed);
      // A final save that credits nothing still closes the practice, if there is one of this kind
      // still open: a save that adds nothing to nothing writes nothing.
      const closes =
        final &&
        by === 0 &&
        practiceData !== undefined &&
        practiceData.closed !== true &&
        (practiceData.field ?? field) === field;
      if (!advances.length && !closes) return null;
      return {
        advances,
        alongside: (batch) => {
          if (by > 0) creditPoints(batch, db, uid, { field, points: by, name, now });
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
  if (why === 'overAllowance' || why === 'otherField') return { ok: false, reason: why };
  return { ok: true, points: await readPoints(db, uid) };
}

/** What a practice was drawn at its start: its level and its phrases, in order. */
export interface ServedPractice {
  kind: PracticeKind;
  level: Level;
  served: DrawnPhrase[];
}

function servedOf(doc: DocumentData | undefined): ServedPractice | null {
  const level = LEVELS.find((each) => each === doc?.level);
  const kind = (['writing', 'speaking'] as const).find((each) => each === doc?.kind);
  if (!doc || !Array.isArray(doc.served) || !level || !kind) return null;
  const served = doc.served.filter(
    (each: unknown): each is DrawnPhrase =>
      typeof (each as Partial<DrawnPhrase>)?.phrase === 'string' &&
      typeof (each as Partial<DrawnPhrase>)?.review === 'boolean',
  );
  return { kind, level, served };
}

export async function readServed(
  db: Firestore,
  uid: string,
  practiceId: string,
): Promise<ServedPractice | null> {
  return servedOf((await practiceDoc(db, uid, practiceId).get()).data());
}

/**
 * Records what a practice was served, when it starts: a create, so a practice is drawn once.
 * Started again with the same id (a retry after a lost reply), it answers what was stored then;
 * null when the id is already a practice that was not drawn here (an older client's).
 */
export async function recordServed(
  db: Firestore,
  uid: string,
  practiceId: string,
  practice: ServedPractice,
  now: Date,
): Promise<ServedPractice | null> {
  const doc = practiceDoc(db, uid, practiceId);
  try {
    // Its field too: a save of the other practice's points is then refused (refusalOf).
    await doc.create({
      uid,
      practiceId,
      ...practice,
      field: FIELD_OF[practice.kind],
      updatedAt: now,
      ...deleteAfter(now, RETENTION_DAYS.activity),
    });
    return practice;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    return servedOf((await doc.get()).data());
  }
}
