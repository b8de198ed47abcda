/**
 * Fault injection at the data module's boundary: a Firestore whose batch commits for real and
 * then throws, as a commit whose reply was lost and that the client retried does (ALREADY_EXISTS,
 * code 6) or gives up on (UNAVAILABLE, code 14). Every count must still move exactly once and
 * the call report success.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { redeemKey } from '../../src/activation/key-store';
import {
  beginTurn,
  creditReply,
  newConversation,
  readConversation,
} from '../../src/conversation/conversation-store';
import { consumeReply, declineReply, readConversationUsage } from '../../src/conversation/reply-usage';
import { academyDay, academyWeek } from '../../src/data/calendar';
import { readPointsByDay } from '../../src/data/points-ledger';
import { readPoints } from '../../src/data/users';
import { consumeAudio, readAudioUsage, refundAudio } from '../../src/practice/audio/audio-store';
import { isPracticeClosed, readPracticeAudios, recordServed } from '../../src/practice/practice-store';
import { claimPoints, savePracticePoints } from '../../src/practice/saves/save-store';
import { seedKey, seedLearner, testDb } from './admin';
import { withCommits } from './faults';

const injected = (when: string, code: number) =>
  Object.assign(new Error(`injected ${when} commit: code ${code}`), { code });

/** Every batch commit is applied and then reported as failed with `code`. */
const commitsThenThrows = (db: Firestore, code: number) =>
  withCommits(db, async (real) => {
    await real();
    throw injected('after', code);
  });

/** Every batch commit fails without being applied (INTERNAL, code 13). */
const commitsFail = (db: Firestore) =>
  withCommits(db, async () => {
    throw injected('before', 13);
  });

/** The learner's points this academy week (weekly ranking) and today (profile). */
async function weekAndDay(uid: string, now: Date) {
  const weekly = await testDb()
    .collection('weeklyPoints')
    .doc(`${academyWeek(now)}_${uid}`)
    .get();
  return { week: weekly.get('totalPoints'), day: (await readPointsByDay(testDb(), uid))[academyDay(now)] };
}

/** A learner with a record (every write about a learner needs one). */
async function learner(): Promise<string> {
  const uid = `retried-${randomUUID()}`;
  await seedLearner(uid);
  return uid;
}
const usageOf = (uid: string, now: Date) =>
  testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(now)}`);
const conversationPointsOf = async (uid: string, now: Date) =>
  (await usageOf(uid, now).get()).get('conversationPoints');
const newPracticeId = () => `practice-${randomUUID()}`;
const learningOf = async (uid: string) =>
  (await testDb().collection('learning').doc(`${uid}_writing`).get()).data();

/** A writing practice drawn with `served` at its start (POST /api/practices/start). */
async function drawn(uid: string, practiceId: string, served: string[], now: Date) {
  const practice = {
    kind: 'writing' as const,
    level: 'beginner' as const,
    served: served.map((phrase) => ({ phrase, review: false })),
  };
  expect(await recordServed(testDb(), uid, practiceId, practice, now)).toEqual(practice);
}

/** The final save of a practice drawn by `drawn`: the first phrase skipped, the second right. */
const finalSave = (practiceId: string, points: number) => ({
  practiceId,
  kind: 'writing' as const,
  points,
  final: true,
  results: [
    { phrase: 'Keep it simple.', result: 'skipped' as const, tries: 0 },
    { phrase: 'Practice every day.', result: 'right' as const, tries: 1 },
  ],
});

describe.each([
  { code: 6, name: 'ALREADY_EXISTS' },
  { code: 14, name: 'UNAVAILABLE' },
])('a commit applied and then reported as $name', ({ code }) => {
  const faulty = () => commitsThenThrows(testDb(), code);

  it('a final save with results credits, closes and updates the review list once, and reports ok', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    const served = ['Keep it simple.', 'Practice every day.'];
    await drawn(uid, practiceId, served, now);
    await consumeAudio(testDb(), uid, now, practiceId);
    const save = { ...finalSave(practiceId, 10), now };
    const totals = { pointsWriting: 10, pointsSpeaking: 0, totalPoints: 10 };
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await readPoints(testDb(), uid)).toEqual(totals);
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(true);
    expect(await learningOf(uid)).toMatchObject({ version: 1, applied: [practiceId], recent: served });
    expect((await learningOf(uid))?.review).toEqual([
      { phrase: 'Keep it simple.', box: 0, due: academyDay(now) },
    ]);
  });

  it('a final save with 0 points closes the practice and updates the review list once', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    await drawn(uid, practiceId, ['Keep it simple.', 'Practice every day.'], now);
    const save = { ...finalSave(practiceId, 0), now };
    const none = { pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 };
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: none });
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: none });
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(true);
    expect(await learningOf(uid)).toMatchObject({ version: 1, applied: [practiceId] });
  });

  it('consumeAudio (advanceCounter) counts once and reports the grant', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    const first = await consumeAudio(faulty(), uid, now);
    expect(first).toMatchObject({ granted: true, index: 0, usage: { used: 1 } });
    const second = await consumeAudio(faulty(), uid, now, practiceId);
    expect(second).toMatchObject({ granted: true, index: 1, usage: { used: 2 } });
    expect((await readAudioUsage(testDb(), uid, now)).used).toBe(2);
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(1);
  });

  it('the legacy claim counts once and reports ok', async () => {
    const uid = await learner();
    const now = new Date();
    await consumeAudio(testDb(), uid, now);
    await consumeAudio(testDb(), uid, now);
    const result = await claimPoints(faulty(), uid, { kind: 'writing', points: 20, now });
    expect(result).toEqual({ ok: true, points: { pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 } });
    expect(await readPoints(testDb(), uid)).toEqual({
      pointsWriting: 20,
      pointsSpeaking: 0,
      totalPoints: 20,
    });
    expect(await weekAndDay(uid, now)).toEqual({ week: 20, day: 20 });
  });

  it('a practice saved piecewise credits each raise once and reports ok', async () => {
    const uid = await learner();
    const practiceId = newPracticeId();
    const now = new Date();
    for (let i = 0; i < 3; i++) await consumeAudio(testDb(), uid, now, practiceId);
    const save = (points: number, final?: boolean) =>
      savePracticePoints(faulty(), uid, {
        practiceId,
        kind: 'speaking',
        points,
        final,
        now,
      });
    const totals = (points: number) => ({ pointsWriting: 0, pointsSpeaking: points, totalPoints: points });
    for (const points of [10, 20, 30]) {
      expect(await save(points)).toEqual({ ok: true, points: totals(points) });
      expect(await save(points)).toEqual({ ok: true, points: totals(points) });
    }
    expect(await save(30, true)).toEqual({ ok: true, points: totals(30) });
    expect(await save(20)).toEqual({ ok: true, points: totals(30) });
    expect(await readPoints(testDb(), uid)).toEqual(totals(30));
    expect(await weekAndDay(uid, now)).toEqual({ week: 30, day: 30 });
    const practice = await testDb().collection('practices').doc(`${uid}_${practiceId}`).get();
    expect(practice.data()).toMatchObject({ audios: 3, saved: 30, field: 'pointsSpeaking', closed: true });
    const log = await practice.ref.collection('saveLog').get();
    expect(log.docs.map((entry) => [entry.id, entry.get('by')])).toEqual([
      ['0', 10],
      ['10', 10],
      ['20', 10],
    ]);
  });

  it('a final save that raises the practice closes it, credited once', async () => {
    const uid = await learner();
    const practiceId = newPracticeId();
    const now = new Date();
    for (let i = 0; i < 2; i++) await consumeAudio(testDb(), uid, now, practiceId);
    const save = { practiceId, kind: 'writing' as const, points: 20, final: true, now };
    const totals = { pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 };
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await readPoints(testDb(), uid)).toEqual(totals);
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(true);
  });

  it('the refund gives back once', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    await consumeAudio(testDb(), uid, now, practiceId);
    const grant = await consumeAudio(testDb(), uid, now, practiceId);
    if (!grant.granted) throw new Error('not granted');
    expect(await refundAudio(faulty(), uid, now, grant.index)).toBe(true);
    expect(await refundAudio(faulty(), uid, now, grant.index)).toBe(true);
    expect((await readAudioUsage(testDb(), uid, now)).used).toBe(1);
    expect(await readPracticeAudios(testDb(), uid, practiceId)).toBe(1);
  });

  it('a declined prompt is counted once and its reply given back once', async () => {
    const uid = await learner();
    const now = new Date();
    const taken = await consumeReply(faulty(), uid, now);
    expect(taken).toEqual({ index: 0 });
    if (!('index' in taken)) throw new Error('not granted');
    expect(await declineReply(faulty(), uid, now, taken.index)).toBe(true);
    expect(await readConversationUsage(testDb(), uid, now)).toMatchObject({ replies: 0, declined: 1 });
  });

  it("a tutor reply begins its turn once and credits its 2 points once, to the day's conversation points too", async () => {
    const uid = await learner();
    const now = new Date();
    const conversation = newConversation(now);
    expect(await beginTurn(faulty(), uid, now)).toBe(0);
    const exchange = { prompt: 'Hi there.', reply: 'Hello! How are you today?', now };
    expect(await creditReply(faulty(), uid, conversation, 0, exchange)).toEqual({
      sessionPoints: 2,
      pointsEarned: 2,
      noPointsReason: null,
    });
    const stored = (
      await testDb().collection('conversations').doc(`${uid}_${conversation.sessionId}`).get()
    ).data();
    expect(stored).toMatchObject({ uid, replies: 1, points: 2 });
    expect(stored?.said).toHaveLength(1);
    const turns = (await testDb().collection('conversationTurns').doc(uid).get()).data();
    expect(turns).toMatchObject({ started: 1, done: 1 });
    expect(await readPoints(testDb(), uid)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    expect(await weekAndDay(uid, now)).toEqual({ week: 2, day: 2 });
    expect(await conversationPointsOf(uid, now)).toBe(2);
  });

  it("a reply one below the day's conversation cap counts once, and the next earns nothing", async () => {
    const uid = await learner();
    const now = new Date();
    await usageOf(uid, now).set({ uid, conversationPoints: 98 });
    const conversation = newConversation(now);
    expect(await beginTurn(testDb(), uid, now)).toBe(0);
    const exchange = { prompt: 'I like pizza.', reply: 'Nice! What kind?', now };
    expect(await creditReply(faulty(), uid, conversation, 0, exchange)).toMatchObject({ pointsEarned: 2 });
    expect(await conversationPointsOf(uid, now)).toBe(100);
    expect(await readPoints(testDb(), uid)).toMatchObject({ pointsSpeaking: 2, totalPoints: 2 });

    const stored = await readConversation(testDb(), uid, conversation.sessionId);
    if (!stored) throw new Error('no session');
    expect(await beginTurn(testDb(), uid, now)).toBe(1);
    const next = { prompt: 'I like pasta too.', reply: 'Great!', now };
    expect(await creditReply(faulty(), uid, stored, 1, next)).toEqual({
      sessionPoints: 2,
      pointsEarned: 0,
      noPointsReason: 'dailyCap',
    });
    expect(await conversationPointsOf(uid, now)).toBe(100);
    expect(await readPoints(testDb(), uid)).toMatchObject({ pointsSpeaking: 2, totalPoints: 2 });
    expect(await weekAndDay(uid, now)).toEqual({ week: 2, day: 2 });
    expect((await readConversation(testDb(), uid, conversation.sessionId))?.replies).toBe(2);
  });

  it('a key redemption is reported redeemed to the learner who spent it, and used to anyone else', async () => {
    const uid = await learner();
    const key = await seedKey();
    expect(await redeemKey(faulty(), uid, key, new Date())).toBe('redeemed');
    expect((await testDb().collection('users').doc(uid).get()).get('hasActivated')).toBe(true);
    expect(await redeemKey(testDb(), await learner(), key, new Date())).toBe('used');
  });
});

describe('a commit that failed without being applied', () => {
  it('UNAVAILABLE before the commit is reported as an error, nothing counted', async () => {
    const uid = await learner();
    const now = new Date();
    const db = new Proxy(testDb(), {
      get(target, property) {
        if (property === 'batch') {
          return () => {
            const batch = target.batch();
            batch.commit = async () => {
              throw Object.assign(new Error('injected: unavailable'), { code: 14 });
            };
            return batch;
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    await expect(consumeAudio(db, uid, now)).rejects.toMatchObject({ code: 14 });
    expect((await readAudioUsage(testDb(), uid, now)).used).toBe(0);
  });
});

describe('a final save whose commit fails before it is applied', () => {
  it('leaves neither points, nor the close, nor the review list; sent again, it applies all three', async () => {
    const uid = await learner();
    const now = new Date();
    const practiceId = newPracticeId();
    await drawn(uid, practiceId, ['Keep it simple.', 'Practice every day.'], now);
    await consumeAudio(testDb(), uid, now, practiceId);
    const save = { ...finalSave(practiceId, 10), now };
    await expect(savePracticePoints(commitsFail(testDb()), uid, save)).rejects.toThrow(/injected/);
    expect(await readPoints(testDb(), uid)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(false);
    expect(await learningOf(uid)).toBeUndefined();
    const totals = { pointsWriting: 10, pointsSpeaking: 0, totalPoints: 10 };
    expect(await savePracticePoints(testDb(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(true);
    expect(await learningOf(uid)).toMatchObject({ version: 1, applied: [practiceId] });
  });
});
