/**
 * The local Firestore emulator (scripts/firestore-emulator.mjs) applies a batch whole or not at
 * all, as Firestore does: the counters of src/data/write-once.ts commit two log-entry creates in
 * one batch (a practice's points and its review list), and a partly applied batch would keep the
 * first create of a batch whose second one lost. It also honours an update's `lastUpdateTime`,
 * which the emulator alone ignores: src/data/users.ts ensureUser must not write back a record
 * deleted since it read it, nor overwrite a rename.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

  it('an update as of a read fails once the document changed or went: FAILED_PRECONDITION, nothing written', async () => {
    const docs = scratch();
    const ref = docs.doc('read');
    await ref.set({ name: 'Ana', n: 1 });
    const read = await ref.get();
    // The emulator keeps update times to the millisecond: the next write must fall in another.
    await sleep(5);
    await ref.update({ name: 'Bia' });
    await expect(ref.update({ n: 2 }, { lastUpdateTime: read.updateTime })).rejects.toMatchObject({
      code: 9,
    });
    expect((await ref.get()).data()).toEqual({ name: 'Bia', n: 1 });

    const current = await ref.get();
    await ref.delete();
    await expect(ref.update({ name: 'Ana' }, { lastUpdateTime: current.updateTime })).rejects.toMatchObject({
      code: 9,
    });
    expect((await ref.get()).exists).toBe(false);
  });

  it('an update as of a read goes through when nothing changed since', async () => {
    const ref = scratch().doc('unchanged');
    await ref.set({ name: 'Ana', n: 1 });
    const read = await ref.get();
    await ref.update({ n: 2 }, { lastUpdateTime: read.updateTime });
    expect((await ref.get()).data()).toEqual({ name: 'Ana', n: 2 });
  });
});
