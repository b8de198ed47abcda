/**
 * users/{uid}: the learner's record, the one copy of their ranking name and visibility, and the
 * gate every other write about them passes (`whileUserExists`): docs/data.md.
 */
import {
  FieldValue,
  type Firestore,
  type Timestamp,
  type UpdateData,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { Points } from '../shared/contract';
import { DEFAULT_NAME } from '../shared/name-rules';
import { isAlreadyExists, isFailedPrecondition, isNotFound } from './write-once';

/** What a learner agreed to at sign-up (shared/payloads.ts `signUpConsentSchema`). */
export interface ConsentRecord {
  noticeVersion: string;
  acceptedAt: Date | Timestamp;
  adult: boolean;
  guardianConsent: boolean;
}

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
  consent?: ConsentRecord;
  /** The class whose key activated the learner (classes/{classId}); null once replaced. */
  classId?: string | null;
  /** When an admin freed this account's place in its class (it lost its activation). */
  replacedAt?: Timestamp;
}

export function usersCollection(db: Firestore) {
  return db.collection('users');
}

/** A class's learners now (one query: one read per learner): its page, its assignments' results. */
export async function classMembers(db: Firestore, classId: string) {
  return (await usersCollection(db).where('classId', '==', classId).get()).docs;
}

export function pointsOf(doc: Partial<UserDoc> | undefined): Points {
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
  classId: string | null;
}

/** Whether a stored record is on the rankings: records from before the switch have no field. */
export const isShownOnRanking = (doc: Partial<UserDoc> | undefined) => doc?.showOnRanking !== false;

function toStoredUser(doc: Partial<UserDoc> | undefined): StoredUser {
  return {
    name: doc?.name || DEFAULT_NAME,
    email: doc?.email ?? null,
    hasActivated: doc?.hasActivated === true,
    showOnRanking: isShownOnRanking(doc),
    privacyNoticeVersion: doc?.consent?.noticeVersion ?? null,
    classId: doc?.classId ?? null,
    ...pointsOf(doc),
  };
}

export interface NewUser {
  /** Already through the name rule. */
  name: string;
  /** The account's, from its token; null when it has none. */
  email: string | null;
  consent?: ConsentRecord;
  /**
   * Asked after a record is created: whether the account is still current (Firebase Auth). A
   * request that passed authentication before its account's deletion began may create the record
   * after the deletion removed it; it then removes what it made (docs/data.md).
   */
  stillCurrent: () => Promise<boolean>;
}

/**
 * Creates users/{uid} with zero points and no activation if it does not exist yet. An existing
 * record is never reset: only a missing name is filled in, a consent to a notice version it
 * does not hold is recorded, and an e-mail other than the account's (`user.email`, the token's:
 * changed since, or stored from a request's body by older versions) is replaced by it. Null when the account is no longer current (see `stillCurrent`).
 */
export async function ensureUser(db: Firestore, uid: string, user: NewUser): Promise<StoredUser | null> {
  const ref = usersCollection(db).doc(uid);
  const fresh = {
    name: user.name,
    email: user.email,
    hasActivated: false,
    pointsWriting: 0,
    pointsSpeaking: 0,
    totalPoints: 0,
    showOnRanking: true,
    ...(user.consent ? { consent: user.consent } : {}),
    createdAt: FieldValue.serverTimestamp(),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      await ref.create(fresh);
      if (!(await user.stillCurrent())) {
        await ref.delete();
        return null;
      }
      return toStoredUser({ ...fresh, createdAt: undefined });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    const snapshot = await ref.get();
    // Gone since the create found it: deleted meanwhile, so it is created again, with its check.
    // An update here would write without a precondition, an upsert that brings the name back.
    if (!snapshot.exists || !snapshot.updateTime) {
      if (attempt === ENSURE_ROUNDS) throw new Error(`users/${uid} keeps appearing and going`);
      continue;
    }
    const existing = snapshot.data() as Partial<UserDoc>;
    const changes: UpdateData<UserDoc> = {};
    if (!existing.name) changes.name = user.name;
    if (typeof existing.email === 'string' && existing.email !== user.email) changes.email = user.email;
    if (user.consent && existing.consent?.noticeVersion !== user.consent.noticeVersion) {
      changes.consent = user.consent;
    }
    if (Object.keys(changes).length === 0) return toStoredUser(existing);
    try {
      // Only if nothing changed since it was read: a rename in between is never overwritten, and a
      // record deleted in between is not written back. Otherwise round again.
      await ref.update(changes, { lastUpdateTime: snapshot.updateTime });
      return toStoredUser({ ...existing, ...(changes as Partial<UserDoc>) });
    } catch (error) {
      if (!isFailedPrecondition(error) || attempt === ENSURE_ROUNDS) throw error;
    }
  }
}

/** Rounds of ensureUser before giving up: each new round means another write landed between. */
const ENSURE_ROUNDS = 5;

export async function readUser(db: Firestore, uid: string): Promise<StoredUser | null> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return snapshot.exists ? toStoredUser(snapshot.data() as Partial<UserDoc>) : null;
}

/**
 * The names records hold now, as stored, by uid (one getAll): their only copy, which a rename
 * changes; shown through shared/name-rules.ts `shownName`. A uid with no record is absent; a
 * record without a name maps to ''.
 */
export async function readNames(db: Firestore, uids: readonly string[]): Promise<Map<string, string>> {
  if (!uids.length) return new Map();
  const records = await db.getAll(...uids.map((uid) => usersCollection(db).doc(uid)));
  return new Map(
    records.filter((record) => record.exists).map((record) => [record.id, String(record.get('name') ?? '')]),
  );
}

export async function readPoints(db: Firestore, uid: string): Promise<Points> {
  const snapshot = await usersCollection(db).doc(uid).get();
  return pointsOf(snapshot.data() as Partial<UserDoc> | undefined);
}

/**
 * Adds to `batch` the write that lets it land only while the learner's record exists: an update
 * of users/{uid} that changes nothing (an increment of 0), which fails the whole batch with
 * NOT_FOUND once the record is gone. Every batch that writes about a learner carries it, so no
 * write in flight when the account is deleted brings a document back (docs/data.md).
 */
export function whileUserExists(batch: WriteBatch, db: Firestore, uid: string): void {
  batch.update(usersCollection(db).doc(uid), { totalPoints: FieldValue.increment(0) });
}

/** The learner's own changes to their record (PATCH /api/users/me), name already cleaned. */
export interface ProfileChange {
  name?: string;
  showOnRanking?: boolean;
}

/**
 * Applies `change` in one update of users/{uid}, the only copy of the ranking name and
 * visibility (the rankings read them there), so a credit racing it cannot bring back the old
 * name or the learner. Null when there is no record.
 */
export async function updateProfile(
  db: Firestore,
  uid: string,
  change: ProfileChange,
): Promise<{ name: string; showOnRanking: boolean } | null> {
  const ref = usersCollection(db).doc(uid);
  try {
    await ref.update({ ...change });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  const user = toStoredUser((await ref.get()).data() as Partial<UserDoc> | undefined);
  return { name: user.name, showOnRanking: user.showOnRanking };
}
