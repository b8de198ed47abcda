import { describe, expect, it } from 'vitest';
import { phrasePool } from '../../src/content/phrases';
import { academyDay, academyWeek, addDays } from '../../src/data/calendar';
import { dayField } from '../../src/data/points-ledger';
import { apiPaths, type LearnerProgress } from '../../src/shared/contract';
import { activatedUser, testDb } from './admin';
import { call, signUp, type TestUser } from './stack';

function progressOf(user: TestUser) {
  return call<LearnerProgress>(apiPaths.progress, { token: user.idToken });
}

describe('GET /api/users/me/progress', () => {
  it('a new learner: zeros, no streak, 14 empty days, 10 audios left', async () => {
    const user = await signUp();
    const result = await progressOf(user);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    const today = academyDay(new Date());
    expect(result.body).toEqual({
      points: { pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 },
      weekPoints: 0,
      weekStart: academyWeek(new Date()),
      streak: { current: 0, best: 0, practisedToday: false },
      days: Array.from({ length: 14 }, (_, i) => ({ day: addDays(today, i - 13), points: 0 })),
      audio: { used: 0, limit: 10, remaining: 10 },
      learning: {
        writing: { level: 'beginner', toReview: 0, dueToday: 0, learnedThisWeek: 0 },
        speaking: { level: 'beginner', toReview: 0, dueToday: 0, learnedThisWeek: 0 },
      },
    });
  });

  it('after practising today: the day’s points, the week, the streak, the audios left', async () => {
    const user = await activatedUser('Progresso');
    const today = academyDay(new Date());
    // Two earlier days in a row, as past credits left them.
    await testDb()
      .collection('progress')
      .doc(user.uid)
      .set({ uid: user.uid, [dayField(addDays(today, -2))]: 40, [dayField(addDays(today, -1))]: 0 });
    const practiceId = `practice-${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      const audio = await call(apiPaths.generateAudio, {
        token: user.idToken,
        json: { text: phrasePool[i], practiceId },
      });
      expect(audio.status).toBe(200);
    }
    const saved = await call(apiPaths.updateWritingPoints, {
      token: user.idToken,
      json: { userId: user.uid, pointsWriting: 30, practiceId },
    });
    expect(saved.status).toBe(200);

    const { body } = await progressOf(user);
    expect(body.points.totalPoints).toBe(30);
    expect(body.streak).toEqual({ current: 3, best: 3, practisedToday: true });
    expect(body.days.at(-1)).toEqual({ day: today, points: 30 });
    expect(body.days.at(-3)).toEqual({ day: addDays(today, -2), points: 40 });
    expect(body.audio).toEqual({ used: 3, limit: 10, remaining: 7 });
    // The 40 points of two days ago count this week unless the week began since.
    expect(body.weekPoints).toBe(addDays(today, -2) >= body.weekStart ? 70 : 30);
  });

  it('a practice finished with 0 points marks nothing, even after an audio: only points mark a day', async () => {
    const user = await activatedUser();
    const practiceId = `practice-zero-${Date.now()}`;
    const audio = await call(apiPaths.generateAudio, {
      token: user.idToken,
      json: { text: phrasePool[0], practiceId },
    });
    expect(audio.status).toBe(200);
    for (const final of [false, true]) {
      const saved = await call(apiPaths.updateSpeakingPoints, {
        token: user.idToken,
        json: { userId: user.uid, pointsSpeaking: 0, practiceId, final },
      });
      expect(saved.status).toBe(200);
    }
    const { body } = await progressOf(user);
    expect(body.streak).toEqual({ current: 0, best: 0, practisedToday: false });
    expect(body.days.at(-1)).toEqual({ day: academyDay(new Date()), points: 0 });
    expect(body.points.totalPoints).toBe(0);
    expect((await testDb().collection('progress').doc(user.uid).get()).exists).toBe(false);
  });

  it('needs a signed-in learner (401)', async () => {
    const result = await call(apiPaths.progress);
    expect(result.status).toBe(401);
    expect((result.body as { error: string }).error).toMatch(/[a-zà-ú]/i);
  });
});
