import type { Firestore } from 'firebase-admin/firestore';
import { readPoints } from '../data/users';
import type { Points } from '../shared/contract';

export interface ReadPointsRequest {
  db: Firestore;
  uid: string;
}

/** GET /api/points/userPoints/{userId}'s answer: the learner's totals, zeros before their first points. */
export function readLearnerPoints({ db, uid }: ReadPointsRequest): Promise<Points> {
  return readPoints(db, uid);
}
