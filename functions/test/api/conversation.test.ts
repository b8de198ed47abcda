import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { abandonTurn, beginTurn } from '../../src/data/conversations';
import { readAudioUsage } from '../../src/data/daily-usage';
import { academyDay } from '../../src/domain/calendar';
import { apiPaths, type ConversationResponse, type Points } from '../../src/shared/contract';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, testDb } from './admin';
import { type CallResult, call, errorOf, signUp, type TestUser } from './stack';

function talk(user: TestUser, body: unknown): Promise<CallResult<ConversationResponse>> {
  return call<ConversationResponse>(apiPaths.conversation, { token: user.idToken, json: body });
}

async function pointsOf(user: TestUser): Promise<Points> {
  return (await call<Points>(apiPaths.userPoints(user.uid), { token: user.idToken })).body;
}

const sessionDoc = (user: TestUser, sessionId: string) =>
  testDb().collection('conversations').doc(`${user.uid}_${sessionId}`);

describe('POST /api/conversar', () => {
  it('answers a first prompt with a reply, its speech, a new 30-minute session and 2 points', async () => {
    const user = await activatedUser();
    const result = await talk(user, { prompt: 'Hello! I work as a nurse in Recife.' });
    expect(result.status).toBe(200);
    const answer = result.body;
    expect(answer.resposta.trim().length).toBeGreaterThan(0);
    expect(answer.resposta).toContain('?');
    expect(answer.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.points).toBe(2);
    expect(answer.secondsLeft).toBeLessThanOrEqual(1800);
    expect(answer.secondsLeft).toBeGreaterThan(1790);
    expect(answer.correction).toBeNull();
    const audio = await decodeMp3(Buffer.from(answer.audioBase64, 'base64'));
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(0.5);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    // A reply is not one of the practices' 10 audios.
    expect((await readAudioUsage(testDb(), user.uid, new Date())).used).toBe(0);
  });

  it('keeps the session: the next turns go on, credit 2 points each, and correct a mistake apart', async () => {
    const user = await activatedUser();
    const first = (await talk(user, { prompt: 'Hi, I like cooking Brazilian food.' })).body;
    const second = await talk(user, {
      prompt: 'I have 20 years and I cook every day.',
      sessionId: first.sessionId,
    });
    expect(second.status).toBe(200);
    expect(second.body.sessionId).toBe(first.sessionId);
    expect(second.body.points).toBe(4);
    expect(second.body.resposta).not.toBe(first.resposta);
    expect(second.body.correction).toMatchObject({ said: expect.stringMatching(/have 20 years/i) });
    expect(second.body.correction?.better).toMatch(/am 20 years old/i);
    expect(second.body.correction?.explanation.length).toBeGreaterThan(5);
    expect(second.body.resposta).not.toContain(second.body.correction?.explanation ?? '');
    const stored = (await sessionDoc(user, first.sessionId).get()).data();
    expect(stored).toMatchObject({ uid: user.uid, replies: 2, points: 4 });
    const turns = (await testDb().collection('conversationTurns').doc(user.uid).get()).data();
    expect(turns).toMatchObject({ started: 2, done: 2 });
    expect(stored?.turns).toHaveLength(4);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 4, totalPoints: 4 });
  });

  it('refuses a prompt after the 30 minutes of the session, crediting nothing', async () => {
    const user = await activatedUser();
    const first = (await talk(user, { prompt: 'Good morning!' })).body;
    await sessionDoc(user, first.sessionId).update({
      startedAt: new Date(Date.now() - 30 * 60 * 1000 - 1000),
    });
    const late = await talk(user, { prompt: 'Are you still there?', sessionId: first.sessionId });
    expect(late.status).toBe(409);
    expect(errorOf(late)).toMatch(/30 minutos terminou/);
    expect((await pointsOf(user)).pointsSpeaking).toBe(2);
  });

  it("refuses another learner's session and an unknown one with 404", async () => {
    const [ana, bruno] = await Promise.all([activatedUser(), activatedUser()]);
    const mine = (await talk(ana, { prompt: 'Hello there.' })).body;
    for (const sessionId of [mine.sessionId, randomUUID()]) {
      const result = await talk(bruno, { prompt: 'Hello.', sessionId });
      expect(result.status).toBe(404);
      expect(errorOf(result)).toMatch(/Conversa não encontrada/);
    }
    expect((await pointsOf(bruno)).totalPoints).toBe(0);
  });

  it('race: 5 prompts at once on one session -> each answered or refused with 429, points = 2 x replies', async () => {
    const user = await activatedUser();
    const first = (await talk(user, { prompt: 'Let us talk about travel.' })).body;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        talk(user, { prompt: `I want to visit place number ${i} next year.`, sessionId: first.sessionId }),
      ),
    );
    const served = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(served.length + refused.length).toBe(5);
    expect(served.length).toBeGreaterThanOrEqual(1);
    for (const result of refused) expect(errorOf(result)).toMatch(/Aguarde a resposta anterior/);
    const replies = 1 + served.length;
    const stored = (await sessionDoc(user, first.sessionId).get()).data();
    expect(stored).toMatchObject({ replies, points: 2 * replies });
    expect(await pointsOf(user)).toEqual({
      pointsWriting: 0,
      pointsSpeaking: 2 * replies,
      totalPoints: 2 * replies,
    });
  });

  it('race: three new sessions of one learner at once (three tabs) -> each answered or refused with 429, points = 2 x replies', async () => {
    const user = await activatedUser();
    const results = await Promise.all([
      talk(user, { prompt: 'Hello from my phone.' }),
      talk(user, { prompt: 'Hello from my laptop.' }),
      talk(user, { prompt: 'Hello from my tablet.' }),
    ]);
    const served = results.filter((r) => r.status === 200).length;
    expect(served).toBeGreaterThanOrEqual(1);
    expect(results.filter((r) => r.status === 429).length).toBe(3 - served);
    expect((await pointsOf(user)).totalPoints).toBe(2 * served);
  });

  it('race at the data module: 10 turns begun at once by one learner -> exactly one begins', async () => {
    const uid = `turns-${randomUUID()}`;
    const now = new Date();
    const begun = await Promise.all(Array.from({ length: 10 }, () => beginTurn(testDb(), uid, now)));
    expect(begun.filter((turn) => turn !== null)).toEqual([0]);
    // Once it has ended, the next one begins.
    await abandonTurn(testDb(), uid, 0);
    expect(await beginTurn(testDb(), uid, now)).toBe(1);
  });

  it("refuses the day's 151st reply with a Portuguese 429, before asking the tutor", async () => {
    const user = await activatedUser();
    await testDb()
      .collection('dailyUsage')
      .doc(`${user.uid}_${academyDay(new Date())}`)
      .set({ uid: user.uid, replies: 150 }, { merge: true });
    const result = await talk(user, { prompt: 'One more question, please.' });
    expect(result.status).toBe(429);
    expect(errorOf(result)).toMatch(/limite de 150 respostas do tutor por hoje/);
    expect((await pointsOf(user)).totalPoints).toBe(0);
  });

  it('refuses without a token (401) and a learner who has not activated (403)', async () => {
    const stranger = await call(apiPaths.conversation, { json: { prompt: 'Hello' } });
    expect(stranger.status).toBe(401);
    const user = await signUp();
    const result = await talk(user, { prompt: 'Hello' });
    expect(result.status).toBe(403);
    expect(errorOf(result)).toMatch(/ainda não foi ativada/);
    expect((await testDb().collection('conversations').where('uid', '==', user.uid).get()).size).toBe(0);
  });

  it('refuses empty, blank, missing, non-text and 501-character prompts and a bad session id with 400', async () => {
    const user = await activatedUser();
    for (const body of [
      { prompt: '' },
      { prompt: '   \n ' },
      {},
      { prompt: 42 },
      { prompt: ['hi'] },
      { prompt: 'a'.repeat(501) },
      { prompt: 'Hello', sessionId: 'not-a-session' },
      { prompt: 'Hello', sessionId: 7 },
    ]) {
      const result = await talk(user, body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(result)).toMatch(/"(prompt|sessionId)"/);
    }
    expect((await testDb().collection('conversations').where('uid', '==', user.uid).get()).size).toBe(0);
    expect((await pointsOf(user)).totalPoints).toBe(0);
  });

  it('accepts exactly 500 characters, in any script, without a 5xx', async () => {
    const user = await activatedUser();
    for (const prompt of [
      'b'.repeat(500),
      'Olá, tudo bem? Eu gosto de música 🎶',
      '你好，我喜欢旅行',
      '12345',
    ]) {
      const result = await talk(user, { prompt });
      expect(result.status, prompt.slice(0, 20)).toBe(200);
      expect(result.body.resposta.trim().length).toBeGreaterThan(0);
    }
  });
});
