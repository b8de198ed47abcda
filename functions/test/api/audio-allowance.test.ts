/**
 * readAudioAllowance and readTodaysAudios (what check-audio-limit and increment-audio-count run)
 * on the emulator's Firestore, without the HTTP stack: reads of the São Paulo day of `now`.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeAudio } from '../../src/practice/audio/audio-store';
import { readAudioAllowance, readTodaysAudios } from '../../src/practice/audio/read-allowance';
import { seedLearner, testDb } from './admin';

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
