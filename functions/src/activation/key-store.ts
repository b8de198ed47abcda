/**
 * activationKeys/{KEY} (the key is the id, so an admin can add one in the Firebase console), the
 * redemptions that spend them and the attempts that throttle guessing: docs/data.md.
 */
import { FieldValue, type Firestore, type Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { moveCounters } from '../data/classes';
import { deleteAfter, RETENTION_DAYS } from '../data/retention';
import { usersCollection, whileUserExists } from '../data/users';
import { advanceCounter, commitOnce, isFailedPrecondition } from '../data/write-once';
import { attemptWindow, MAX_FAILURES_PER_ADDRESS, MAX_KEY_ATTEMPTS } from './key-rules';

export interface ActivationKeyDoc {
  createdAt?: Timestamp;
  /** Free text for the academy, e.g. the class or the learner it was given to. */
  note?: string;
  redeemedBy?: string | null;
  redeemedAt?: Timestamp | null;
  /** The class the key is for (classes/{classId}); absent on keys minted before classes. */
  classId?: string | null;
  /** Set when an admin revoked it unused; its keyRedemptions document then says `revoked`. */
  revokedAt?: Timestamp | null;
  /** The mint that made it: a retried mint recognises its own keys. */
  mintId?: string;
}

export function keysCollection(db: Firestore) {
  return db.collection('activationKeys');
}

/** keyRedemptions/{KEY}: the exclusive create that spends a key, or revokes it unused. */
export function redemptionsCollection(db: Firestore) {
  return db.collection('keyRedemptions');
}

export type Redemption = 'redeemed' | 'unknown' | 'used' | 'revoked';

/** Rounds of a redemption whose key changed between its read and its commit. */
const REDEEM_ROUNDS = 5;

/**
 * What spends a key for a learner, in the caller's batch: the exclusive create of
 * keyRedemptions/{KEY} and the learner's activation into the key's class. A typed key (below) and
 * a class link's seat (./class-link-store.ts) both activate through it, so both leave the same records.
 */
export function spendKey(
  batch: WriteBatch,
  db: Firestore,
  { uid, key, classId, now }: { uid: string; key: string; classId: string | null; now: Date },
): void {
  batch.create(redemptionsCollection(db).doc(key), { uid, at: now });
  // An update: the learner's record must exist (../data/users.ts whileUserExists).
  batch.update(usersCollection(db).doc(uid), {
    hasActivated: true,
    activatedAt: now,
    activationKey: key,
    classId,
  });
}

/**
 * Spends `key` for `uid` and activates the learner into the key's class, all in one batch whose
 * first write is the exclusive create of keyRedemptions/{KEY}: of any number of racing
 * redemptions, and of a revocation racing them (./class-key-store.ts, which creates the same
 * document), one wins. The batch also moves the class's counters and writes users/{uid}.classId,
 * and updates the key only if it is as read (its update time), so a key adopted by a class
 * meanwhile is read again rather than counted in no class. A retried commit whose first attempt
 * was applied finds the redemption is this learner's, and reports it redeemed rather than used.
 */
export async function redeemKey(db: Firestore, uid: string, key: string, now: Date): Promise<Redemption> {
  const keyRef = keysCollection(db).doc(key);
  const redemption = redemptionsCollection(db).doc(key);
  for (let round = 1; ; round++) {
    const snapshot = await keyRef.get();
    if (!snapshot.exists || !snapshot.updateTime) return 'unknown';
    const data = snapshot.data() as ActivationKeyDoc;
    if (data.revokedAt) return 'revoked';
    if (data.redeemedBy) return 'used';
    const classId = data.classId ?? null;
    const isOurs = async () => (await redemption.get()).get('uid') === uid;
    try {
      const won = await commitOnce(
        db,
        (batch) => {
          spendKey(batch, db, { uid, key, classId, now });
          batch.update(keyRef, { redeemedBy: uid, redeemedAt: now }, { lastUpdateTime: snapshot.updateTime });
          if (classId) moveCounters(batch, db, classId, { keysFree: -1, keysUsed: 1, learners: 1 });
        },
        isOurs,
      );
      if (won) return 'redeemed';
      return (await redemption.get()).get('revoked') === true ? 'revoked' : 'used';
    } catch (error) {
      if (!isFailedPrecondition(error) || round === REDEEM_ROUNDS) throw error;
    }
  }
}

/**
 * Books one key attempt in the learner's current 15-minute window (write-once log counter:
 * never more than MAX_KEY_ATTEMPTS, however many requests race), or tells when the window ends
 * if all its attempts are spent. `before` is how many attempts this learner had booked in the
 * window before this one: of racing requests, exactly one sees 0.
 */
export async function bookKeyAttempt(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ allowed: true; before: number } | { allowed: false; until: Date }> {
  const window = attemptWindow(now);
  const kept = deleteAfter(window.endsAt, RETENTION_DAYS.keyAttempts);
  const result = await advanceCounter(db, {
    counter: db.collection('keyAttempts').doc(`${uid}_${window.id}`),
    field: 'attempts',
    log: 'attemptLog',
    labels: { uid, ...kept },
    entry: kept,
    step: (attempts) => (attempts < MAX_KEY_ATTEMPTS ? 1 : null),
    alongside: (batch) => whileUserExists(batch, db, uid),
  });
  return result.advanced ? { allowed: true, before: result.from } : { allowed: false, until: window.endsAt };
}

/** keyAttemptsByAddress/{hash}_{window}: failed keys from one client address (hashed, never stored). */
const addressFailuresDoc = (db: Firestore, addressHash: string, now: Date) =>
  db.collection('keyAttemptsByAddress').doc(`${addressHash}_${attemptWindow(now).id}`);

/**
 * Whether the address's failed keys in this window reached MAX_FAILURES_PER_ADDRESS, and if so
 * when the window ends. The count is a plain increment made after each failure, so failures in
 * flight when it is reached still count: it is a bound, passed by at most the requests from
 * that address in flight at that moment (each still within its own learner's 5).
 */
export async function addressFailuresReached(
  db: Firestore,
  addressHash: string,
  now: Date,
): Promise<{ until: Date } | null> {
  const failures = (await addressFailuresDoc(db, addressHash, now).get()).get('failures');
  const reached = typeof failures === 'number' && failures >= MAX_FAILURES_PER_ADDRESS;
  return reached ? { until: attemptWindow(now).endsAt } : null;
}

/**
 * Counts one failed key (unknown or already used) against the address. A commit the client
 * retries after a lost reply may count it twice: the error only ever refuses sooner.
 */
export async function recordAddressFailure(db: Firestore, addressHash: string, now: Date): Promise<void> {
  await addressFailuresDoc(db, addressHash, now).set(
    {
      failures: FieldValue.increment(1),
      ...deleteAfter(attemptWindow(now).endsAt, RETENTION_DAYS.keyAttempts),
    },
    { merge: true },
  );
}

export interface KeyListing {
  key: string;
  note: string | null;
  createdAt: Date | null;
  redeemedBy: string | null;
  redeemedAt: Date | null;
}

export async function createKeys(db: Firestore, keys: string[], note: string | null): Promise<void> {
  const batch = db.batch();
  for (const key of keys) {
    batch.create(keysCollection(db).doc(key), {
      createdAt: FieldValue.serverTimestamp(),
      note,
      redeemedBy: null,
      redeemedAt: null,
    });
  }
  await batch.commit();
}

export async function listKeys(db: Firestore): Promise<KeyListing[]> {
  const snapshot = await keysCollection(db).get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as ActivationKeyDoc;
    return {
      key: doc.id,
      note: data.note ?? null,
      createdAt: data.createdAt?.toDate() ?? null,
      redeemedBy: data.redeemedBy ?? null,
      redeemedAt: data.redeemedAt?.toDate() ?? null,
    };
  });
}
