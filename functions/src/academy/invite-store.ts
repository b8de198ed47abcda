/**
 * teacherInvites/{classId}_{hash of the address}: a class's invite to a teacher whose address is
 * not confirmed yet (no account holds it, or the one that does has not followed the link of its
 * confirmation e-mail). It gives nothing until the invitee's token says the address is confirmed;
 * then one batch lists them in the class and deletes the invite, only if the invite is as read
 * (./teacher-invites.ts). An admin withdraws it from the class's screen. docs/data.md.
 */
import { createHash } from 'node:crypto';
import { type DocumentReference, FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { classesCollection } from '../data/classes';
import { isFailedPrecondition, isNotFound } from '../data/write-once';

export function invitesCollection(db: Firestore) {
  return db.collection('teacherInvites');
}

/** An address as invites keep and compare it (Firebase Auth's own are lower-case). */
export const inviteAddress = (email: string) => email.trim().toLowerCase();

function inviteRef(db: Firestore, classId: string, email: string): DocumentReference {
  const hash = createHash('sha256').update(inviteAddress(email)).digest('hex').slice(0, 32);
  return invitesCollection(db).doc(`${classId}_${hash}`);
}

/** Invites `email` to teach the class (again: the same invite, its date renewed). */
export async function saveInvite(db: Firestore, classId: string, email: string, now: Date): Promise<void> {
  await inviteRef(db, classId, email).set({ classId, email: inviteAddress(email), invitedAt: now });
}

/** Withdraws the class's invite to `email`: false when there is none (applied or withdrawn already). */
export async function withdrawInvite(db: Firestore, classId: string, email: string): Promise<boolean> {
  const ref = inviteRef(db, classId, email);
  if (!(await ref.get()).exists) return false;
  await ref.delete();
  return true;
}

/** The addresses each class awaits, by class id (a class with none is absent), in address order. */
export async function invitedByClass(
  db: Firestore,
  classIds: readonly string[],
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  // Firestore's `in` takes at most 30 values: the chunks' queries run at once.
  const chunks = Array.from({ length: Math.ceil(classIds.length / 30) }, (_, i) =>
    classIds.slice(30 * i, 30 * i + 30),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) => invitesCollection(db).where('classId', 'in', chunk).get()),
  );
  for (const doc of snapshots.flatMap((snapshot) => snapshot.docs)) {
    const classId = String(doc.get('classId'));
    found.set(classId, [...(found.get(classId) ?? []), String(doc.get('email'))].sort());
  }
  return found;
}

export interface PendingInvite {
  ref: DocumentReference;
  classId: string;
  updateTime: Timestamp;
}

/** The invites waiting for `email`, each with the update time it was read at. */
export async function invitesTo(db: Firestore, email: string): Promise<PendingInvite[]> {
  const snapshot = await invitesCollection(db).where('email', '==', inviteAddress(email)).get();
  return snapshot.docs.map((doc) => ({
    ref: doc.ref,
    classId: String(doc.get('classId')),
    updateTime: doc.updateTime,
  }));
}

/**
 * The invitee joins the class's teachers, and the invite goes, in one batch whose delete holds
 * only if the invite is as read: a withdrawal since, or a racing read that applied it first,
 * fails the whole batch (FAILED_PRECONDITION or NOT_FOUND). Answers whether this call applied it.
 */
export async function acceptInvite(db: Firestore, invite: PendingInvite, uid: string): Promise<boolean> {
  const batch = db.batch();
  batch.delete(invite.ref, { lastUpdateTime: invite.updateTime });
  batch.update(classesCollection(db).doc(invite.classId), { teacherUids: FieldValue.arrayUnion(uid) });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (isFailedPrecondition(error) || isNotFound(error)) return false;
    throw error;
  }
}
