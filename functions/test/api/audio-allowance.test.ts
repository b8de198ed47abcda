/**
 * readAudioAllowance and readTodaysAudios (what check-audio-limit and increment-audio-count run)
 * on the emulator's Firestore, without the HTTP stack: reads of the São Paulo day of `now`, against
 * the learner's class's allowance (the academy's calls that set it: academy.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { readAudioAllowance, readTodaysAudios } from '../../src/practice/audio/read-allowance';
import { seedLearner, testDb } from './admin';
import { withCommits } from './faults';

const lateEvening = new Date('2099-05-04T23:59:00-03:00');
const earlyMorning = new Date('2099-05-05T00:01:00-03:00');

describe('the audio allowance', () => {
  it('reports the day’s audios used and left, and whether another may be served', async () => {
    const uid = `allowance-${randomUUID()}`;
    await seedLearner(uid);
    const request = { db: testDb(), uid, now: lateEvening };
    expect(await readAudioAllowance(request)).toEqual({
      canGenerateAudio: true,
      used: 0,
      limit: 10,
      remaining: 10,
    });
    for (let i = 0; i < 10; i++) await consumeAudio(testDb(), uid, lateEvening);
    expect(await readAudioAllowance(request)).toEqual({
      canGenerateAudio: false,
      used: 10,
      limit: 10,
      remaining: 0,
    });
    expect(await readTodaysAudios(request)).toEqual({ used: 10, limit: 10, remaining: 0 });
  });

  it('reads the day of `now` and writes nothing', async () => {
    const uid = `allowance-${randomUUID()}`;
    await seedLearner(uid);
    await consumeAudio(testDb(), uid, lateEvening);
    expect(await readTodaysAudios({ db: testDb(), uid, now: earlyMorning })).toEqual({
      used: 0,
      limit: 10,
      remaining: 10,
    });
    for (let i = 0; i < 3; i++) await readTodaysAudios({ db: testDb(), uid, now: lateEvening });
    expect(await readTodaysAudios({ db: testDb(), uid, now: lateEvening })).toEqual({
      used: 1,
      limit: 10,
      remaining: 9,
    });
  });
});

describe("the allowance of the learner's class", () => {
  const classRef = () =>
    testDb()
      .collection('classes')
      .doc(`cota${randomUUID().replaceAll('-', '')}`);
  const seedClass = async (dailyAudios: number) => {
    const ref = classRef();
    await ref.set({ name: `Turma ${ref.id}`, archived: true, teacherUids: [], dailyAudios });
    return ref;
  };

  it('is the default when the class named by the record is gone', async () => {
    const uid = `allowance-${randomUUID()}`;
    const gone = classRef().id;
    await seedLearner(uid, { classId: gone });
    expect(await readAudioAllowance({ db: testDb(), uid, now: lateEvening })).toMatchObject({ limit: 10 });
    for (let i = 0; i < 10; i++) {
      expect((await consumeAudio(testDb(), uid, lateEvening, undefined, undefined, gone)).granted).toBe(true);
    }
    expect((await consumeAudio(testDb(), uid, lateEvening, undefined, undefined, gone)).granted).toBe(false);
  });

  it('lowered while a grant commits: the grant is given back, and the count stays within the new number', async () => {
    const uid = `allowance-${randomUUID()}`;
    const ref = await seedClass(10);
    await seedLearner(uid, { classId: ref.id });
    for (let i = 0; i < 2; i++) await consumeAudio(testDb(), uid, lateEvening, undefined, undefined, ref.id);
    let lowered = false;
    // The admin's change lands after the grant read 10 and before its commit.
    const racing = withCommits(testDb(), async (real) => {
      if (!lowered) {
        lowered = true;
        await ref.update({ dailyAudios: 2 });
      }
      return real();
    });
    const grant = await consumeAudio(racing, uid, lateEvening, undefined, undefined, ref.id);
    expect(lowered).toBe(true);
    expect(grant).toEqual({ granted: false, again: false, usage: { used: 2, limit: 2, remaining: 0 } });
    expect(await readAudioAllowance({ db: testDb(), uid, now: lateEvening })).toEqual({
      canGenerateAudio: false,
      used: 2,
      limit: 2,
      remaining: 0,
    });
  });
});
