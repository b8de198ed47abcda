/**
 * The sound habits the speaking coach heard in a learner's practice recordings: on their
 * `learning/{uid}_speaking` document, a field `soundsHeard_{tip}` per habit tip id
 * (../shared/sound-habits.ts) counts the recordings the offline engine heard it in. Top-level
 * fields, as the class's week keeps its counts: the local emulator fails an increment inside a map. Written by the
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
  const increments = Object.fromEntries(tips.map((tip) => [`${PREFIX}${tip}`, FieldValue.increment(1)]));
  const batch = db.batch();
  // Merged, and beside the fields the practice's saves advance: neither write overwrites the other.
  batch.set(
    learningDoc(db, uid, 'speaking'),
    { uid, kind: 'speaking', ...increments, soundsHeardAt: now },
    { merge: true },
  );
  whileUserExists(batch, db, uid);
  await batch.commit();
}

const PREFIX = 'soundsHeard_';

/** The stored counts by tip id, numbers only. */
export function soundsHeardOf(doc: DocumentData | undefined): Record<string, number> {
  return Object.fromEntries(
    Object.entries(doc ?? {}).flatMap(([field, value]) =>
      field.startsWith(PREFIX) && typeof value === 'number' ? [[field.slice(PREFIX.length), value]] : [],
    ),
  );
}
