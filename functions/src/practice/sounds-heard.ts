/**
 * The sound habits the speaking coach heard in a learner's practice recordings: on their
 * `learning/{uid}_speaking` document, `soundsHeard` counts per habit tip id
 * (../shared/sound-habits.ts) the recordings the offline engine heard it in. Written by the
 * server's recognition alone (../speech/recognize-speech.ts), read by the class page's
 * drill-down. Bounded: one key per tip id. Kept as the learning document is (docs/data.md).
 */
import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { whileUserExists } from '../data/users';
import { learningDoc } from './review/learning-store';

/** Counts one more recording for each of `tips` (already each once); nothing when there are none. */
export async function countSoundsHeard(
  db: Firestore,
  uid: string,
  tips: readonly string[],
  now: Date,
): Promise<void> {
  if (!tips.length) return;
  const increments = Object.fromEntries(tips.map((tip) => [tip, FieldValue.increment(1)]));
  const batch = db.batch();
  // Merged, and beside the fields the practice's saves advance: neither write overwrites the other.
  batch.set(
    learningDoc(db, uid, 'speaking'),
    { uid, kind: 'speaking', soundsHeard: increments, soundsHeardAt: now },
    { merge: true },
  );
  whileUserExists(batch, db, uid);
  await batch.commit();
}

/** The stored counts, numbers only. */
export function soundsHeardOf(doc: DocumentData | undefined): Record<string, number> {
  const stored = doc?.soundsHeard;
  if (!stored || typeof stored !== 'object') return {};
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, number] => typeof entry[1] === 'number',
    ),
  );
}
