/**
 * DELETE /api/users/me: the learner's account and every document about them, in an order that a
 * failure at any step leaves for the next attempt to finish (each step is idempotent):
 * 1. Firebase Auth revokes the account's tokens (every call checks: http/authenticate.ts);
 * 2. Firestore: the record first (the gate of every other write), then all the registry lists;
 * 3. Firebase Auth deletes the account; then Firestore is swept once more, for what a request
 *    already past its token check before step 1 may have written. docs/data.md.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Firestore } from 'firebase-admin/firestore';
import { eraseLearnerRecords } from '../data/learner-records';
import { rankingsChanged } from '../data/ranking-changes';

/** The Firebase Auth steps (services/firebase-admin.ts), passed in so tests can stop between steps. */
export interface AccountAuth {
  revokeSessions(uid: string): Promise<void>;
  deleteAuthAccount(uid: string): Promise<void>;
}

/**
 * Firebase Auth keeps a revocation to the second, and spares tokens signed in within that second:
 * a deletion asked right after signing in again waits for the next second, so it revokes them too.
 */
async function revokeAfter(auth: AccountAuth, uid: string, signedInAtSeconds: number): Promise<void> {
  const wait = (signedInAtSeconds + 1) * 1000 - Date.now();
  if (wait > 0) await sleep(wait);
  await auth.revokeSessions(uid);
}

/**
 * `signedInAtSeconds`: the `auth_time` of the token that asked; `confirmedEmail`: its e-mail if
 * the token says it is confirmed (what was kept about that address goes too).
 */
export async function deleteAccount(
  db: Firestore,
  auth: AccountAuth,
  uid: string,
  signedInAtSeconds = 0,
  confirmedEmail: string | null = null,
): Promise<void> {
  await revokeAfter(auth, uid, signedInAtSeconds);
  await eraseLearnerRecords(db, uid, confirmedEmail);
  // This instance's rankings forget the learner at once; the Auth account goes last, so that a
  // failure before it can still be finished by the same learner, signed in again.
  rankingsChanged();
  await auth.deleteAuthAccount(uid);
  // From here no request gets past its token check, and one that got past it earlier cannot
  // keep what it wrote: a record it makes finds the account gone (data/users.ts ensureUser), and
  // every other write needs the record. What landed between the first pass and now goes here.
  await eraseLearnerRecords(db, uid, confirmedEmail);
}
