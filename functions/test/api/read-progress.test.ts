/**
 * readProgress (what GET /api/users/me/progress runs) on the emulator's Firestore, without the
 * HTTP stack, its clock on a Wednesday of its own: the academy week began on Monday 2099-06-08.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readProgress } from '../../src/account/read-progress';
import { dayField } from '../../src/data/points-ledger';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { testDb } from './admin';

const wednesday = new Date('2099-06-10T12:00:00-03:00');
const thursdayJustAfterMidnight = new Date('2099-06-11T00:01:00-03:00');

/** A learner with 60 points this week (Monday to today), a longer run in May and 2 audios today. */
async function learner(): Promise<string> {
  const uid = `progress-${randomUUID()}`;
  const db = testDb();
  const days = { '2099-05-01': 10, '2099-05-02': 10, '2099-05-03': 10, '2099-05-04': 10 };
  const thisWeek = { '2099-06-05': 40, '2099-06-08': 20, '2099-06-09': 30, '2099-06-10': 10 };
  const fields = Object.entries({ ...days, ...thisWeek }).map(([day, points]) => [dayField(day), points]);
  await Promise.all([
    db
      .collection('users')
      .doc(uid)
      .set({ name: 'Ana', pointsWriting: 100, pointsSpeaking: 30, totalPoints: 130 }),
    db
      .collection('progress')
      .doc(uid)
      .set({ uid, ...Object.fromEntries(fields) }),
  ]);
  for (let i = 0; i < 2; i++) await consumeAudio(db, uid, wednesday);
  return uid;
}

describe('readProgress', () => {
  it('works the week, the streak, the chart and the day’s audios out of the stored days and usage', async () => {
    const progress = await readProgress({ db: testDb(), uid: await learner(), now: wednesday });
    expect(progress).toMatchObject({
      points: { pointsWriting: 100, pointsSpeaking: 30, totalPoints: 130 },
      weekPoints: 60,
      weekStart: '2099-06-08',
      streak: { current: 3, best: 4, practisedToday: true },
      audio: { used: 2, limit: 10, remaining: 8 },
    });
    expect(progress.days).toHaveLength(14);
    expect(progress.days.slice(-6)).toEqual([
      { day: '2099-06-05', points: 40 },
      { day: '2099-06-06', points: 0 },
      { day: '2099-06-07', points: 0 },
      { day: '2099-06-08', points: 20 },
      { day: '2099-06-09', points: 30 },
      { day: '2099-06-10', points: 10 },
    ]);
  });

  it('a minute into the next day: a fresh day’s audios, the streak kept until that day is over', async () => {
    const progress = await readProgress({
      db: testDb(),
      uid: await learner(),
      now: thursdayJustAfterMidnight,
    });
    expect(progress.streak).toEqual({ current: 3, best: 4, practisedToday: false });
    expect(progress.audio).toEqual({ used: 0, limit: 10, remaining: 10 });
    expect(progress.days.at(-1)).toEqual({ day: '2099-06-11', points: 0 });
  });

  it('a learner with no record: zeros and every audio left', async () => {
    const progress = await readProgress({ db: testDb(), uid: `progress-${randomUUID()}`, now: wednesday });
    expect(progress).toMatchObject({
      points: { pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 },
      weekPoints: 0,
      streak: { current: 0, best: 0, practisedToday: false },
      audio: { used: 0, limit: 10, remaining: 10 },
    });
    expect(progress.days.every((day) => day.points === 0)).toBe(true);
  });
});
