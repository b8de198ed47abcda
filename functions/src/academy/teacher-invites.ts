/**
 * The academy's part of reading one's account (GET /api/users/me: account/routes.ts): the class
 * invites waiting for the caller's address apply, once their token says Firebase Auth holds that
 * address as confirmed. An unconfirmed address gets nothing, so a person who signed up first with
 * a teacher's address cannot take their classes (docs/security.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../http/authenticate';
import type { AcademyAuth } from './calls';
import { acceptInvite, invitesTo } from './invite-store';

/** Applies the invites to the caller's confirmed address; answers how many this call applied. */
export async function applyTeacherInvites(
  db: Firestore,
  auth: Pick<AcademyAuth, 'setRoleClaim'>,
  caller: Pick<Caller, 'uid' | 'email' | 'emailVerified'>,
): Promise<number> {
  if (!caller.emailVerified || !caller.email) return 0;
  const invites = await invitesTo(db, caller.email);
  if (invites.length === 0) return 0;
  // The role first, as when an admin adds a confirmed account: a teacher listed in a class
  // without it sees nothing, never the reverse. Setting it twice (a racing read) is the same.
  await auth.setRoleClaim(caller.uid, 'teacher', true);
  const applied = await Promise.all(invites.map((invite) => acceptInvite(db, invite, caller.uid)));
  return applied.filter(Boolean).length;
}
