/**
 * savePoints and readLearnerPoints (what the points routes run) on the emulator's Firestore,
 * without the HTTP stack: the learner's record made on the way, the practice's and the day's
 * allowances, and the refusals as 409s that credit nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readLearnerPoints } from '../../src/account/read-points';
import { academyWeek } from '../../src/data/calendar';
import { HttpError } from '../../src/http/http-error';
import { messages } from '../../src/messages';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { isPracticeClosed } from '../../src/practice/practice-store';
import { type SavePointsRequest, savePoints } from '../../src/practice/saves/save-points';
import { seedLearner, testDb } from './admin';

const now = new Date();
const uid = () => `points-${randomUUID()}`;

const newUser = { name: 'Ana', email: 'ana@example.com', stillCurrent: async () => true };

function save(request: Omit<SavePointsRequest, 'db' | 'newUser' | 'now'>) {
  return savePoints({ db: testDb(), newUser, now, ...request });
}

async function serve(learner: string, audios: number, practiceId?: string) {
  await seedLearner(learner);
  for (let i = 0; i < audios; i++) await consumeAudio(testDb(), learner, now, practiceId);
}

/** The 409 a refused save throws, with its Portuguese message. */
async function refusal(saving: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await saving.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`Expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

describe('savePoints', () => {
  it('makes the record of a learner who has none, from the token, and answers zeros for 0 points', async () => {
    const learner = uid();
    expect(await save({ uid: learner, kind: 'writing', points: 0 })).toEqual({
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
    });
    const stored = (await testDb().collection('users').doc(learner).get()).data();
    expect(stored).toMatchObject({ name: 'Ana', email: 'ana@example.com', hasActivated: false });
  });

  it('credits a practice what it adds, within 10 per audio served to it; a final save closes it', async () => {
    const learner = uid();
    const practiceId = `practice-${randomUUID()}`;
    await serve(learner, 2, practiceId);
    await save({ uid: learner, kind: 'speaking', points: 10, practiceId });
    const points = await save({ uid: learner, kind: 'speaking', points: 20, practiceId, final: true });
    expect(points).toEqual({ pointsWriting: 0, pointsSpeaking: 20, totalPoints: 20 });
    expect(await isPracticeClosed(testDb(), learner, practiceId)).toBe(true);
    expect(await readLearnerPoints({ db: testDb(), uid: learner })).toEqual(points);
  });

  it('refuses a practice over its audios, or of the other kind, with a 409 that credits nothing', async () => {
    const learner = uid();
    const practiceId = `practice-${randomUUID()}`;
    await serve(learner, 1, practiceId);
    expect(await refusal(save({ uid: learner, kind: 'writing', points: 20, practiceId }))).toEqual({
      status: 409,
      message: messages.points.overPracticeAllowance,
    });
    await save({ uid: learner, kind: 'writing', points: 10, practiceId });
    expect(await refusal(save({ uid: learner, kind: 'speaking', points: 10, practiceId }))).toEqual({
      status: 409,
      message: messages.points.otherPracticeKind,
    });
    expect((await readLearnerPoints({ db: testDb(), uid: learner })).totalPoints).toBe(10);
  });

  it('without a practiceId, claims within 10 per audio of the day not served to a practice', async () => {
    const learner = uid();
    await serve(learner, 1);
    await serve(learner, 1, `practice-${randomUUID()}`);
    expect((await save({ uid: learner, kind: 'writing', points: 10 })).totalPoints).toBe(10);
    expect(await refusal(save({ uid: learner, kind: 'writing', points: 10 }))).toEqual({
      status: 409,
      message: messages.points.overAllowance,
    });
    expect((await readLearnerPoints({ db: testDb(), uid: learner })).totalPoints).toBe(10);
  });

  it('credits the week without a name: the ranking reads it from the record', async () => {
    const learner = uid();
    await testDb().collection('users').doc(learner).set({ name: 'Beatriz', hasActivated: true });
    await serve(learner, 1);
    await savePoints({
      db: testDb(),
      uid: learner,
      newUser: { ...newUser, name: 'Outro Nome' },
      kind: 'writing',
      points: 10,
      now,
    });
    const week = await testDb()
      .collection('weeklyPoints')
      .doc(`${academyWeek(now)}_${learner}`)
      .get();
    expect(week.data()).toMatchObject({ uid: learner, totalPoints: 10 });
    expect(week.data()).not.toHaveProperty('name');
    expect((await testDb().collection('users').doc(learner).get()).get('name')).toBe('Beatriz');
  });
});

describe('readLearnerPoints', () => {
  it('answers zeros for a learner with no record', async () => {
    expect(await readLearnerPoints({ db: testDb(), uid: uid() })).toEqual({
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
    });
  });
});
