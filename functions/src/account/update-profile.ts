/**
 * PATCH /api/users/me: the learner renames themselves or leaves (or rejoins) the rankings, in one
 * update of their record, which both rankings read (docs/data.md).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { rankingsChanged } from '../data/ranking-changes';
import { ensureUser, type NewUser, type ProfileChange, updateProfile } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { UpdateMeRequest, UpdateMeResponse } from '../shared/contract';
import { cleanName, hasOwnName, shownName } from '../shared/name-rules';

export interface ChangeProfileRequest {
  db: Firestore;
  uid: string;
  /** A learner without a record yet gets one first (as GET /api/users/me would make it). */
  newUser: NewUser;
  change: UpdateMeRequest;
}

export async function changeProfile({
  db,
  uid,
  newUser,
  change,
}: ChangeProfileRequest): Promise<UpdateMeResponse> {
  const update: ProfileChange = {};
  if (change.name !== undefined) {
    const name = cleanName(change.name);
    if (name === null) throw new HttpError(400, messages.account.invalidName);
    update.name = name;
  }
  if (change.showOnRanking !== undefined) update.showOnRanking = change.showOnRanking;
  if (!(await ensureUser(db, uid, newUser))) throw new HttpError(401, messages.invalidToken);
  const stored = await updateProfile(db, uid, update);
  if (!stored) throw new HttpError(401, messages.invalidToken);
  rankingsChanged();
  return {
    name: shownName(stored.name, uid),
    hasOwnName: hasOwnName(stored.name),
    showOnRanking: stored.showOnRanking,
  };
}
