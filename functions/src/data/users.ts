import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import type { Points } from '../shared/contract';
import { isAlreadyExists } from './write-once';

/** users/{uid}: the learner's record. */
export interface UserDoc {
  name: string;
  email: string | null;
  hasActivated: boolean;
  pointsWriting: number;
  pointsSpeaking: number;
  totalPoints: number;
  createdAt: Timestamp;
  activatedAt?: Timestamp;
  activationKey?: string;
  /** Absent on records made before it existed: absent means shown (docs/data.md). */
  showOnRanking?: boolean;
  consent?: { noticeVersion: string; acceptedAt: Timestamp; adult: boolean; guardianConsent: boolean };
}

export const DEFAULT_USER_NAME = 'Usuário';

export function usersCollection(db: Firestore) {
  return db.collection('users');
}

function pointsOf(doc: Partial<UserDoc> | undefined): Points {
  return {
    pointsWriting: doc?.pointsWriting ?? 0,
    pointsSpeaking: doc?.pointsSpeaking ?? 0,
    totalPoints: doc?.totalPoints ?? 0,
  };
}

export interface StoredUser extends Points {
  name: string;
  email: string | null;
  hasActivated: boolean;
  showOnRanking: boolean;
  privacyNoticeVersion: string | null;
}

function toStoredUser(doc: Partial<UserDoc> | undefined): StoredUser {
  return {
    name: doc?.name || DEFAULT_USER_NAME,
    email: doc?.email ?? null,
    hasActivated: doc?.hasActivated === true,
    showOnRanking: doc?.showOnRanking !== false,
    privacyNoticeVersion: doc?.consent?.noticeVersion ?? null,
    ...pointsOf(doc),
  };
}

/**
 * Creates users/{uid} with zero points and no activation if it does not exist yet. An existing
 * record is never reset; only a missing name is filled in.
 */
export async function ensureUser(
  db: Firestore,
  uid: string,
  profile: { name: string | null; email: string | null },
): Promise<StoredUser> {
  const ref = usersCollection(db).doc(uid);
  const fresh = {
    name: profile.name || DEFAULT_USER_NAME,
    email: profile.email,
    hasActivated: false,
    pointsWriting: 0,
    pointsSpeaking: 0,
    totalPoints: 0,
    createdAt: FieldValue.serverTimestamp(),
  };
  try {
    await ref.create(fresh);
    return toStoredUser({ ...fresh, createdAt: undefined });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const existing = (await ref.get()).data() as Partial<UserDoc> | undefined;
  if (!existing?.name && profile.name) {
    await ref.update({ name: profile.name });
    return toStoredUser({ ...existing, name: profile.name });
  }
  return toStoredUser(existing);
}

export async function readUser(db: Firestore, uid: string): Promise<StoredUser | null> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return snapshot.exists ? toStoredUser(snapshot.data() as Partial<UserDoc>) : null;
}

export async function readPoints(db: Firestore, uid: string): Promise<Points> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return pointsOf(snapshot.data() as Partial<UserDoc> | undefined);
}
