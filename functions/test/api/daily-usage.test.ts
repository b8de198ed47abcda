import { describe, expect, it } from 'vitest';
import { consumeAudio, readAudioUsage } from '../../src/practice/audio/audio-store';
import { type AudioLimitResponse, type AudioUsage, apiPaths } from '../../src/shared/contract';
import { seedLearner, testDb } from './admin';
import { call, signUp } from './stack';

describe('the daily audio counter (data module on the emulator)', () => {
  it('race: 50 concurrent takes -> exactly 10 granted, the counter at 10', async () => {
    const user = await signUp();
    await seedLearner(user.uid);
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeAudio(testDb(), user.uid, now)),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(10);
    expect(results.filter((r) => !r.granted)).toHaveLength(40);
    expect(await readAudioUsage(testDb(), user.uid, now)).toEqual({ used: 10, limit: 10, remaining: 0 });
    const granted = results.filter((r) => r.granted).map((r) => r.usage.used);
    expect(new Set(granted)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
  });

  it('counts 23:59 and 00:01 in São Paulo on different days', async () => {
    const user = await signUp();
    await seedLearner(user.uid);
    const lateEvening = new Date('2026-05-04T23:59:00-03:00');
    const earlyMorning = new Date('2026-05-05T00:01:00-03:00');
    for (let i = 0; i < 10; i++) await consumeAudio(testDb(), user.uid, lateEvening);
    expect((await consumeAudio(testDb(), user.uid, lateEvening)).granted).toBe(false);
    expect((await consumeAudio(testDb(), user.uid, earlyMorning)).granted).toBe(true);
    expect(await readAudioUsage(testDb(), user.uid, earlyMorning)).toEqual({
      used: 1,
      limit: 10,
      remaining: 9,
    });
  });
});

describe('GET /api/text-to-speech/check-audio-limit/{userId}', () => {
  it("reports today's usage", async () => {
    const user = await signUp();
    await seedLearner(user.uid);
    const fresh = await call<AudioLimitResponse>(apiPaths.checkAudioLimit(user.uid), { token: user.idToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({ canGenerateAudio: true, used: 0, limit: 10, remaining: 10 });
    for (let i = 0; i < 10; i++) await consumeAudio(testDb(), user.uid, new Date());
    const spent = await call<AudioLimitResponse>(apiPaths.checkAudioLimit(user.uid), { token: user.idToken });
    expect(spent.body).toEqual({ canGenerateAudio: false, used: 10, limit: 10, remaining: 0 });
  });

  it("refuses someone else's usage and a missing token", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    expect((await call(apiPaths.checkAudioLimit(other.uid), { token: me.idToken })).status).toBe(403);
    expect((await call(apiPaths.checkAudioLimit(me.uid))).status).toBe(401);
  });
});

describe('POST /api/text-to-speech/increment-audio-count/{userId}', () => {
  it('changes nothing and reports the current usage', async () => {
    const user = await signUp();
    await seedLearner(user.uid);
    await consumeAudio(testDb(), user.uid, new Date());
    const result = await call<AudioUsage>(apiPaths.incrementAudioCount(user.uid), {
      token: user.idToken,
      method: 'POST',
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ used: 1, limit: 10, remaining: 9 });
    expect(await readAudioUsage(testDb(), user.uid, new Date())).toEqual({
      used: 1,
      limit: 10,
      remaining: 9,
    });
  });
});
