/**
 * A class's keys, the academy's door to the activation's keys: minted with the class's counter
 * in one batch, listed with who used each, revoked through the same exclusive create a
 * redemption starts with (keyRedemptions/{KEY}), a lost account's place freed with a new key
 * minted in its batch, and keys minted before classes adopted by the class of their note.
 * docs/data.md.
 */
import { type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { moveCounters } from '../data/classes';
import { DELETED_ACCOUNT } from '../data/collections';
import { readNames, usersCollection } from '../data/users';
import { commitOnce, isFailedPrecondition, isNotFound, newRequestId } from '../data/write-once';
import type { KeyState } from '../shared/contract';
import { shownName } from '../shared/name-rules';
import { generateKey } from './key-rules';
import { keysCollection as keys, redemptionsCollection as redemptions } from './key-store';

/** Rounds of a write whose precondition failed because another write landed between. */
const ROUNDS = 8;

/** A new key's fields: free, in `classId`, made by mint `mintId`. */
export const freeKey = (classId: string, className: string, mintId: string, now: Date) => ({
  createdAt: now,
  // The class's name as the note `npm run keys -- list` shows.
  note: className,
  classId,
  mintId,
  redeemedBy: null,
  redeemedAt: null,
  // No revokedAt until revoked: an exported date field is a date, never null.
});

/**
 * Mints `count` free keys (at most 499: one batch) for the class, and adds them to its keysFree,
 * in one batch: racing mints each add their own. The batch creates its keys, so a commit retried
 * after a lost reply is told apart by its mintId rather than applied twice.
 */
export async function mintKeys(
  db: Firestore,
  { classId, className, count, now }: { classId: string; className: string; count: number; now: Date },
): Promise<string[]> {
  const minted = Array.from({ length: count }, generateKey);
  const mintId = newRequestId();
  const first = keys(db).doc(minted[0] as string);
  const won = await commitOnce(
    db,
    (batch) => {
      for (const key of minted) batch.create(keys(db).doc(key), freeKey(classId, className, mintId, now));
      moveCounters(batch, db, classId, { keysFree: count });
    },
    async () => (await first.get()).get('mintId') === mintId,
  );
  // Two keys of 2^98 alike: never seen, but never written over either.
  if (!won) throw new Error('a minted key already exists');
  return minted;
}

export interface ListedKey {
  key: string;
  state: KeyState;
  createdAt: Date | null;
  /** The uid that used it (DELETED_ACCOUNT once deleted). */
  redeemedBy: string | null;
  /** The ranking name of that learner now; null when none (a deleted account). */
  usedByName: string | null;
  redeemedAt: Date | null;
  revokedAt: Date | null;
}

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/**
 * The class's keys, newest first, with the name of who used each: one query (the class's keys)
 * and one read per used key (the learners' records, their names' only copy).
 */
export async function listClassKeys(db: Firestore, classId: string): Promise<ListedKey[]> {
  const snapshot = await keys(db).where('classId', '==', classId).get();
  const uids = [
    ...new Set(
      snapshot.docs
        .map((doc) => doc.get('redeemedBy'))
        .filter((uid): uid is string => typeof uid === 'string' && uid !== DELETED_ACCOUNT),
    ),
  ];
  const names = await readNames(db, uids);
  return snapshot.docs
    .map((doc) => {
      const redeemedBy = (doc.get('redeemedBy') as string | null) ?? null;
      const revokedAt = dateOf(doc.get('revokedAt'));
      const state: KeyState = revokedAt ? 'revoked' : redeemedBy ? 'used' : 'free';
      return {
        key: doc.id,
        state,
        createdAt: dateOf(doc.get('createdAt')),
        redeemedBy,
        usedByName: redeemedBy && names.has(redeemedBy) ? shownName(names.get(redeemedBy), redeemedBy) : null,
        redeemedAt: dateOf(doc.get('redeemedAt')),
        revokedAt,
      };
    })
    .sort(
      (a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || a.key.localeCompare(b.key),
    );
}

export type RevokeOutcome = 'revoked' | 'unknown' | 'used';

/**
 * Revokes a free key: the exclusive create of keyRedemptions/{KEY} (a revoked marker), the key's
 * revokedAt and its class's counters, in one batch. A redemption begins with the same create, so
 * of a revocation and redemptions racing for one key exactly one wins. Revoking a revoked key
 * again changes nothing.
 */
export async function revokeKey(db: Firestore, key: string, now: Date): Promise<RevokeOutcome> {
  const keyRef = keys(db).doc(key);
  const marker = redemptions(db).doc(key);
  const revokeId = newRequestId();
  const snapshot = await keyRef.get();
  if (!snapshot.exists) return 'unknown';
  if (snapshot.get('revokedAt')) return 'revoked';
  if (snapshot.get('redeemedBy')) return 'used';
  const classId = (snapshot.get('classId') as string | undefined) ?? null;
  const won = await commitOnce(
    db,
    (batch) => {
      batch.create(marker, { revoked: true, revokeId, uid: null, at: now });
      batch.update(keyRef, { revokedAt: now });
      if (classId) moveCounters(batch, db, classId, { keysFree: -1, keysRevoked: 1 });
    },
    async () => (await marker.get()).get('revokeId') === revokeId,
  );
  if (won) return 'revoked';
  return (await marker.get()).get('revoked') === true ? 'revoked' : 'used';
}

export type ReplaceOutcome = { key: string } | { unknown: true };

/**
 * For a learner who lost their account: the old record leaves the class and loses its activation,
 * and a new free key of the class is minted, with the counters (learners -1, keysFree +1), in one
 * batch that updates the record only as read (its update time), so two racing replacements (or a
 * replacement and a deletion) cannot both free the same place.
 */
export async function replaceLearner(
  db: Firestore,
  { classId, className, uid, now }: { classId: string; className: string; uid: string; now: Date },
): Promise<ReplaceOutcome> {
  const record = usersCollection(db).doc(uid);
  for (let round = 1; ; round++) {
    const snapshot = await record.get();
    if (!snapshot.exists || snapshot.get('classId') !== classId) return { unknown: true };
    const key = generateKey();
    const batch = db.batch();
    batch.update(
      record,
      { classId: null, hasActivated: false, replacedAt: now },
      { lastUpdateTime: snapshot.updateTime },
    );
    batch.create(keys(db).doc(key), freeKey(classId, className, newRequestId(), now));
    moveCounters(batch, db, classId, { learners: -1, keysFree: 1 });
    try {
      await batch.commit();
      return { key };
    } catch (error) {
      if (!isFailedPrecondition(error) || round === ROUNDS) throw error;
    }
  }
}

/**
 * Files under the class the keys minted before classes existed whose note is its name: each key
 * in a batch of its own that updates it only as read (its update time: a redemption racing the
 * adoption updates the key too, and one of the two is read again), moves the class's counters,
 * and puts the key's learner, if they are in no class yet, in this one.
 */
export async function adoptLegacyKeys(db: Firestore, classId: string, name: string): Promise<number> {
  let adopted = 0;
  const candidates = (await keys(db).where('note', '==', name).get()).docs.filter(
    (doc) => !doc.get('classId'),
  );
  for (const candidate of candidates) {
    for (let round = 1; round <= ROUNDS; round++) {
      const snapshot = await keys(db).doc(candidate.id).get();
      if (!snapshot.exists || snapshot.get('classId')) break;
      const redeemedBy = snapshot.get('redeemedBy') as string | null | undefined;
      const learner =
        redeemedBy && redeemedBy !== DELETED_ACCOUNT ? await usersCollection(db).doc(redeemedBy).get() : null;
      const joins =
        learner?.exists === true && !learner.get('classId') && learner.get('hasActivated') === true;
      const batch: WriteBatch = db.batch();
      batch.update(snapshot.ref, { classId }, { lastUpdateTime: snapshot.updateTime });
      if (learner && joins) {
        // An update: fails (and the key is read again) if the account was deleted meanwhile.
        batch.update(learner.ref, { classId });
      }
      const state = snapshot.get('revokedAt') ? 'keysRevoked' : redeemedBy ? 'keysUsed' : 'keysFree';
      moveCounters(batch, db, classId, { [state]: 1, learners: joins ? 1 : 0 });
      try {
        await batch.commit();
        adopted++;
        break;
      } catch (error) {
        if (!isFailedPrecondition(error) && !isNotFound(error)) throw error;
      }
    }
  }
  return adopted;
}
