/**
 * dailyUsage/{uid}_{day}: one document per learner and São Paulo day, where each costly service
 * counts what the learner took that day (audios, tutor replies, recognitions). Every allowance of
 * shared/rules.ts DAILY_ALLOWANCES is taken, read and given back here, by its name; a service
 * adds only what is its own (a practice's mark, a turn's lock) as extra reads and writes. What
 * each field holds, and the write that bounds it: docs/data.md.
 */
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { DAILY_ALLOWANCES, type DailyAllowance } from '../shared/rules';
import { academyDay } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { whileUserExists } from './users';
import { commitAdvances, commitOnce, numberAt } from './write-once';

/** The learner's dailyUsage document of `now`'s São Paulo day, with the labels its writes carry. */
export function usageDoc(db: Firestore, uid: string, now: Date) {
  const day = academyDay(now);
  const kept = deleteAfter(now, RETENTION_DAYS.activity);
  return { counter: db.collection('dailyUsage').doc(`${uid}_${day}`), labels: { uid, day, ...kept }, kept };
}

/** The learner's day document as stored, undefined before anything was taken that day. */
export async function readDay(db: Firestore, uid: string, now: Date): Promise<DocumentData | undefined> {
  return (await usageDoc(db, uid, now).counter.get()).data();
}

/** What the day's document shows of `name` taken and not given back. */
export function usedOf(name: DailyAllowance, doc: DocumentData | undefined): number {
  const { refunded } = DAILY_ALLOWANCES[name];
  return numberAt(doc, name) - (refunded ? numberAt(doc, refunded) : 0);
}

/** The learner's `name` of `now`'s day, taken and not given back. */
export async function readUsed(db: Firestore, uid: string, now: Date, name: DailyAllowance): Promise<number> {
  return usedOf(name, await readDay(db, uid, now));
}

/** What a service adds to a take: all optional, all read or written with the day's counter. */
export interface TakeExtras {
  /** How much to take (a reply's characters); 1 when not given. */
  by?: number;
  /**
   * Instead of the table's limit (a class's own, a test's smaller one); a function of `read`'s
   * documents as read in each attempt when the limit is stored in one of them.
   */
  limit?: number | ((others: (DocumentData | undefined)[]) => number);
  /** Further documents read with the day's, in each attempt. */
  read?: DocumentReference[];
  /**
   * Whether the documents as read (the day's, then `read`'s) allow the take, asked before the
   * limit: a refusal of the service's own (the phrase already served, the declined prompts).
   */
  allows?: (day: DocumentData | undefined, others: (DocumentData | undefined)[]) => boolean;
  /** Stored in the grant's log entry, beside its retention. */
  entry?: DocumentData;
  /** Merged into the day's document with the take, beside its labels. */
  labels?: DocumentData;
  /** Further writes in the take's batch, after the learner's existence check. */
  alongside?: (batch: WriteBatch) => void;
}

export type Take =
  /** `index`: the log entry this take created (named by the count it moved from); a refund names it. */
  { taken: true; index: number; used: number } | { taken: false; used: number };

/**
 * Takes `by` of the learner's `name` of the day when it fits under the limit (and `allows`):
 * however many requests race, none is taken past it, since the take creates the log entry named
 * after the count it read, in the batch that moves the count (./write-once.ts).
 */
export async function takeToday(
  db: Firestore,
  uid: string,
  now: Date,
  name: DailyAllowance,
  extras: TakeExtras = {},
): Promise<Take> {
  const { log, limit: tableLimit } = DAILY_ALLOWANCES[name];
  const { by = 1, limit = tableLimit, read = [], allows, entry, labels: extraLabels, alongside } = extras;
  const { counter, labels, kept } = usageDoc(db, uid, now);
  let take: Take = { taken: false, used: 0 };
  await commitAdvances(db, {
    read: [counter, ...read],
    plan: ([doc, ...others]) => {
      const used = usedOf(name, doc);
      const cap = typeof limit === 'function' ? limit(others) : limit;
      if ((allows && !allows(doc, others)) || used + by > cap) {
        take = { taken: false, used };
        return null;
      }
      take = { taken: true, index: numberAt(doc, name), used: used + by };
      return {
        advances: [
          {
            counter,
            field: name,
            log,
            by,
            entry: { ...kept, ...entry },
            labels: extraLabels ? { ...labels, ...extraLabels } : labels,
          },
        ],
        alongside: (batch) => {
          whileUserExists(batch, db, uid);
          alongside?.(batch);
        },
      };
    },
  });
  return take;
}

/** What a service adds to a give-back, from the grant's log entry. */
export interface GiveBackExtras {
  /** Stored in the refund's entry, beside its retention. */
  entry?: DocumentData;
  /** Merged into the day's document with the refund. */
  labels?: DocumentData;
  /** Further writes in the refund's batch. */
  alongside?: (batch: WriteBatch) => void;
}

/**
 * Gives back `by` of `name` that grant `index` took, on the grant's day (`now` is the grant's):
 * the refund's entry is named after the grant's, so giving back the same grant again changes
 * nothing. False when there is no such grant. `extras` plans what the service adds from the
 * grant's entry.
 */
export async function giveBack(
  db: Firestore,
  uid: string,
  now: Date,
  name: DailyAllowance,
  index: number,
  by = 1,
  extras: (grant: DocumentData) => GiveBackExtras = () => ({}),
): Promise<boolean> {
  const { log, refunded, refunds } = DAILY_ALLOWANCES[name];
  if (!refunded || !refunds) throw new Error(`${name} is never given back`);
  const { counter, kept } = usageDoc(db, uid, now);
  const grant = (await counter.collection(log).doc(String(index)).get()).data();
  if (!grant) return false;
  const { entry, labels, alongside } = extras(grant);
  const refund = counter.collection(refunds).doc(String(index));
  // Lost to an existing refund: this grant was already given back, by this call or another.
  await commitOnce(
    db,
    (batch) => {
      batch.create(refund, { at: FieldValue.serverTimestamp(), ...kept, ...entry });
      batch.set(counter, { [refunded]: FieldValue.increment(by), ...labels }, { merge: true });
      whileUserExists(batch, db, uid);
      alongside?.(batch);
    },
    async () => (await refund.get()).exists,
  );
  return true;
}
