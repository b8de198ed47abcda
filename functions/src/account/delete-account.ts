/**
 * DELETE /api/users/me: the learner's account and every document about them, in an order that a
 * failure at any step leaves for the next attempt to finish (each step is idempotent):
 * 1. Firebase Auth revokes the account's tokens: every call (all check revocation:
 *    http/authenticate.ts) refuses them from now on, this one's retry too, which needs the
 *    learner to sign in again;
 * 2. Firestore: the record first (the gate of every other write), then everything the registry
 *    lists (../data/learner-records.ts);
 * 3. Firebase Auth deletes the account: from then on its tokens get 401 everywhere.
 * docs/data.md, "Deleting an account".
 */
import type { Firestore } from 'firebase-admin/firestore';
import { eraseLearnerRecords } from '../data/learner-records';
import { rankingsChanged } from '../data/ranking-changes';

/** The Firebase Auth steps (services/firebase-admin.ts), passed in so tests can stop between steps. */
export interface AccountAuth {
  revokeSessions(uid: string): Promise<void>;
  deleteAuthAccount(uid: string): Promise<void>;
}

export async function deleteAccount(db: Firestore, auth: AccountAuth, uid: string): Promise<void> {
  await auth.revokeSessions(uid);
  await eraseLearnerRecords(db, uid);
  // This instance's rankings forget the learner at once; the Auth account goes last, so that a
  // failure before it can still be finished by the same learner, signed in again.
  rankingsChanged();
  await auth.deleteAuthAccount(uid);
}
