/**
 * The classes themselves: created with an exclusive create of their name's claim
 * (classNames/{nameKey}), renamed by moving that claim in the batch that renames, archived and
 * dated by plain updates. Keys minted before classes existed, with `--note NAME`, are adopted by
 * the class of that name (../activation/class-key-store.ts). docs/data.md.
 */
import { FieldValue, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { adoptLegacyKeys } from '../activation/class-key-store';
import { type ClassDoc, classesCollection, classNameKey, classNamesCollection } from '../data/classes';
import { commitOnce, isAlreadyExists, isFailedPrecondition, isNotFound } from '../data/write-once';
import { cleanClassName } from '../shared/name-rules';
import { dailyAudiosOf } from '../shared/rules';

export interface StoredClass extends ClassDoc {
  id: string;
  /** What its learners get: its own allowance, or the default. */
  dailyAudios: number;
}

/** Rounds of a write whose precondition failed because another write landed between. */
export const PRECONDITION_ROUNDS = 8;

function storedClass(id: string, data: Partial<ClassDoc> | undefined): StoredClass | null {
  if (!data || typeof data.name !== 'string') return null;
  const count = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    id,
    name: data.name,
    nameKey: data.nameKey ?? classNameKey(data.name),
    endDate: data.endDate ?? null,
    archived: data.archived === true,
    createdAt: data.createdAt as Timestamp,
    teacherUids: Array.isArray(data.teacherUids) ? data.teacherUids : [],
    learners: count(data.learners),
    keysFree: count(data.keysFree),
    keysUsed: count(data.keysUsed),
    keysRevoked: count(data.keysRevoked),
    dailyAudios: dailyAudiosOf(data.dailyAudios),
  };
}

export async function readClass(db: Firestore, classId: string): Promise<StoredClass | null> {
  // A class id is a Firestore auto id: anything else names no class (and no other path).
  if (!/^[A-Za-z0-9]{1,40}$/.test(classId)) return null;
  const snapshot = await classesCollection(db).doc(classId).get();
  return storedClass(classId, snapshot.data() as Partial<ClassDoc> | undefined);
}

/** Every class (an admin's list), or those whose teachers include `teacherUid`. */
export async function listClasses(db: Firestore, teacherUid: string | null): Promise<StoredClass[]> {
  const query = teacherUid
    ? classesCollection(db).where('teacherUids', 'array-contains', teacherUid)
    : classesCollection(db);
  const snapshot = await query.get();
  return snapshot.docs.flatMap((doc) => storedClass(doc.id, doc.data() as Partial<ClassDoc>) ?? []);
}

/** `invalid`: the name is not one (shared/name-rules.ts cleanClassName). */
export type CreateOutcome = { created: StoredClass } | { taken: true } | { invalid: true };

/**
 * Creates a class named `name`: its name's claim and the class in one batch whose first write is
 * the claim's exclusive create, so of two classes given one name (whatever its case and spaces)
 * one is created. Then adopts the keys minted for that name before classes existed.
 */
export async function createClass(
  db: Firestore,
  { name, endDate, now }: { name: string; endDate: string | null; now: Date },
): Promise<CreateOutcome> {
  const cleaned = cleanClassName(name);
  if (cleaned === null) return { invalid: true };
  const nameKey = classNameKey(cleaned);
  const ref = classesCollection(db).doc();
  const claim = classNamesCollection(db).doc(nameKey);
  const won = await commitOnce(
    db,
    (batch) => {
      batch.create(claim, { classId: ref.id, createdAt: now });
      batch.create(ref, {
        name: cleaned,
        nameKey,
        endDate,
        archived: false,
        createdAt: now,
        teacherUids: [],
        learners: 0,
        keysFree: 0,
        keysUsed: 0,
        keysRevoked: 0,
      });
    },
    async () => (await claim.get()).get('classId') === ref.id,
  );
  if (!won) return { taken: true };
  await adoptLegacyKeys(db, ref.id, cleaned);
  const created = await readClass(db, ref.id);
  if (!created) throw new Error(`classes/${ref.id} missing right after its creation`);
  return { created };
}

/** The class named `name`, created if there is none (`npm run keys -- create --note NAME`). */
export async function findOrCreateClass(db: Firestore, name: string, now: Date): Promise<StoredClass> {
  for (let round = 1; round <= PRECONDITION_ROUNDS; round++) {
    const claim = await classNamesCollection(db).doc(classNameKey(name)).get();
    const existing = claim.exists ? await readClass(db, String(claim.get('classId'))) : null;
    if (existing) return existing;
    const outcome = await createClass(db, { name, endDate: null, now });
    if ('created' in outcome) return outcome.created;
    if ('invalid' in outcome) throw new Error(`"${name}" is not a class name: it needs a letter or a digit`);
  }
  throw new Error(`class "${name}": neither found nor created`);
}

export interface ClassChange {
  name?: string;
  endDate?: string | null;
  archived?: boolean;
  /** Already checked (shared/rules.ts isValidDailyAudios). */
  dailyAudios?: number;
}

export type UpdateOutcome =
  | { updated: StoredClass }
  | { unknown: true }
  | { taken: true }
  | { invalid: true };

/**
 * Renames, dates, archives a class or sets its daily audios in one batch (its learners' next
 * audio, draw or count reads the new allowance: ../practice/audio/audio-store.ts). A new name
 * moves its claim: the new one's exclusive create (lost to a class of that name: taken), the old
 * one's delete, and the class's update only if it is as read (its update time), so two racing
 * renames cannot both move it.
 */
export async function updateClass(
  db: Firestore,
  classId: string,
  change: ClassChange,
): Promise<UpdateOutcome> {
  for (let round = 1; ; round++) {
    const current = await readClass(db, classId);
    if (!current) return { unknown: true };
    const snapshot = await classesCollection(db).doc(classId).get();
    const name = change.name === undefined ? current.name : cleanClassName(change.name);
    if (name === null) return { invalid: true };
    const nameKey = classNameKey(name);
    const moves = nameKey !== current.nameKey;
    const fields = {
      name,
      nameKey,
      ...(change.endDate !== undefined ? { endDate: change.endDate } : {}),
      ...(change.archived !== undefined ? { archived: change.archived } : {}),
      ...(change.dailyAudios !== undefined ? { dailyAudios: change.dailyAudios } : {}),
    };
    const batch = db.batch();
    if (moves) batch.create(classNamesCollection(db).doc(nameKey), { classId, createdAt: new Date() });
    batch.update(classesCollection(db).doc(classId), fields, { lastUpdateTime: snapshot.updateTime });
    if (moves) batch.delete(classNamesCollection(db).doc(current.nameKey));
    try {
      await batch.commit();
    } catch (error) {
      if (isAlreadyExists(error)) {
        // Our own claim, from a commit whose reply was lost: the rename is in.
        const claim = await classNamesCollection(db).doc(nameKey).get();
        if (claim.get('classId') !== classId) return { taken: true };
      } else if (!isFailedPrecondition(error) || round === PRECONDITION_ROUNDS) {
        throw error;
      } else {
        continue;
      }
    }
    if (moves) await adoptLegacyKeys(db, classId, name);
    const updated = await readClass(db, classId);
    if (!updated) return { unknown: true };
    return { updated };
  }
}

/** Adds `uid` to the class's teachers (false: no such class). */
export async function addClassTeacher(db: Firestore, classId: string, uid: string): Promise<boolean> {
  try {
    await classesCollection(db)
      .doc(classId)
      .update({ teacherUids: FieldValue.arrayUnion(uid) });
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/** Takes `uid` off the class's teachers; answers whether they still teach another class. */
export async function removeClassTeacher(db: Firestore, classId: string, uid: string): Promise<boolean> {
  await classesCollection(db)
    .doc(classId)
    .update({ teacherUids: FieldValue.arrayRemove(uid) });
  const other = await classesCollection(db).where('teacherUids', 'array-contains', uid).limit(1).get();
  return !other.empty;
}
