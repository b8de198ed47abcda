import { randomUUID } from 'node:crypto';
import { type DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { abandonTurn, beginTurn } from '../../src/conversation/conversation-store';
import { takeTurn } from '../../src/conversation/take-turn';
import { academyDay } from '../../src/data/calendar';
import { readAudioUsage } from '../../src/practice/audio/audio-store';
import { apiPaths, type ConversationResponse, type Points } from '../../src/shared/contract';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, seedLearner, testDb } from './admin';
import { heldTutor } from './held-tutor';
import { type CallResult, call, errorOf, signUp, type TestUser } from './stack';

function talk(user: TestUser, body: unknown): Promise<CallResult<ConversationResponse>> {
  return call<ConversationResponse>(apiPaths.conversation, { token: user.idToken, json: body });
}

async function pointsOf(user: TestUser): Promise<Points> {
  return (await call<Points>(apiPaths.userPoints(user.uid), { token: user.idToken })).body;
}

const sessionDoc = (user: TestUser, sessionId: string) =>
  testDb().collection('conversations').doc(`${user.uid}_${sessionId}`);
const usageDoc = (user: TestUser) =>
  testDb()
    .collection('dailyUsage')
    .doc(`${user.uid}_${academyDay(new Date())}`);

/** A document as plain data, timestamps as milliseconds, keyed by its path. */
function plain(snapshot: DocumentSnapshot): [string, unknown] {
  const data = snapshot.data();
  const fields = data
    ? Object.fromEntries(
        Object.entries(data).map(([key, value]) => [
          key,
          value instanceof Timestamp ? value.toMillis() : value,
        ]),
      )
    : null;
  return [snapshot.ref.path, fields];
}

/**
 * Every document a turn of the learner can write: the sessions and their credit logs, the
 * turns and their log, today's usage and its reply log, the user, the week's points and the
 * progress. Compared whole, so a refused request that created or changed anything shows.
 */
async function turnFootprint(user: TestUser): Promise<Record<string, unknown>> {
  const db = testDb();
  const turns = db.collection('conversationTurns').doc(user.uid);
  const [sessions, turnsDoc, turnLog, usage, replyLog, userDoc, progress, weekly] = await Promise.all([
    db.collection('conversations').where('uid', '==', user.uid).get(),
    turns.get(),
    turns.collection('turnLog').get(),
    usageDoc(user).get(),
    usageDoc(user).collection('replyLog').get(),
    db.collection('users').doc(user.uid).get(),
    db.collection('progress').doc(user.uid).get(),
    db.collection('weeklyPoints').where('uid', '==', user.uid).get(),
  ]);
  const creditLogs = await Promise.all(
    sessions.docs.map((session) => session.ref.collection('creditLog').get()),
  );
  const documents = [
    ...sessions.docs,
    ...creditLogs.flatMap((log) => log.docs),
    turnsDoc,
    ...turnLog.docs,
    usage,
    ...replyLog.docs,
    userDoc,
    progress,
    ...weekly.docs,
  ].filter((doc) => doc.exists);
  return Object.fromEntries(documents.map(plain));
}

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
    expect(answer.pointsEarned).toBe(2);
    expect(answer.noPointsReason).toBeNull();
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
    expect(stored?.transcript).toHaveLength(4);
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
    for (const result of refused) expect(errorOf(result)).toMatch(/ainda espera a resposta do tutor/);
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

  it('race: two tabs send at once -> each answered or refused saying another turn is pending; only what was answered is kept', async () => {
    const user = await activatedUser();
    const prompts = ['Hello from the first tab.', 'Hello from the second tab.'];
    const results = await Promise.all(prompts.map((prompt) => talk(user, { prompt })));
    expect(results.map((r) => r.status).every((status) => status === 200 || status === 429)).toBe(true);
    const served = prompts.filter((_, i) => results[i]?.status === 200);
    const refused = prompts.filter((_, i) => results[i]?.status === 429);
    expect(served.length).toBeGreaterThanOrEqual(1);
    for (const result of results.filter((r) => r.status === 429)) {
      expect(errorOf(result)).toBe(
        'Outra frase sua, talvez em outra aba ou aparelho, ainda espera a resposta do tutor. Quando ela chegar, envie esta de novo.',
      );
    }
    // Nothing half-written: one session, turn and reply per answer, and no trace of a refused prompt.
    const sessions = await testDb().collection('conversations').where('uid', '==', user.uid).get();
    const kept = sessions.docs.map((doc) => doc.get('transcript')[0]?.text);
    expect(kept.sort()).toEqual([...served].sort());
    for (const doc of sessions.docs) expect(doc.data()).toMatchObject({ replies: 1, points: 2 });
    const turns = (await testDb().collection('conversationTurns').doc(user.uid).get()).data();
    expect(turns).toMatchObject({ started: served.length, done: served.length });
    expect((await usageDoc(user).get()).get('replies')).toBe(served.length);
    expect(await pointsOf(user)).toEqual({
      pointsWriting: 0,
      pointsSpeaking: 2 * served.length,
      totalPoints: 2 * served.length,
    });
    // The refused words, sent again (the web keeps them), are answered.
    for (const prompt of refused) expect((await talk(user, { prompt })).status).toBe(200);
  });

  it("a prompt sent while another tab's turn is with the tutor gets that 429 and writes nothing; sent again after it, it is answered", async () => {
    const user = await activatedUser();
    const held = heldTutor('Sorry for the wait! What else?');
    // The first tab's turn, held at the tutor (the same learner, the same emulator as the stack).
    const first = takeTurn({
      db: testDb(),
      tutor: held.tutor,
      speak: async () => new Uint8Array([1]),
      uid: user.uid,
      prompt: 'Hello from my phone.',
      now: new Date(),
    });
    await held.asked;
    const before = await turnFootprint(user);
    const second = await talk(user, { prompt: 'Hello from my laptop.' });
    expect(second.status).toBe(429);
    expect(errorOf(second)).toMatch(/^Outra frase sua, talvez em outra aba ou aparelho, ainda espera/);
    expect(await turnFootprint(user)).toEqual(before);
    held.release();
    expect((await first).pointsEarned).toBe(2);
    const again = await talk(user, { prompt: 'Hello from my laptop.' });
    expect(again.status).toBe(200);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 4, totalPoints: 4 });
  });

  it('race at the data module: 10 turns begun at once by one learner -> exactly one begins', async () => {
    const uid = `turns-${randomUUID()}`;
    await seedLearner(uid);
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

  it("conversation points reward talking: 10 x 'ok' and 10 x 'I like pizza.' earn 2 points, each reply still answered", async () => {
    const user = await activatedUser();
    const first = await talk(user, { prompt: 'ok' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ points: 0, pointsEarned: 0, noPointsReason: 'short' });
    const { sessionId } = first.body;
    for (const prompt of ['OK!!', 'ok', 'Ok.', 'ok', 'hmm', 'ok', 'ok', 'ok', 'ok']) {
      const reply = await talk(user, { prompt, sessionId });
      expect(reply.status).toBe(200);
      expect(reply.body.resposta.length).toBeGreaterThan(0);
      expect(reply.body).toMatchObject({ points: 0, pointsEarned: 0, noPointsReason: 'short' });
    }
    // A reply that earned nothing credits nothing: not the totals, the week or the day (streak).
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 });
    expect((await testDb().collection('progress').doc(user.uid).get()).exists).toBe(false);

    const reasons: (string | null)[] = [];
    for (const prompt of Array.from({ length: 10 }, (_, i) => (i % 2 ? ' i LIKE pizza ' : 'I like pizza.'))) {
      const reply = await talk(user, { prompt, sessionId });
      expect(reply.status).toBe(200);
      reasons.push(reply.body.noPointsReason);
    }
    expect(reasons).toEqual([null, ...Array(9).fill('repeated')]);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
    expect((await sessionDoc(user, sessionId).get()).data()).toMatchObject({ replies: 20, points: 2 });
  });

  it('at most 100 conversation points a day: 60 distinct prompts earn 100, the 51st reply and later say why', async () => {
    const user = await activatedUser();
    let sessionId: string | undefined;
    const answers: ConversationResponse[] = [];
    for (let n = 1; n <= 60; n++) {
      const reply = await talk(user, { prompt: `My number is ${n}.`, sessionId });
      expect(reply.status, `prompt ${n}`).toBe(200);
      sessionId = reply.body.sessionId;
      answers.push(reply.body);
    }
    expect(answers.slice(0, 50).every((a) => a.pointsEarned === 2 && a.noPointsReason === null)).toBe(true);
    expect(answers[49]?.points).toBe(100);
    expect(answers.slice(50).map((a) => [a.pointsEarned, a.noPointsReason, a.points])).toEqual(
      Array(10).fill([0, 'dailyCap', 100]),
    );
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 100, totalPoints: 100 });
    expect((await usageDoc(user).get()).data()).toMatchObject({ replies: 60, conversationPoints: 100 });
  }, 180_000);

  it("race: 30 prompts at once from a learner one reply below the day's conversation cap -> at most the cap", async () => {
    const user = await activatedUser();
    await usageDoc(user).set(
      { uid: user.uid, day: academyDay(new Date()), conversationPoints: 98 },
      { merge: true },
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => talk(user, { prompt: `Tab number ${i} says hello.` })),
    );
    const served = results.filter((r) => r.status === 200);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    expect(served.filter((r) => r.body.pointsEarned === 2)).toHaveLength(1);
    const after = await talk(user, { prompt: 'One more sentence, please.' });
    expect(after.body).toMatchObject({ pointsEarned: 0, noPointsReason: 'dailyCap' });
    expect((await usageDoc(user).get()).get('conversationPoints')).toBe(100);
    expect(await pointsOf(user)).toEqual({ pointsWriting: 0, pointsSpeaking: 2, totalPoints: 2 });
  });

  it("the day's points earned before the field's rename (talkingPoints) still count toward the cap", async () => {
    const user = await activatedUser();
    await usageDoc(user).set(
      { uid: user.uid, day: academyDay(new Date()), talkingPoints: 98 },
      { merge: true },
    );
    const first = await talk(user, { prompt: 'I like to cook on Sundays.' });
    expect(first.body).toMatchObject({ pointsEarned: 2, noPointsReason: null });
    const second = await talk(user, { prompt: 'My sister likes to sing.', sessionId: first.body.sessionId });
    expect(second.body).toMatchObject({ pointsEarned: 0, noPointsReason: 'dailyCap' });
    expect((await usageDoc(user).get()).data()).toMatchObject({ talkingPoints: 98, conversationPoints: 2 });
  });

  it('limits are checked with reads before anything is written: refused turns leave every document as it was', async () => {
    const user = await activatedUser();
    const first = (await talk(user, { prompt: 'Hello, I am Ana.' })).body;
    const { sessionId } = first;
    const refusedWith = async (status: number, body: object, message: RegExp) => {
      const before = await turnFootprint(user);
      const result = await talk(user, body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(errorOf(result)).toMatch(message);
      expect(await turnFootprint(user), JSON.stringify(body)).toEqual(before);
    };

    // Unknown session, and a session past its 30 minutes.
    await refusedWith(404, { prompt: 'Are you there?', sessionId: randomUUID() }, /Conversa não encontrada/);
    const over = (await talk(user, { prompt: 'Another new session.' })).body.sessionId;
    await sessionDoc(user, over).update({ startedAt: new Date(Date.now() - 31 * 60 * 1000) });
    await refusedWith(409, { prompt: 'Are you there?', sessionId: over }, /30 minutos terminou/);

    // A turn of theirs in flight (another tab waiting for the tutor), in a new session or this one.
    const turns = testDb().collection('conversationTurns').doc(user.uid);
    const { started } = (await turns.get()).data() as { started: number };
    await turns.set({ started: started + 1, lastStartedAt: new Date() }, { merge: true });
    await refusedWith(429, { prompt: 'Hello from my laptop.' }, /ainda espera a resposta do tutor/);
    await refusedWith(
      429,
      { prompt: 'Hello from my laptop.', sessionId },
      /ainda espera a resposta do tutor/,
    );
    await turns.set({ done: started + 1 }, { merge: true });

    // The day's replies all taken.
    await usageDoc(user).set({ replies: 150 }, { merge: true });
    await refusedWith(429, { prompt: 'One more, please.' }, /limite de 150 respostas/);
    await refusedWith(429, { prompt: 'One more, please.', sessionId }, /limite de 150 respostas/);

    // The tutor declined the day's allowance of their prompts.
    await usageDoc(user).set({ replies: 1, declinedTurns: 10 }, { merge: true });
    await refusedWith(429, { prompt: 'One more, please.', sessionId }, /não pôde responder a 10 frases/);

    // A learner who has not activated.
    const stranger = await signUp();
    const before = await turnFootprint(stranger);
    const refused = await talk(stranger, { prompt: 'Hello there.' });
    expect(refused.status).toBe(403);
    expect(await turnFootprint(stranger)).toEqual(before);
  });
});
