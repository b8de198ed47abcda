/**
 * academyBudgets/{service}_{day}_{shard}: the academy's daily budget of each costly service
 * (tutor replies, synthesized characters, recognized seconds), counted before the call and given
 * back when it fails. docs/data.md.
 *
 * One hot document would serialise every costly call of the academy, so the budget is split over
 * `shards` documents per São Paulo day, each a write-once counter (./write-once.ts) with its own
 * allowance; the allowances sum to the budget exactly. Each shard's used amount never passes its
 * allowance, however many requests race, so the academy's never passes the budget.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { academyDay } from './calendar';
import { deleteAfter, RETENTION_DAYS } from './retention';
import { advanceCounter, commitOnce, numberAt } from './write-once';

export const BUDGET_SERVICES = ['tutorReplies', 'speechCharacters', 'recognitionSeconds'] as const;
export type BudgetService = (typeof BUDGET_SERVICES)[number];

/** A service's daily budget and how many shards carry it. */
export interface Budget {
  amount: number;
  shards: number;
}

/** The message of the log line an alert matches (docs/deploying.md). */
export const BUDGET_SPENT_LOG = 'academy-budget-spent';

/** Shard `shard`'s share of `amount`: the shares of 0..shards-1 sum to `amount` exactly. */
export function shardAllowance({ amount, shards }: Budget, shard: number): number {
  return Math.floor(amount / shards) + (shard < amount % shards ? 1 : 0);
}

/** Granted and not given back. */
const usedOf = (doc: DocumentData | undefined) => numberAt(doc, 'granted') - numberAt(doc, 'refunded');

const shardDoc = (db: Firestore, service: BudgetService, day: string, shard: number) =>
  db.collection('academyBudgets').doc(`${service}_${day}_${shard}`);

/** What a grant took, to give it back (`refundBudget`). */
export interface BudgetGrant {
  service: BudgetService;
  day: string;
  shard: number;
  /** The name of the grantLog entry this grant created. */
  index: number;
  amount: number;
}

/** Lines already logged by this instance, so a spent budget logs once per instance and day. */
const logged = new Set<string>();

/**
 * Takes `amount` of the academy's `service` budget of `now`'s São Paulo day, before the costly
 * call: from a shard with room (a random one first, then the next), or null when none
 * has room for it (the budget is spent: one structured log line, see BUDGET_SPENT_LOG).
 */
export async function takeFromBudget(
  db: Firestore,
  service: BudgetService,
  amount: number,
  budget: Budget,
  now: Date,
  log: (message: string, fields: Record<string, unknown>) => void = logger.warn,
): Promise<BudgetGrant | null> {
  const day = academyDay(now);
  const start = Math.floor(Math.random() * budget.shards);
  const kept = deleteAfter(now, RETENTION_DAYS.activity);
  // One shard read while the day has room (the counter reads it itself); the others only once
  // that one is full, near the day's end.
  for (let step = 0; step < budget.shards; step++) {
    const shard = (start + step) % budget.shards;
    const allowance = shardAllowance(budget, shard);
    const result = await advanceCounter(db, {
      counter: shardDoc(db, service, day, shard),
      field: 'granted',
      log: 'grantLog',
      entry: kept,
      labels: { service, day, shard, allowance, ...kept },
      step: (_granted, doc) => (usedOf(doc) + amount <= allowance ? amount : null),
    });
    if (result.advanced) return { service, day, shard, index: result.from, amount };
  }
  const key = `${service}_${day}`;
  if (!logged.has(key)) {
    logged.add(key);
    log(BUDGET_SPENT_LOG, { event: BUDGET_SPENT_LOG, service, day, budget: budget.amount, asked: amount });
  }
  return null;
}

/**
 * Gives back what `grant` took (its call failed), on the grant's day and shard. Giving back the
 * same grant again changes nothing.
 */
export async function refundBudget(db: Firestore, grant: BudgetGrant): Promise<void> {
  const counter = shardDoc(db, grant.service, grant.day, grant.shard);
  const refund = counter.collection('refundLog').doc(String(grant.index));
  await commitOnce(
    db,
    (batch) => {
      batch.create(refund, {
        amount: grant.amount,
        at: FieldValue.serverTimestamp(),
        ...deleteAfter(new Date(), RETENTION_DAYS.activity),
      });
      batch.set(counter, { refunded: FieldValue.increment(grant.amount) }, { merge: true });
    },
    async () => (await refund.get()).exists,
  );
}

/** Gives `grant` back, logging instead of throwing: the caller is already answering a failure. */
export async function refundBudgetQuietly(db: Firestore, grant: BudgetGrant | null): Promise<void> {
  if (!grant) return;
  try {
    await refundBudget(db, grant);
  } catch (error) {
    logger.error('Refund of an academy budget grant failed', { error: String(error), ...grant });
  }
}

/** The academy's used amount of `service` on `now`'s day, all shards together. */
export async function readBudgetUsed(
  db: Firestore,
  service: BudgetService,
  budget: Budget,
  now: Date,
): Promise<number> {
  const day = academyDay(now);
  const refs = Array.from({ length: budget.shards }, (_, shard) => shardDoc(db, service, day, shard));
  const docs = await db.getAll(...refs);
  return docs.reduce((sum, snapshot) => sum + usedOf(snapshot.data()), 0);
}

/** Thrown by `spendBudget` when the academy's day of `service` is spent. */
export class BudgetSpentError extends Error {
  override readonly name = 'BudgetSpentError';

  constructor(readonly service: BudgetService) {
    super(`The academy's daily budget of ${service} is spent`);
  }
}

/** `takeFromBudget`, throwing a BudgetSpentError instead of answering null. */
export async function spendBudget(
  db: Firestore,
  service: BudgetService,
  amount: number,
  budget: Budget,
  now: Date,
): Promise<BudgetGrant> {
  const grant = await takeFromBudget(db, service, amount, budget, now);
  if (!grant) throw new BudgetSpentError(service);
  return grant;
}
