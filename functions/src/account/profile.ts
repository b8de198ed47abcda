import type { Firestore } from 'firebase-admin/firestore';
import { ensureUser } from '../data/users';
import type { UserProfile } from '../shared/contract';

export interface ProfileRequest {
  db: Firestore;
  uid: string;
  /** What a new record starts with; an existing record only gets a missing name filled in. */
  name: string | null;
  email: string | null;
  /** The ID token's email: the profile's when the record holds none. */
  tokenEmail: string | null;
  /** The ID token's picture: never stored. */
  photoURL: string | null;
}

/**
 * The learner's profile (POST /api/users/create-user, GET /api/users/me): their record, created
 * with zero points and no activation when it does not exist yet, never reset when it does.
 */
export async function ensureProfile({
  db,
  uid,
  tokenEmail,
  photoURL,
  ...identity
}: ProfileRequest): Promise<UserProfile> {
  const user = await ensureUser(db, uid, identity);
  return {
    uid,
    name: user.name,
    email: user.email ?? tokenEmail ?? '',
    photoURL,
    hasActivated: user.hasActivated,
    showOnRanking: user.showOnRanking,
    privacyNoticeVersion: user.privacyNoticeVersion,
    pointsWriting: user.pointsWriting,
    pointsSpeaking: user.pointsSpeaking,
    totalPoints: user.totalPoints,
  };
}
