/**
 * The write-once counter (src/data/write-once.ts) when its document fell behind its log: the
 * document deleted (or its field gone) while the log entries stayed, as when someone deletes a
 * learner's day from the console, or a deletion stops half-way. The counter goes on from what its
 * log holds, quickly, and its bound holds, for racing calls too. Against the emulator the stack
 * runs, through the data module.
 */
import { randomUUID } from 'node:crypto';
import type { DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { attemptWindow, MAX_KEY_ATTEMPTS } from '../../src/activation/key-rules';
import { bookKeyAttempt } from '../../src/activation/key-store';
import { takeFromBudget } from '../../src/data/academy-budget';
import { academyDay } from '../../src/data/calendar';
import { advanceCounter } from '../../src/data/write-once';
import { consumeAudio, readAudioUsage } from '../../src/practice/audio/audio-store';
import { consumeWordAudio } from '../../src/practice/audio/word-audio-store';
import { DAILY_AUDIO_LIMIT } from '../../src/shared/rules';
import { dayDoc, seedActivatedLearner, testDb } from './admin';

const learner = () => seedActivatedLearner('healing');

/** The names of a log's entries, in order. */
async function entriesOf(counter: DocumentReference, log: string): Promise<number[]> {
  const entries = await counter.collection(log).get();
  return entries.docs.map((entry) => Number(entry.id)).sort((a, b) => a - b);
}

/** The call's answer and how long it took, in milliseconds. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

/** Quick: no round of retries against an entry that will always be there. */
const QUICK_MS = 3000;

describe("the learner's day deleted while its audio log stayed", () => {
  it('the next audio is granted at once, counted after the log; the day still ends at the limit', async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < 3; i++) await consumeAudio(testDb(), uid, now);
    await dayDoc(uid, now).delete();

    const next = await timed(() => consumeAudio(testDb(), uid, now));
    expect(next.value).toMatchObject({ granted: true, index: 3, usage: { used: 4 } });
    expect(next.ms).toBeLessThan(QUICK_MS);

    const rest = [];
    for (let i = 0; i < 7; i++) rest.push(await consumeAudio(testDb(), uid, now));
    expect(rest.map((grant) => grant.granted)).toEqual([true, true, true, true, true, true, false]);
    expect(await readAudioUsage(testDb(), uid, now)).toEqual({ used: 10, limit: 10, remaining: 0 });
    expect(await entriesOf(dayDoc(uid, now), 'audioLog')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);

    // Deleting it again gives nothing back: the log still holds the 10.
    await dayDoc(uid, now).delete();
    const refused = await timed(() => consumeAudio(testDb(), uid, now));
    expect(refused.value).toMatchObject({ granted: false, usage: { used: 10 } });
    expect(refused.ms).toBeLessThan(QUICK_MS);
  });

  it('race: 30 concurrent takes after the deletion -> exactly what the log leaves, never past the limit', async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < 4; i++) await consumeAudio(testDb(), uid, now);
    await dayDoc(uid, now).delete();

    const grants = await Promise.all(Array.from({ length: 30 }, () => consumeAudio(testDb(), uid, now)));
    expect(grants.filter((grant) => grant.granted)).toHaveLength(DAILY_AUDIO_LIMIT - 4);
    const indexes = grants.flatMap((grant) => (grant.granted ? [grant.index] : []));
    expect(indexes.sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(await readAudioUsage(testDb(), uid, now)).toEqual({ used: 10, limit: 10, remaining: 0 });
    expect(await entriesOf(dayDoc(uid, now), 'audioLog')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a call overtaken between its read and its look at the log does not count the gap twice', async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < 4; i++) await consumeAudio(testDb(), uid, now);
    await dayDoc(uid, now).delete();
    // The call's second read (after losing on entry 0) returns the deleted document; another
    // grant then heals the counter (entry 4) before this call reads the log, which now ends at 5.
    let reads = 0;
    const overtaken = new Proxy(testDb(), {
      get(target, property) {
        if (property === 'getAll') {
          return async (...refs: Parameters<typeof target.getAll>) => {
            const snapshots = await target.getAll(...refs);
            reads += 1;
            if (reads === 2) expect(await consumeAudio(testDb(), uid, now)).toMatchObject({ index: 4 });
            return snapshots;
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });

    expect(await consumeAudio(overtaken, uid, now)).toMatchObject({
      granted: true,
      index: 5,
      usage: { used: 6 },
    });
    expect(await readAudioUsage(testDb(), uid, now)).toMatchObject({ used: 6 });
    expect(await entriesOf(dayDoc(uid, now), 'audioLog')).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('the document made again by another counter of the day (a word heard alone) still counts the audios', async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < 5; i++) await consumeAudio(testDb(), uid, now);
    await dayDoc(uid, now).delete();
    await consumeWordAudio(testDb(), uid, now);
    expect((await dayDoc(uid, now).get()).get('audios')).toBeUndefined();

    expect(await consumeAudio(testDb(), uid, now)).toMatchObject({
      granted: true,
      index: 5,
      usage: { used: 6 },
    });
    expect((await dayDoc(uid, now).get()).data()).toMatchObject({ audios: 6, wordAudios: 1 });
  });

  it('the day given back the safe way (the document and its log deleted): the learner has the 10 again', async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < DAILY_AUDIO_LIMIT; i++) await consumeAudio(testDb(), uid, now);
    // As `firebase firestore:delete --recursive` does (the emulator has no recursiveDelete):
    // the log's entries, then the document.
    const log = await dayDoc(uid, now).collection('audioLog').get();
    await Promise.all(log.docs.map((entry) => entry.ref.delete()));
    await dayDoc(uid, now).delete();

    expect(await consumeAudio(testDb(), uid, now)).toMatchObject({
      granted: true,
      index: 0,
      usage: { used: 1 },
    });
  });
});

describe('every counter on the write-once log heals the same way', () => {
  it('variable steps, a log deleted half-way, racing takes: it goes on from what the log still holds', async () => {
    const counter = testDb().collection('healingCounters').doc(randomUUID());
    const take = (by: number) =>
      advanceCounter(testDb(), {
        counter,
        field: 'taken',
        log: 'takeLog',
        step: (current) => (current + by <= 30 ? by : null),
      });
    for (const by of [3, 5, 7]) await take(by);
    expect(await entriesOf(counter, 'takeLog')).toEqual([0, 3, 8]);
    // Interrupted: the document and one entry gone; the 3 + 7 the log still holds stay taken.
    await counter.delete();
    await counter.collection('takeLog').doc('3').delete();

    const results = await Promise.all(Array.from({ length: 20 }, () => take(2)));
    expect(results.filter((result) => result.advanced)).toHaveLength(10);
    expect((await counter.get()).get('taken')).toBe(30);
    const steps = await counter.collection('takeLog').get();
    expect(steps.docs.reduce((sum, entry) => sum + (entry.get('by') as number), 0)).toBe(30);
  });

  it("the academy's budget shard deleted: the next grants go on after its log, up to the allowance", async () => {
    const now = new Date(Date.UTC(2091, 0, 1 + Math.floor(Math.random() * 3000), 15));
    const budget = { amount: 5, shards: 1 };
    for (let i = 0; i < 3; i++) await takeFromBudget(testDb(), 'tutorReplies', 1, budget, now);
    await testDb()
      .collection('academyBudgets')
      .doc(`tutorReplies_${academyDay(now)}_0`)
      .delete();

    const next = await timed(() => takeFromBudget(testDb(), 'tutorReplies', 1, budget, now));
    expect(next.value).toMatchObject({ shard: 0, index: 3 });
    expect(next.ms).toBeLessThan(QUICK_MS);
    expect(await takeFromBudget(testDb(), 'tutorReplies', 1, budget, now)).toMatchObject({ index: 4 });
    expect(await takeFromBudget(testDb(), 'tutorReplies', 1, budget, now, () => undefined)).toBeNull();
  });

  it("a learner's key attempts deleted: the spent window stays spent, refused at once", async () => {
    const uid = await learner();
    const now = new Date();
    for (let i = 0; i < MAX_KEY_ATTEMPTS; i++) await bookKeyAttempt(testDb(), uid, now);
    await testDb()
      .collection('keyAttempts')
      .doc(`${uid}_${attemptWindow(now).id}`)
      .delete();

    const next = await timed(() => bookKeyAttempt(testDb(), uid, now));
    expect(next.value).toMatchObject({ allowed: false });
    expect(next.ms).toBeLessThan(QUICK_MS);
  });
});
