import { describe, expect, it } from 'vitest';
import { consumeAudio } from '../../src/data/daily-usage';
import { type Points, paths } from '../../src/shared/contract';
import { testDb } from './admin';
import { call, errorOf, signUp, type TestUser } from './stack';

async function serveAudios(user: TestUser, count: number) {
  for (let i = 0; i < count; i++) await consumeAudio(testDb(), user.uid, new Date());
}

function writing(user: TestUser, pointsWriting: unknown, path: string = paths.updateWritingPoints) {
  return call<Points>(path, { token: user.idToken, json: { userId: user.uid, pointsWriting } });
}

function speaking(user: TestUser, pointsSpeaking: unknown) {
  return call<Points>(paths.updateSpeakingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsSpeaking },
  });
}

async function pointsOf(user: TestUser): Promise<Points> {
  return (await call<Points>(paths.userPoints(user.uid), { token: user.idToken })).body;
}

describe('points', () => {
  it('adds a finished practice to its field and the total', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    expect((await writing(user, 30)).body).toEqual({ pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
    expect((await speaking(user, 20)).body).toEqual({
      pointsWriting: 30,
      pointsSpeaking: 20,
      totalPoints: 50,
    });
    expect((await writing(user, 10, paths.updateWritingPointsLegacy)).body).toEqual({
      pointsWriting: 40,
      pointsSpeaking: 20,
      totalPoints: 60,
    });
    expect(await pointsOf(user)).toEqual({ pointsWriting: 40, pointsSpeaking: 20, totalPoints: 60 });
  });

  it('accepts a practice with no correct answer without writing anything', async () => {
    const user = await signUp();
    const result = await writing(user, 0);
    expect(result.status).toBe(200);
    expect(result.body.totalPoints).toBe(0);
  });

  it('refuses points not covered by the audios served today (409), adding nothing', async () => {
    const user = await signUp();
    const none = await writing(user, 10);
    expect(none.status).toBe(409);
    expect(errorOf(none)).toMatch(/10 pontos por áudio/);
    await serveAudios(user, 3);
    expect((await writing(user, 40)).status).toBe(409);
    expect((await speaking(user, 20)).status).toBe(200);
    expect((await writing(user, 20)).status).toBe(409);
    expect((await writing(user, 10)).status).toBe(200);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 10, pointsSpeaking: 20, totalPoints: 30 });
  });

  it('refuses malformed points with 400 and adds nothing', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    for (const bad of [15, -10, 110, 10.5, '10', null, 1e308]) {
      const result = await writing(user, bad);
      expect(result.status, `pointsWriting=${bad}`).toBe(400);
      expect(errorOf(result)).toMatch(/pointsWriting|múltiplo de 10/);
    }
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it("refuses to read or change someone else's points", async () => {
    const [me, other] = await Promise.all([signUp(), signUp()]);
    await serveAudios(me, 1);
    expect((await call(paths.userPoints(other.uid), { token: me.idToken })).status).toBe(403);
    const result = await call(paths.updateWritingPoints, {
      token: me.idToken,
      json: { userId: other.uid, pointsWriting: 10 },
    });
    expect(result.status).toBe(403);
    expect(await pointsOf(me)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it('race: 50 concurrent claims of 10 after 10 audios -> exactly 10 accepted, total exactly 100', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? writing(user, 10) : speaking(user, 10))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    const points = await pointsOf(user);
    expect(points.totalPoints).toBe(100);
    expect(points.pointsWriting + points.pointsSpeaking).toBe(100);
  });

  it('race: 50 learners saving at once each get exactly their points', async () => {
    const users = await Promise.all(Array.from({ length: 50 }, () => signUp()));
    await Promise.all(users.map((user) => serveAudios(user, 2)));
    const results = await Promise.all(users.map((user) => writing(user, 20)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const totals = await Promise.all(users.map(pointsOf));
    expect(totals.every((p) => p.pointsWriting === 20 && p.totalPoints === 20)).toBe(true);
  });
});
