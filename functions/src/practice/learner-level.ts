/**
 * The learner's level in one practice, for another component (public: .dependency-cruiser.cjs):
 * the conversation's tutor speaks at the speaking level.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Level, PracticeKind } from '../shared/rules';
import { readLearning } from './review/learning-store';

/** The learner's level in `kind` (the starting level before they practised it). */
export async function readPracticeLevel(db: Firestore, uid: string, kind: PracticeKind): Promise<Level> {
  return (await readLearning(db, uid, kind)).level;
}
