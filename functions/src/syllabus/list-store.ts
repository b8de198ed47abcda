/**
 * phraseLists/{listId}: an academy's phrase list (name, level, classes, phrases in order, version);
 * phraseIndex/{sha256(normalised text)}: every phrase any list has held, so a practice that was
 * served it keeps being spoken and checked after the list changes (./academy-phrase.ts). A save
 * writes the list and its phrases' index entries in one atomic batch (201 writes at most); a
 * replace or delete applies only to the list as read (its update time), so two racing saves
 * cannot both build on one version, and the caller's right to it is judged on what is replaced.
 * docs/data.md.
 */
import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { classesCollection } from '../data/classes';
import { isFailedPrecondition } from '../data/write-once';
import { normalizeAnswer } from '../shared/answer';
import type { ListPhrase } from '../shared/list-payloads';
import { LEVELS, type Level } from '../shared/rules';

export interface PhraseListDoc {
  name: string;
  level: Level;
  /** Empty: the whole academy. */
  classIds: string[];
  phrases: ListPhrase[];
  /** How many phrases: the lists' summaries read it instead of the phrases. */
  phraseCount: number;
  updatedAt: Timestamp;
  version: number;
}

export interface StoredList extends Omit<PhraseListDoc, 'phraseCount'> {
  id: string;
}

/** A list as its summary shows it: all but its phrases, and how many they are. */
export type StoredListSummary = Omit<StoredList, 'phrases'> & { phraseCount: number };

export interface PhraseIndexDoc {
  text: string;
  meaning: string;
  level: Level;
  updatedAt: Timestamp;
}

export type ListContent = Pick<PhraseListDoc, 'name' | 'level' | 'classIds' | 'phrases'>;

export const listsCollection = (db: Firestore) => db.collection('phraseLists');
export const phraseIndexCollection = (db: Firestore) => db.collection('phraseIndex');

/** The index entry's id: one per phrase as answers compare it, whatever its case and punctuation. */
export function phraseIndexId(text: string): string {
  return createHash('sha256').update(normalizeAnswer(text)).digest('hex');
}

/** Rounds of a replace or delete whose list changed between its read and its write. */
const PRECONDITION_ROUNDS = 8;

/** The list's fields but its phrases, or null when it is no list. */
function listFields(
  id: string,
  data: Partial<PhraseListDoc> | undefined,
): Omit<StoredList, 'phrases'> | null {
  if (!data || typeof data.name !== 'string') return null;
  return {
    id,
    name: data.name,
    level: LEVELS.includes(data.level as Level) ? (data.level as Level) : 'beginner',
    classIds: Array.isArray(data.classIds) ? data.classIds : [],
    updatedAt: data.updatedAt ?? Timestamp.fromMillis(0),
    version: typeof data.version === 'number' ? data.version : 1,
  };
}

function storedList(id: string, data: Partial<PhraseListDoc> | undefined): StoredList | null {
  const fields = listFields(id, data);
  return fields && Array.isArray(data?.phrases) ? { ...fields, phrases: data.phrases } : null;
}

/** A list id is a Firestore auto id: anything else names no list (and no other path). */
const isListId = (listId: string) => /^[A-Za-z0-9]{1,40}$/.test(listId);

export async function readList(db: Firestore, listId: string): Promise<StoredList | null> {
  if (!isListId(listId)) return null;
  const snapshot = await listsCollection(db).doc(listId).get();
  return storedList(listId, snapshot.data() as Partial<PhraseListDoc> | undefined);
}

const SUMMARY_FIELDS = ['name', 'level', 'classIds', 'updatedAt', 'version', 'phraseCount'] as const;

/** Firestore takes at most 30 values in one `array-contains-any`. */
const ANY_OF = 30;

/**
 * The summaries of the lists `teaches` may see, without their phrases (50 lists of 200 phrases
 * are about 1 MB whole): null, every list (an admin); else the academy's (no classes) and those of
 * the classes taught, one query each 30 classes, so a teacher reads no other class's lists. A list
 * saved before its `phraseCount` is read whole.
 */
export async function readListSummaries(
  db: Firestore,
  teaches: ReadonlySet<string> | null,
): Promise<StoredListSummary[]> {
  const summaries = listsCollection(db).select(...SUMMARY_FIELDS);
  const taught = [...(teaches ?? [])];
  const queries = teaches
    ? [
        summaries.where('classIds', '==', []),
        ...Array.from({ length: Math.ceil(taught.length / ANY_OF) }, (_, i) =>
          summaries.where('classIds', 'array-contains-any', taught.slice(i * ANY_OF, (i + 1) * ANY_OF)),
        ),
      ]
    : [summaries];
  const found = new Map<string, Partial<PhraseListDoc>>();
  for (const snapshot of await Promise.all(queries.map((query) => query.get()))) {
    for (const doc of snapshot.docs) found.set(doc.id, doc.data() as Partial<PhraseListDoc>);
  }
  const uncounted = [...found].filter(([, data]) => typeof data.phraseCount !== 'number');
  const whole = uncounted.length
    ? await db.getAll(...uncounted.map(([id]) => listsCollection(db).doc(id)))
    : [];
  for (const doc of whole) {
    const phrases = doc.get('phrases');
    if (Array.isArray(phrases)) found.set(doc.id, { ...found.get(doc.id), phraseCount: phrases.length });
  }
  return [...found].flatMap(([id, data]) => {
    const fields = listFields(id, data);
    return fields && typeof data.phraseCount === 'number'
      ? [{ ...fields, phraseCount: data.phraseCount }]
      : [];
  });
}

/** The ids among `classIds` that name no class (one getAll). */
export async function missingClasses(db: Firestore, classIds: readonly string[]): Promise<string[]> {
  const valid = classIds.filter((id) => /^[A-Za-z0-9]{1,40}$/.test(id));
  const found = valid.length
    ? await db.getAll(...valid.map((id) => classesCollection(db).doc(id)), { fieldMask: ['name'] })
    : [];
  const existing = new Set(found.filter((doc) => doc.exists).map((doc) => doc.id));
  return classIds.filter((id) => !existing.has(id));
}

/** The ids of the classes `uid` teaches (one query). */
export async function classesTaughtBy(db: Firestore, uid: string): Promise<Set<string>> {
  const snapshot = await classesCollection(db).where('teacherUids', 'array-contains', uid).select().get();
  return new Set(snapshot.docs.map((doc) => doc.id));
}

function indexWrites(batch: WriteBatch, db: Firestore, content: ListContent, now: Date) {
  const updatedAt = Timestamp.fromDate(now);
  for (const { text, meaning } of content.phrases) {
    const entry: PhraseIndexDoc = { text, meaning, level: content.level, updatedAt };
    batch.set(phraseIndexCollection(db).doc(phraseIndexId(text)), entry);
  }
}

export async function createList(db: Firestore, content: ListContent, now: Date): Promise<StoredList> {
  const ref = listsCollection(db).doc();
  const doc: PhraseListDoc = {
    ...content,
    phraseCount: content.phrases.length,
    updatedAt: Timestamp.fromDate(now),
    version: 1,
  };
  const batch = db.batch();
  batch.create(ref, doc);
  indexWrites(batch, db, content, now);
  await batch.commit();
  const { phraseCount: _count, ...stored } = doc;
  return { id: ref.id, ...stored };
}

/**
 * Replaces the list, after `allowed` accepts it as it stands (it throws to refuse): the list and
 * its phrases' index entries in one batch, the list's only if unchanged since read. null: no list.
 */
export async function replaceList(
  db: Firestore,
  listId: string,
  content: ListContent,
  now: Date,
  allowed: (current: StoredList) => void,
): Promise<StoredList | null> {
  return withListAsRead(db, listId, async (current, updateTime) => {
    allowed(current);
    const batch = db.batch();
    const ref = listsCollection(db).doc(listId);
    batch.update(
      ref,
      {
        ...content,
        phraseCount: content.phrases.length,
        updatedAt: Timestamp.fromDate(now),
        version: FieldValue.increment(1),
      },
      { lastUpdateTime: updateTime },
    );
    indexWrites(batch, db, content, now);
    await batch.commit();
    return { ...current, ...content, updatedAt: Timestamp.fromDate(now), version: current.version + 1 };
  });
}

/**
 * Deletes the list once `allowed` accepts it as it stands; its index entries stay, so a practice
 * that was served one of its phrases still has it spoken and checked. false: no list.
 */
export async function deleteList(
  db: Firestore,
  listId: string,
  allowed: (current: StoredList) => void,
): Promise<boolean> {
  const deleted = await withListAsRead(db, listId, async (current, updateTime) => {
    allowed(current);
    await listsCollection(db).doc(listId).delete({ lastUpdateTime: updateTime });
    return true;
  });
  return deleted === true;
}

async function withListAsRead<T>(
  db: Firestore,
  listId: string,
  write: (current: StoredList, updateTime: Timestamp) => Promise<T>,
): Promise<T | null> {
  if (!isListId(listId)) return null;
  for (let round = 1; ; round++) {
    const snapshot = await listsCollection(db).doc(listId).get();
    const current = storedList(listId, snapshot.data() as Partial<PhraseListDoc> | undefined);
    if (!current || !snapshot.updateTime) return null;
    try {
      return await write(current, snapshot.updateTime);
    } catch (error) {
      if (!isFailedPrecondition(error) || round === PRECONDITION_ROUNDS) throw error;
    }
  }
}
