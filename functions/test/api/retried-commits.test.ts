/**
 * Fault injection at the data module's boundary: a Firestore whose batch commits for real and
 * then throws, as a commit whose reply was lost and that the client retried does (ALREADY_EXISTS,
 * code 6) or gives up on (UNAVAILABLE, code 14). Every count must still move exactly once and
 * the call report success.
 */
import { randomUUID } from 'node:crypto';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { redeemKey } from '../../src/data/activation-keys';
import { beginTurn, creditReply, newConversation, readConversation } from '../../src/data/conversations';
import { claimPoints, consumeAudio, readAudioUsage, refundAudio } from '../../src/data/daily-usage';
import { applyPracticeResults } from '../../src/data/learning';
import { isPracticeClosed, readPracticeAudios, savePracticePoints } from '../../src/data/practices';
import { readPointsByDay } from '../../src/data/progress';
import { readPoints } from '../../src/data/users';
import { academyDay, academyWeek } from '../../src/domain/calendar';
import { seedKey, testDb } from './admin';

/** testDb(), except that every batch commit is applied and then reported as failed with `code`. */
function commitsThenThrows(db: Firestore, code: number): Firestore {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'batch') {
        return (): WriteBatch => {
          const batch = target.batch();
          const commit = batch.commit.bind(batch);
          batch.commit = async () => {
            await commit();
            throw Object.assign(new Error(`injected after commit: code ${code}`), { code });
          };
          return batch;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The learner's points this academy week (weekly ranking) and today (profile). */
async function weekAndDay(uid: string, now: Date) {
  const weekly = await testDb()
    .collection('weeklyPoints')
    .doc(`${academyWeek(now)}_${uid}`)
    .get();
  return { week: weekly.get('totalPoints'), day: (await readPointsByDay(testDb(), uid))[academyDay(now)] };
}

const uidOf = () => `retried-${randomUUID()}`;
const usageOf = (uid: string, now: Date) =>
  testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(now)}`);
const conversationPointsOf = async (uid: string, now: Date) =>
  (await usageOf(uid, now).get()).get('conversationPoints');
const newPracticeId = () => `practice-${randomUUID()}`;

describe.each([
  { code: 6, name: 'ALREADY_EXISTS' },
  { code: 14, name: 'UNAVAILABLE' },
])('a commit applied and then reported as $name', ({ code }) => {
  const faulty = () => commitsThenThrows(testDb(), code);

  it("a practice's results (applyPracticeResults) are applied once and reported applied", async () => {
    const uid = uidOf();
    const now = new Date();
    const practiceId = newPracticeId();
    const served = ['Keep it simple.', 'Practice every day.'];
    const results = [
      { phrase: 'Keep it simple.', result: 'skipped' as const, tries: 3 },
      { phrase: 'Practice every day.', result: 'right' as const, tries: 1 },
    ];
    const update = { practiceId, level: 'beginner' as const, served, results, now };
    expect(await applyPracticeResults(faulty(), uid, 'writing', update)).toBe(true);
    expect(await applyPracticeResults(faulty(), uid, 'writing', update)).toBe(false);
    const stored = (await testDb().collection('learning').doc(`${uid}_writing`).get()).data();
    expect(stored).toMatchObject({ version: 1, applied: [practiceId], recent: served });
    expect(stored?.review).toEqual([{ phrase: 'Keep it simple.', box: 0, due: academyDay(now) }]);
  });

  it('consumeAudio (advanceCounter) counts once and reports the grant', async () => {
    const uid = uidOf();
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
    const uid = uidOf();
    const now = new Date();
    await consumeAudio(testDb(), uid, now);
    await consumeAudio(testDb(), uid, now);
    const result = await claimPoints(faulty(), uid, { field: 'pointsWriting', points: 20, name: 'A', now });
    expect(result).toEqual({ ok: true, points: { pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 } });
    expect(await readPoints(testDb(), uid)).toEqual({
      pointsWriting: 20,
      pointsSpeaking: 0,
      totalPoints: 20,
    });
    expect(await weekAndDay(uid, now)).toEqual({ week: 20, day: 20 });
  });

  it('a practice saved piecewise credits each raise once and reports ok', async () => {
    const uid = uidOf();
    const practiceId = newPracticeId();
    const now = new Date();
    for (let i = 0; i < 3; i++) await consumeAudio(testDb(), uid, now, practiceId);
    const save = (points: number, final?: boolean) =>
      savePracticePoints(faulty(), uid, {
        practiceId,
        field: 'pointsSpeaking',
        points,
        final,
        name: 'A',
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
    const uid = uidOf();
    const practiceId = newPracticeId();
    const now = new Date();
    for (let i = 0; i < 2; i++) await consumeAudio(testDb(), uid, now, practiceId);
    const save = { practiceId, field: 'pointsWriting' as const, points: 20, final: true, name: 'A', now };
    const totals = { pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 };
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await savePracticePoints(faulty(), uid, save)).toEqual({ ok: true, points: totals });
    expect(await readPoints(testDb(), uid)).toEqual(totals);
    expect(await isPracticeClosed(testDb(), uid, practiceId)).toBe(true);
  });

  it('the refund gives back once', async () => {
    const uid = uidOf();
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

  it("a tutor reply begins its turn once and credits its 2 points once, to the day's conversation points too", async () => {
    const uid = uidOf();
    const now = new Date();
    const conversation = newConversation(now);
    expect(await beginTurn(faulty(), uid, now)).toBe(0);
    const exchange = { prompt: 'Hi there.', reply: 'Hello! How are you today?', name: 'A', now };
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
    const uid = uidOf();
    const now = new Date();
    await usageOf(uid, now).set({ uid, conversationPoints: 98 });
    const conversation = newConversation(now);
    expect(await beginTurn(testDb(), uid, now)).toBe(0);
    const exchange = { prompt: 'I like pizza.', reply: 'Nice! What kind?', name: 'A', now };
    expect(await creditReply(faulty(), uid, conversation, 0, exchange)).toMatchObject({ pointsEarned: 2 });
    expect(await conversationPointsOf(uid, now)).toBe(100);
    expect(await readPoints(testDb(), uid)).toMatchObject({ pointsSpeaking: 2, totalPoints: 2 });

    const stored = await readConversation(testDb(), uid, conversation.sessionId);
    if (!stored) throw new Error('no session');
    expect(await beginTurn(testDb(), uid, now)).toBe(1);
    const next = { prompt: 'I like pasta too.', reply: 'Great!', name: 'A', now };
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
    const uid = uidOf();
    const key = await seedKey();
    expect(await redeemKey(faulty(), uid, key, new Date())).toBe('redeemed');
    expect((await testDb().collection('users').doc(uid).get()).get('hasActivated')).toBe(true);
    expect(await redeemKey(testDb(), uidOf(), key, new Date())).toBe('used');
  });
});

describe('a commit that failed without being applied', () => {
  it('UNAVAILABLE before the commit is reported as an error, nothing counted', async () => {
    const uid = uidOf();
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
