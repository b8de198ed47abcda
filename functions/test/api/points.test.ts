import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consumeAudio, readAudioUsage } from '../../src/data/daily-usage';
import { savePracticePoints } from '../../src/data/practices';
import { readPoints } from '../../src/data/users';
import { apiPaths, type Points } from '../../src/shared/contract';
import { testDb } from './admin';
import { call, errorOf, signUp, type TestUser } from './stack';

async function serveAudios(user: TestUser, count: number) {
  for (let i = 0; i < count; i++) await consumeAudio(testDb(), user.uid, new Date());
}

function writing(user: TestUser, pointsWriting: unknown, path: string = apiPaths.updateWritingPoints) {
  return call<Points>(path, { token: user.idToken, json: { userId: user.uid, pointsWriting } });
}

function speaking(user: TestUser, pointsSpeaking: unknown) {
  return call<Points>(apiPaths.updateSpeakingPoints, {
    token: user.idToken,
    json: { userId: user.uid, pointsSpeaking },
  });
}

async function pointsOf(user: TestUser): Promise<Points> {
  return (await call<Points>(apiPaths.userPoints(user.uid), { token: user.idToken })).body;
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
    expect((await writing(user, 10, apiPaths.updateWritingPointsLegacy)).body).toEqual({
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
    expect((await call(apiPaths.userPoints(other.uid), { token: me.idToken })).status).toBe(403);
    const result = await call(apiPaths.updateWritingPoints, {
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

const newPracticeId = () => `practice-${randomUUID()}`;

async function servePractice(user: TestUser, practiceId: string, count: number, now = new Date()) {
  for (let i = 0; i < count; i++) await consumeAudio(testDb(), user.uid, now, practiceId);
}

function savePractice(
  user: TestUser,
  field: 'pointsWriting' | 'pointsSpeaking',
  points: unknown,
  practiceId: unknown,
) {
  const path = field === 'pointsWriting' ? apiPaths.updateWritingPoints : apiPaths.updateSpeakingPoints;
  return call<Points>(path, { token: user.idToken, json: { userId: user.uid, [field]: points, practiceId } });
}

describe('points of a practice (practiceId)', () => {
  it('the same practice saved twice counts once and answers the same totals', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 5);
    const first = await savePractice(user, 'pointsWriting', 50, practiceId);
    const again = await call<Points>(apiPaths.updateWritingPointsLegacy, {
      token: user.idToken,
      json: { userId: user.uid, pointsWriting: 50, practiceId },
    });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body).toEqual({ pointsWriting: 50, pointsSpeaking: 0, totalPoints: 50 });
    expect(again.body).toEqual(first.body);
    expect(await pointsOf(user)).toEqual(first.body);
  });

  it('race: 10 concurrent saves of one practice -> all 200, counted once, the same totals', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 10);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => savePractice(user, 'pointsSpeaking', 70, practiceId)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const totals = { pointsWriting: 0, pointsSpeaking: 70, totalPoints: 70 };
    for (const result of results) expect(result.body).toEqual(totals);
    expect(await pointsOf(user)).toEqual(totals);
  });

  it('a practice already saved with other points (or field) is refused with 409', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 4);
    expect((await savePractice(user, 'pointsWriting', 30, practiceId)).status).toBe(200);
    for (const [field, points] of [
      ['pointsWriting', 40],
      ['pointsWriting', 20],
      ['pointsSpeaking', 30],
    ] as const) {
      const result = await savePractice(user, field, points, practiceId);
      expect(result.status, `${field}=${points}`).toBe(409);
      expect(errorOf(result)).toBe('Esta prática já foi salva.');
    }
    expect(await pointsOf(user)).toEqual({ pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
  });

  it("bounds a practice's points by 10 per audio served to it: 3 audios, 40 -> 409, 30 -> 200", async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    // Audios of the day outside this practice do not fund it.
    await serveAudios(user, 5);
    await servePractice(user, practiceId, 3);
    const over = await savePractice(user, 'pointsWriting', 40, practiceId);
    expect(over.status).toBe(409);
    expect(errorOf(over)).toBe(
      'Pontuação recusada: ela passa do que os áudios desta prática permitem (10 pontos por áudio).',
    );
    expect((await savePractice(user, 'pointsWriting', 10, newPracticeId())).status).toBe(409);
    expect((await savePractice(user, 'pointsWriting', 30, practiceId)).status).toBe(200);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
  });

  it('a practice with no correct answer answers the totals and writes nothing', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    const result = await savePractice(user, 'pointsSpeaking', 0, practiceId);
    expect(result.status).toBe(200);
    expect(result.body.totalPoints).toBe(0);
    const save = await testDb().collection('practiceSaves').doc(`${user.uid}_${practiceId}`).get();
    expect(save.exists).toBe(false);
  });

  it('a legacy claim (no practiceId) cannot use the audios of a practice', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    await servePractice(user, practiceId, 2);
    const legacy = await writing(user, 10);
    expect(legacy.status).toBe(409);
    expect(errorOf(legacy)).toMatch(/10 pontos por áudio/);
    await serveAudios(user, 1);
    expect((await writing(user, 10)).status).toBe(200);
    expect((await savePractice(user, 'pointsWriting', 20, practiceId)).status).toBe(200);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
  });

  it('refuses a malformed practiceId with 400 in Portuguese, adding nothing', async () => {
    const user = await signUp();
    await serveAudios(user, 10);
    for (const bad of ['short', 'has spaces in it', 'ação-da-prática', 'x'.repeat(65), '', 12345678, null]) {
      const result = await savePractice(user, 'pointsWriting', 10, bad);
      expect(result.status, `practiceId=${bad}`).toBe(400);
      expect(errorOf(result)).toMatch(/"practiceId"/);
    }
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
  });

  it('a practice that crosses midnight in São Paulo saves what it earned (data module)', async () => {
    const user = await signUp();
    const practiceId = newPracticeId();
    const lateEvening = new Date('2026-05-04T23:59:00-03:00');
    const earlyMorning = new Date('2026-05-05T00:01:00-03:00');
    await servePractice(user, practiceId, 3, lateEvening);
    expect((await readAudioUsage(testDb(), user.uid, earlyMorning)).used).toBe(0);
    const saved = await savePracticePoints(testDb(), user.uid, {
      practiceId,
      field: 'pointsWriting',
      points: 30,
      name: 'Aluna',
      now: earlyMorning,
    });
    expect(saved).toEqual({ ok: true, points: { pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 } });
    expect(await readPoints(testDb(), user.uid)).toEqual({
      pointsWriting: 30,
      pointsSpeaking: 0,
      totalPoints: 30,
    });
  });
});
