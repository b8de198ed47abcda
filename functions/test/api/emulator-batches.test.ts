/**
 * The local Firestore emulator (scripts/firestore-emulator.mjs) applies a batch whole or not at
 * all, as Firestore does: the counters of src/data/write-once.ts commit two log-entry creates in
 * one batch (a practice's points and its review list), and a partly applied batch would keep the
 * first create of a batch whose second one lost.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { testDb } from './admin';

const scratch = () => testDb().collection(`batches-${randomUUID()}`);

describe('the local Firestore emulator: batches are atomic', () => {
  it('a batch whose second create finds its document applies none of its writes', async () => {
    const docs = scratch();
    await docs.doc('taken').set({ n: 1 });
    const batch = testDb().batch();
    batch.create(docs.doc('first'), { n: 1 });
    batch.set(docs.doc('counter'), { n: FieldValue.increment(1) }, { merge: true });
    batch.create(docs.doc('taken'), { n: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await docs.doc('first').get()).exists).toBe(false);
    expect((await docs.doc('counter').get()).exists).toBe(false);
    expect((await docs.doc('taken').get()).get('n')).toBe(1);
  });

  it('a batch that updates a missing document applies none of its writes', async () => {
    const docs = scratch();
    const batch = testDb().batch();
    batch.create(docs.doc('first'), { n: 1 });
    batch.update(docs.doc('missing'), { n: 2 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 5 });
    expect((await docs.doc('first').get()).exists).toBe(false);
  });

  it('a create after a delete of the same document in one batch goes through', async () => {
    const docs = scratch();
    await docs.doc('again').set({ n: 1 });
    const batch = testDb().batch();
    batch.delete(docs.doc('again'));
    batch.create(docs.doc('again'), { n: 2 });
    batch.create(docs.doc('fresh'), { n: 3 });
    await batch.commit();
    expect((await docs.doc('again').get()).get('n')).toBe(2);
    expect((await docs.doc('fresh').get()).get('n')).toBe(3);
  });
});
