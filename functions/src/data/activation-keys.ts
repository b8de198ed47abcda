/**
 * activationKeys/{KEY}: one document per key, its id the key itself (upper case, no hyphens),
 * so an academy admin can add one in the Firebase console. Redemption and the throttle of
 * wrong guesses follow the write-once pattern of ./write-once.ts.
 */
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import {
  attemptWindow,
  MAX_FAILED_KEYS_PER_WINDOW,
  MAX_KEY_ATTEMPTS,
  MAX_KEY_ATTEMPTS_PER_ADDRESS,
} from '../domain/key-rules';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { usersCollection } from './users';
import { advanceCounter, commitOnce } from './write-once';

export interface ActivationKeyDoc {
  createdAt?: Timestamp;
  /** Free text for the academy, e.g. the class or the learner it was given to. */
  note?: string;
  redeemedBy?: string | null;
  redeemedAt?: Timestamp | null;
}

export function keysCollection(db: Firestore) {
  return db.collection('activationKeys');
}

export type Redemption = 'redeemed' | 'unknown' | 'used';

/**
 * Spends `key` for `uid` and activates the learner, all in one batch whose first write is the
 * exclusive create of keyRedemptions/{KEY}: of any number of racing redemptions, one wins. A
 * retried commit whose first attempt was applied finds the redemption is this learner's, and
 * reports it redeemed rather than used.
 */
export async function redeemKey(db: Firestore, uid: string, key: string, now: Date): Promise<Redemption> {
  const keyRef = keysCollection(db).doc(key);
  const snapshot = await keyRef.get();
  if (!snapshot.exists) return 'unknown';
  if ((snapshot.data() as ActivationKeyDoc).redeemedBy) return 'used';
  const redemption = db.collection('keyRedemptions').doc(key);
  const isOurs = async () => (await redemption.get()).get('uid') === uid;
  const won = await commitOnce(
    db,
    (batch) => {
      batch.create(redemption, { uid, at: now });
      batch.update(keyRef, { redeemedBy: uid, redeemedAt: now });
      batch.set(
        usersCollection(db).doc(uid),
        { hasActivated: true, activatedAt: now, activationKey: key },
        { merge: true },
      );
    },
    isOurs,
  );
  return won ? 'redeemed' : 'used';
}

/**
 * Books one key attempt in the learner's current 15-minute window, or tells when the window
 * ends if all its attempts are spent.
 */
export async function bookKeyAttempt(
  db: Firestore,
  uid: string,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; until: Date }> {
  const window = attemptWindow(now);
  const kept = deleteAfter(window.endsAt, RETENTION_DAYS.keyAttempts);
  const result = await advanceCounter(db, {
    counter: db.collection('keyAttempts').doc(`${uid}_${window.id}`),
    field: 'attempts',
    log: 'attemptLog',
    labels: { uid, ...kept },
    entry: kept,
    step: (attempts) => (attempts < MAX_KEY_ATTEMPTS ? 1 : null),
  });
  return result.advanced ? { allowed: true } : { allowed: false, until: window.endsAt };
}

/**
 * Books one attempt from a client address (hashed: no address is stored) in the current
 * window, like bookKeyAttempt: never more than the limit, however many requests race
 * (write-once log counter).
 */
export async function bookAddressAttempt(
  db: Firestore,
  addressHash: string,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; until: Date }> {
  const window = attemptWindow(now);
  const kept = deleteAfter(window.endsAt, RETENTION_DAYS.keyAttempts);
  const result = await advanceCounter(db, {
    counter: db.collection('keyAttemptsByAddress').doc(`${addressHash}_${window.id}`),
    field: 'attempts',
    log: 'attemptLog',
    labels: kept,
    entry: kept,
    step: (attempts) => (attempts < MAX_KEY_ATTEMPTS_PER_ADDRESS ? 1 : null),
  });
  return result.advanced ? { allowed: true } : { allowed: false, until: window.endsAt };
}

const failuresDoc = (db: Firestore, now: Date) => db.collection('keyFailures').doc(attemptWindow(now).id);

/**
 * Whether the window's failed redemptions, over all learners, reached the ceiling. The count
 * is a plain increment made after each failure: concurrent failures may pass the ceiling by
 * as many as are in flight when it is reached, so it is a bound, not an exact count.
 */
export async function failedKeysCeilingReached(db: Firestore, now: Date): Promise<{ until: Date } | null> {
  const failures = (await failuresDoc(db, now).get()).get('failures');
  const reached = typeof failures === 'number' && failures >= MAX_FAILED_KEYS_PER_WINDOW;
  return reached ? { until: attemptWindow(now).endsAt } : null;
}

export async function recordFailedKey(db: Firestore, now: Date): Promise<void> {
  await failuresDoc(db, now).set(
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
