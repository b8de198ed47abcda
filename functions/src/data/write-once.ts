/**
 * The write-once counter, which every bound rests on: a counter moves by creating the log entry
 * named after the value it read, in the batch that increments it, so of racing requests exactly
 * one commits; a retried commit is recognised by its requestId. See docs/data.md.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AggregateField,
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
/** DEADLINE_EXCEEDED and UNAVAILABLE: the commit may or may not have been applied. */
const UNKNOWN_OUTCOME = new Set([4, 14]);

/**
 * Each lost create means another request advanced the same bounded counter, so retries end;
 * this cap only guards against a counter that stopped moving.
 */
const MAX_ATTEMPTS = 200;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function isAlreadyExists(error: unknown): boolean {
  return codeOf(error) === ALREADY_EXISTS;
}

/** A write whose precondition (an update time, an existing document) no longer held. */
export function isFailedPrecondition(error: unknown): boolean {
  return codeOf(error) === FAILED_PRECONDITION;
}

/** An update of a document that does not exist. */
export function isNotFound(error: unknown): boolean {
  return codeOf(error) === NOT_FOUND;
}

/** A fresh id for one call's write-once documents (see "A retried commit" above). */
export function newRequestId(): string {
  return randomUUID();
}

/**
 * Commits `build(batch)`. An ALREADY_EXISTS or an unknown outcome may hide a commit that was
 * applied (a retried commit): the answer is then `recover`'s. Other errors are thrown.
 */
async function commitOr(
  db: Firestore,
  build: (batch: WriteBatch) => void,
  recover: (error: unknown, unknownOutcome: boolean) => Promise<boolean>,
): Promise<boolean> {
  const batch = db.batch();
  build(batch);
  try {
    await batch.commit();
    return true;
  } catch (error) {
    const code = codeOf(error);
    const unknownOutcome = typeof code === 'number' && UNKNOWN_OUTCOME.has(code);
    if (code !== ALREADY_EXISTS && !unknownOutcome) throw error;
    return recover(error, unknownOutcome);
  }
}

/**
 * Commits `build(batch)`, whose leading write is a create. True when the batch is in: committed
 * now, or found applied by `isOurs` after an ALREADY_EXISTS or an unknown outcome (a retried
 * commit). False when the create lost to a document another call made. Other errors are thrown,
 * as is an unknown outcome that `isOurs` does not find applied.
 */
export function commitOnce(
  db: Firestore,
  build: (batch: WriteBatch) => void,
  isOurs: () => Promise<boolean>,
): Promise<boolean> {
  return commitOr(db, build, async (error, unknownOutcome) => {
    if (await isOurs()) return true;
    if (unknownOutcome) throw error;
    return false;
  });
}

/** One counter to advance in a joint commit (`commitAdvances`). */
export interface Advance {
  /** The counter document and the numeric field it advances. */
  counter: DocumentReference;
  field: string;
  /** Sub-collection of the counter holding one entry per advance, named by the value before it. */
  log: string;
  /** How much to add: a whole number above 0. */
  by: number;
  /** Stored in the log entry. */
  entry?: DocumentData;
  /**
   * Merged into the counter document with the advance (e.g. its owner and day, or another
   * field's FieldValue.increment), so the batch writes the counter document once.
   */
  labels?: DocumentData;
}

/** What one attempt commits: its advances and further writes, all in one batch. */
export interface CommitPlan {
  advances: Advance[];
  /**
   * Further writes in the same batch (e.g. a user's point totals). Without an advance the batch
   * holds no create to tell a retried commit apart, so its writes must be idempotent and the
   * plan must return null once they are visible.
   */
  alongside?: (batch: WriteBatch) => void;
}

export interface JointCommit {
  /** The documents read before each attempt, each counter among them. */
  read: DocumentReference[];
  /** From the documents as read (in `read`'s order): what to commit, or null to write nothing. */
  plan: (docs: (DocumentData | undefined)[]) => CommitPlan | null;
}

/** The number stored at `field`, 0 when there is none. */
export const numberAt = (doc: DocumentData | undefined, field: string): number =>
  typeof doc?.[field] === 'number' ? (doc[field] as number) : 0;

/** One advance as an attempt planned it: its log entry is named `from`. */
interface PlannedEntry {
  counter: DocumentReference;
  field: string;
  ref: DocumentReference;
  from: number;
}

/**
 * Where each counter stands by its log, for the counters whose document was found behind it
 * (deleted, or its field gone, while its log entries stayed): by document path, then field.
 */
export type Floors = Map<string, Map<string, number>>;

/**
 * The documents as a plan sees them: a counter its log shows further on reads as the log's
 * value, so its bound counts every advance the log still holds.
 */
export function withFloors(paths: string[], docs: (DocumentData | undefined)[], floors: Floors) {
  return docs.map((doc, i) => {
    let seen = doc;
    for (const [field, floor] of floors.get(paths[i] ?? '') ?? []) {
      if (numberAt(seen, field) < floor) seen = { ...seen, [field]: floor };
    }
    return seen;
  });
}

/**
 * A counter's value by its log: the sum of its entries' steps (its end when none is missing),
 * and at least the end of the entry a create just lost on (`from` + its `by`), so that every
 * such loss moves the counter on, past entries a partial deletion left above the sum.
 */
export const loggedValue = (steps: number, from: number, by: number): number => Math.max(steps, from + by);

/**
 * After a lost commit: for each entry it tried to create whose counter has not moved past it
 * (as it would have if another call had made that entry), the entry already there means the
 * counter's document fell behind its log, so the counter is taken to where the log shows it
 * (loggedValue). A counter that moved is a race lost as usual and costs no read; an entry that
 * is not there means the commit lost on another create.
 */
async function learnFloors(
  read: DocumentReference[],
  docs: (DocumentData | undefined)[],
  lost: PlannedEntry[],
  floors: Floors,
): Promise<void> {
  await Promise.all(
    lost.map(async ({ counter, field, ref, from }) => {
      const i = read.findIndex((each) => each.path === counter.path);
      if (numberAt(docs[i], field) > from) return;
      const [entry, sum] = await Promise.all([
        ref.get(),
        ref.parent.aggregate({ steps: AggregateField.sum('by') }).get(),
      ]);
      if (!entry.exists) return;
      const logged = loggedValue(sum.data().steps, from, numberAt(entry.data(), 'by'));
      const fields = floors.get(counter.path) ?? new Map<string, number>();
      fields.set(field, Math.max(fields.get(field) ?? 0, logged));
      floors.set(counter.path, fields);
    }),
  );
}

/**
 * Advances any number of counters, with further writes, in one atomic batch: each advance
 * creates the log entry named after its counter's value as read, so the batch commits only if
 * no other call advanced any of them since; otherwise it re-reads and plans again. A counter
 * whose document fell behind its log (see learnFloors) is planned from the log's value, and its
 * batch moves the document there. True when a plan was committed, false when the plan wrote
 * nothing.
 */
export async function commitAdvances(db: Firestore, { read, plan }: JointCommit): Promise<boolean> {
  const requestId = newRequestId();
  const floors: Floors = new Map();
  const paths = read.map((each) => each.path);
  let lost: PlannedEntry[] = [];
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const snapshots = await db.getAll(...read);
    const stored = snapshots.map((snapshot) => snapshot.data());
    await learnFloors(read, withFloors(paths, stored, floors), lost, floors);
    const docs = withFloors(paths, stored, floors);
    const planned = plan(docs);
    if (!planned) return false;
    const entries = planned.advances.map(({ counter, field, log, by, entry, labels }) => {
      const i = read.findIndex((each) => each.path === counter.path);
      const from = numberAt(docs[i], field);
      // A counter planned from its log's value moves its document there in the same increment.
      const behind = from - numberAt(stored[i], field);
      return {
        counter,
        field,
        from,
        behind,
        snapshot: snapshots[i],
        ref: counter.collection(log).doc(String(from)),
        data: { ...entry, by },
        update: { ...labels, [field]: FieldValue.increment(by + behind) },
      };
    });
    const build = (batch: WriteBatch) => {
      for (const { ref, data } of entries) {
        batch.create(ref, { ...data, requestId, at: FieldValue.serverTimestamp() });
      }
      const held = new Set<string>();
      for (const { counter, update, behind, snapshot } of entries) {
        if (behind === 0 || held.has(counter.path)) {
          batch.set(counter, update, { merge: true });
          continue;
        }
        // The gap is right only if the document is still as read: another call's entry below
        // this one's (a log with holes) may have moved it since, which the create would not see.
        held.add(counter.path);
        if (snapshot?.updateTime) batch.update(counter, update, { lastUpdateTime: snapshot.updateTime });
        else batch.create(counter, update);
      }
      planned.alongside?.(batch);
    };
    const first = entries[0];
    const isOurs = async () => (await first?.ref.get())?.get('requestId') === requestId;
    let won: boolean;
    try {
      won = first ? await commitOnce(db, build, isOurs) : await commitIdempotent(db, build);
    } catch (error) {
      // The document changed since it was read (or a retried commit of ours changed it).
      if (codeOf(error) !== FAILED_PRECONDITION) throw error;
      won = await isOurs();
    }
    if (won) return true;
    lost = entries;
    // Losers spread out before re-reading, so a burst does not retry in lockstep.
    await sleep(Math.random() * Math.min(100, 10 * (attempt + 1)));
  }
  throw new Error(`${read.map((each) => each.path).join(', ')}: no commit after ${MAX_ATTEMPTS} attempts`);
}

/**
 * Commits writes that are the same when applied twice. False when the commit may have been
 * applied (an unknown outcome, or a retried commit's error): the caller re-reads, and its plan
 * finds the writes there or makes them again.
 */
function commitIdempotent(db: Firestore, build: (batch: WriteBatch) => void): Promise<boolean> {
  return commitOr(db, build, async () => false);
}

export interface CounterStep {
  /** The counter document and the numeric field it advances. */
  counter: DocumentReference;
  field: string;
  /** Sub-collection of the counter holding one entry per advance, named by the value before it. */
  log: string;
  /** How much to add given the counter document as read, or null to refuse. */
  step: (current: number, doc: DocumentData | undefined) => number | null;
  /** Stored in the log entry. */
  entry?: DocumentData;
  /** Merged into the counter document with each advance. */
  labels?: DocumentData;
  /** Further writes committed atomically with the advance (e.g. a user's point totals). */
  alongside?: (batch: WriteBatch, from: number, by: number) => void;
}

export type CounterResult =
  /** `from` is also the name of the log entry this advance created. */
  { advanced: true; from: number; to: number } | { advanced: false; current: number };

/** Advances one counter by what `step` finds in its document as read (see commitAdvances). */
export async function advanceCounter(db: Firestore, options: CounterStep): Promise<CounterResult> {
  const { counter, field, log, step, entry, labels, alongside } = options;
  let result: CounterResult = { advanced: false, current: 0 };
  await commitAdvances(db, {
    read: [counter],
    plan: ([doc]) => {
      const current = numberAt(doc, field);
      const by = step(current, doc);
      result =
        by === null ? { advanced: false, current } : { advanced: true, from: current, to: current + by };
      if (by === null) return null;
      return {
        advances: [{ counter, field, log, by, entry, labels }],
        alongside: alongside && ((batch) => alongside(batch, current, by)),
      };
    },
  });
  return result;
}
