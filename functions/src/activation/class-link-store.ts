/**
 * classLinks/{token}: a class's link with seats, and classLinks/{token}/seats/{n}: the seats taken,
 * each the write-once log entry of the link's `seatsTaken` counter. A learner who joins through the
 * link gets a key of the class minted and redeemed at once (./key-store.ts spendKey), so the class
 * page, keys page and replace flow see a normal used key. docs/data.md.
 */
import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { classesCollection, moveCounters } from '../data/classes';
import { usersCollection } from '../data/users';
import { commitAdvances, isFailedPrecondition, numberAt } from '../data/write-once';
import { freeKey } from './class-key-store';
import { generateLinkToken, type LinkCounts, seatKey } from './class-link-rules';
import { keysCollection, spendKey } from './key-store';

export function linksCollection(db: Firestore) {
  return db.collection('classLinks');
}

export interface StoredLink extends LinkCounts {
  token: string;
  classId: string;
  openedAt: Date;
  closedAt: Date | null;
}

/** Rounds of a write whose precondition failed because another write (a join) landed between. */
const ROUNDS = 20;

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

function linkOf(token: string, data: DocumentData | undefined): StoredLink | null {
  if (!data || typeof data.classId !== 'string') return null;
  return {
    token,
    classId: data.classId,
    open: data.open === true,
    seats: numberAt(data, 'seats'),
    seatsTaken: numberAt(data, 'seatsTaken'),
    openedAt: dateOf(data.openedAt) ?? new Date(0),
    closedAt: dateOf(data.closedAt),
  };
}

export async function readLink(db: Firestore, token: string): Promise<StoredLink | null> {
  return linkOf(token, (await linksCollection(db).doc(token).get()).data());
}

/** The class's latest link (open or closed), or null when it never had one. */
export async function readClassLink(db: Firestore, classId: string): Promise<StoredLink | null> {
  const token = (await classesCollection(db).doc(classId).get()).get('linkToken');
  return typeof token === 'string' ? readLink(db, token) : null;
}

export type OpenOutcome = { link: StoredLink } | { tooFew: number } | { unknown: true };

/**
 * Opens a link for the class with `seats`, or sets the open link's seats (never below those
 * taken). A new link is created with the class's `linkToken` updated only as read (its update
 * time), so of two admins opening at once one creates it and the other finds it open; a change of
 * seats updates the link only as read, so it never goes below a seat a join took meanwhile.
 */
export async function openLink(
  db: Firestore,
  { classId, seats, now }: { classId: string; seats: number; now: Date },
): Promise<OpenOutcome> {
  const classRef = classesCollection(db).doc(classId);
  for (let round = 1; ; round++) {
    const found = await classRef.get();
    if (!found.exists) return { unknown: true };
    const token = found.get('linkToken');
    const current = typeof token === 'string' ? await linksCollection(db).doc(token).get() : null;
    const link = current ? linkOf(current.id, current.data()) : null;
    try {
      if (current && link?.open) {
        if (seats < link.seatsTaken) return { tooFew: link.seatsTaken };
        await current.ref.update({ seats }, { lastUpdateTime: current.updateTime });
        return { link: { ...link, seats } };
      }
      const fresh = generateLinkToken();
      const batch = db.batch();
      batch.create(linksCollection(db).doc(fresh), {
        classId,
        seats,
        seatsTaken: 0,
        open: true,
        openedAt: now,
        // No closedAt until closed: an exported date field is a date, never null.
      });
      batch.update(classRef, { linkToken: fresh }, { lastUpdateTime: found.updateTime });
      await batch.commit();
      return {
        link: { token: fresh, classId, open: true, seats, seatsTaken: 0, openedAt: now, closedAt: null },
      };
    } catch (error) {
      if (!isFailedPrecondition(error) || round === ROUNDS) throw error;
    }
  }
}

/** Closes the class's open link; null when it has none open. */
export async function closeLink(db: Firestore, classId: string, now: Date): Promise<StoredLink | null> {
  const link = await readClassLink(db, classId);
  if (!link?.open) return null;
  await linksCollection(db).doc(link.token).update({ open: false, closedAt: now });
  return { ...link, open: false, closedAt: now };
}

export type JoinOutcome =
  | { joined: string; again: boolean }
  | { refused: 'unknown' | 'closed' | 'full' | 'alreadyActive' | 'seatUsed' };

/**
 * Takes a seat of the link for `uid` (whose record exists): in one batch, the create of the seat
 * classLinks/{token}/seats/{n} (n the seats taken as read, so of racing joins for the same seat
 * exactly one commits and the others read again: never more seats than the link has), the
 * link's `seatsTaken` + 1, the seat's key created already redeemed, its redemption and the
 * learner's activation (./key-store.ts spendKey), and the class's keysUsed and learners + 1.
 * The key is the learner's own for this link (seatKey): a retried join (a lost reply) finds the
 * learner activated by it and takes no second seat; racing joins of one learner lose on its create.
 * A join committing as an admin closes the link or lowers its seats may still take its seat
 * (docs/api.md).
 */
export async function joinLink(
  db: Firestore,
  { token, uid, now }: { token: string; uid: string; now: Date },
): Promise<JoinOutcome> {
  const linkRef = linksCollection(db).doc(token);
  const link = await readLink(db, token);
  if (!link) return { refused: 'unknown' };
  const { classId } = link;
  const key = seatKey(token, uid);
  const keyRef = keysCollection(db).doc(key);
  const userRef = usersCollection(db).doc(uid);
  const classRef = classesCollection(db).doc(classId);
  let outcome: JoinOutcome = { refused: 'unknown' };
  await commitAdvances(db, {
    read: [linkRef, userRef, keyRef, classRef],
    plan: ([linkDoc, user, keyDoc, classDoc]) => {
      const current = linkOf(token, linkDoc);
      const className = typeof classDoc?.name === 'string' ? classDoc.name : '';
      const activatedHere = user?.hasActivated === true && user.activationKey === key;
      if (!current) outcome = { refused: 'unknown' };
      else if (keyDoc) outcome = activatedHere ? { joined: className, again: true } : { refused: 'seatUsed' };
      else if (user?.hasActivated === true) outcome = { refused: 'alreadyActive' };
      else if (!current.open) outcome = { refused: 'closed' };
      else if (current.seatsTaken >= current.seats) outcome = { refused: 'full' };
      else {
        outcome = { joined: className, again: false };
        return {
          advances: [{ counter: linkRef, field: 'seatsTaken', log: 'seats', by: 1, entry: { key } }],
          alongside: (batch) => {
            // The link is the mint that made it (`mintId`).
            batch.create(keyRef, {
              ...freeKey(classId, className, token, now),
              redeemedBy: uid,
              redeemedAt: now,
            });
            spendKey(batch, db, { uid, key, classId, now });
            moveCounters(batch, db, classId, { keysUsed: 1, learners: 1 });
          },
        };
      }
      return null;
    },
  });
  return outcome;
}
