/**
 * The conversation's server side, through the running stack with real ID tokens: the
 * scripted opening (spoken and metered like a reply, a correction brought back), a scenario's
 * session keeping its lesson (transcript, corrections, targets used), "Conversas anteriores"
 * (the last HISTORY_DAYS days, newest first) and one session whole, the brought-back correction
 * said right, the export and the deletion of the kept lessons, and bad input.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FREE_TALK_OPENING, scenarioById } from '../../src/content/scenarios';
import { takeTurn } from '../../src/conversation/take-turn';
import { academyDay } from '../../src/data/calendar';
import type { Tutor, TutorRequest } from '../../src/services/tutor/port';
import {
  type AccountExport,
  apiPaths,
  apiRoutes,
  type ConversationDetail,
  type ConversationHistory,
  type ConversationOpening,
  type ConversationResponse,
} from '../../src/shared/contract';
import { DAILY_REPLY_SPEECH_CHARACTERS, HISTORY_DAYS } from '../../src/shared/rules';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, testDb } from './admin';
import { type CallResult, call, errorOf, signUp, type TestUser } from './stack';

const DAY_MS = 86_400_000;
function scenario(id: string) {
  const found = scenarioById(id);
  if (!found) throw new Error(`the scenario ${id} is gone`);
  return found;
}
const restaurant = scenario('pedir-comida');
const cafe = scenario('cafeteria');
const introductions = scenario('apresentar-se');

function talk(user: TestUser, body: unknown): Promise<CallResult<ConversationResponse>> {
  return call<ConversationResponse>(apiPaths.conversation, { token: user.idToken, json: body });
}
const opening = (user: TestUser, scenarioId: string | null = null) =>
  call<ConversationOpening>(apiPaths.conversationOpening(scenarioId), { token: user.idToken });
const history = (user: TestUser) =>
  call<ConversationHistory>(apiRoutes.conversations, { token: user.idToken });
const detailPath = (sessionId: string) => apiRoutes.conversationDetail.replace(':sessionId', sessionId);
const detail = (user: TestUser, sessionId: string) =>
  call<ConversationDetail>(detailPath(sessionId), { token: user.idToken });

const sessionDoc = (user: TestUser, sessionId: string) =>
  testDb().collection('conversations').doc(`${user.uid}_${sessionId}`);
const sessionsOf = (uid: string) => testDb().collection('conversations').where('uid', '==', uid).get();
const todayOf = (user: TestUser) =>
  testDb()
    .collection('dailyUsage')
    .doc(`${user.uid}_${academyDay(new Date())}`);

/** A kept session written straight into Firestore, as one begun `daysAgo` days ago left it. */
async function seedSession(user: TestUser, daysAgo: number, said: string): Promise<string> {
  const sessionId = randomUUID();
  const startedAt = new Date(Date.now() - daysAgo * DAY_MS);
  await sessionDoc(user, sessionId).set({
    uid: user.uid,
    startedAt,
    expiresAt: new Date(startedAt.getTime() + 30 * 60_000),
    scenarioId: null,
    replies: 1,
    points: 2,
    transcript: [
      { role: 'learner', text: said },
      { role: 'tutor', text: 'Nice! Tell me more?', translation: 'Legal! Conte mais?' },
    ],
    corrections: [],
    targetsUsed: [],
    broughtBack: null,
    said: [],
    lastReplyAt: new Date(startedAt.getTime() + 4 * 60_000),
  });
  return sessionId;
}

describe('GET /api/conversations/opening', () => {
  it('free talk: the scripted first line and its translation, spoken and metered like a reply; no session written', async () => {
    const user = await activatedUser();
    const result = await opening(user);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(result.body).toMatchObject({
      scenarioId: null,
      opening: FREE_TALK_OPENING.en,
      translation: FREE_TALK_OPENING.pt,
      broughtBack: null,
    });
    const audio = await decodeMp3(Buffer.from(result.body.audioBase64, 'base64'));
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(1);
    // Its characters are the learner's day's, as a reply's are.
    expect((await todayOf(user).get()).get('replyCharacters')).toBe(FREE_TALK_OPENING.en.length);
    expect((await sessionsOf(user.uid)).size).toBe(0);
  });

  it('a scenario: its own opening; a learner whose voice is done for the day gets it as text', async () => {
    const user = await activatedUser();
    const result = await opening(user, restaurant.id);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      scenarioId: restaurant.id,
      opening: restaurant.opening.en,
      translation: restaurant.opening.pt,
      broughtBack: null,
    });
    expect(result.body.audioBase64.length).toBeGreaterThan(100);
    await todayOf(user).set({ replyCharacters: DAILY_REPLY_SPEECH_CHARACTERS }, { merge: true });
    const silent = await opening(user, restaurant.id);
    expect(silent.status).toBe(200);
    expect(silent.body).toMatchObject({
      opening: restaurant.opening.en,
      audioBase64: '',
      voiceDoneForToday: true,
    });
  });

  it('refuses an unknown scenario (400), a learner not activated (403) and no token (401), in Portuguese', async () => {
    const user = await activatedUser();
    for (const scenarioId of ['nao-existe', 'x'.repeat(65)]) {
      const result = await opening(user, scenarioId);
      expect(result.status, scenarioId).toBe(400);
      expect(errorOf(result)).toMatch(/cenário|"scenarioId"/);
    }
    expect(errorOf(await opening(user, 'nao-existe'))).toMatch(/Este cenário de conversa não existe/);
    const stranger = await signUp();
    const refused = await opening(stranger);
    expect(refused.status).toBe(403);
    expect(errorOf(refused)).toMatch(/ainda não foi ativada/);
    expect((await todayOf(stranger).get()).get('replyCharacters')).toBeUndefined();
    expect((await call(apiPaths.conversationOpening(null))).status).toBe(401);
  });
});

describe('what the tutor is told (takeTurn with a tutor of the test)', () => {
  it("the session's scenario, the learner's speaking level, and its opening line first in the history", async () => {
    const uid = `told-${randomUUID()}`;
    await testDb().collection('users').doc(uid).set({ name: 'Ana', hasActivated: true, totalPoints: 0 });
    await testDb().collection('learning').doc(`${uid}_speaking`).set({ uid, level: 'intermediate' });
    const asked: TutorRequest[] = [];
    const tutor = async (): Promise<Tutor> => ({
      name: 'test-tutor',
      reply: async (request) => {
        asked.push(request);
        return {
          reply: `Reply ${asked.length}?`,
          correction: null,
          translation: `Resposta ${asked.length}?`,
        };
      },
    });
    const turn = (prompt: string, more: { sessionId?: string; scenarioId?: string | null }) =>
      takeTurn({
        db: testDb(),
        tutor,
        speak: async () => new Uint8Array([1]),
        uid,
        prompt,
        now: new Date(),
        ...more,
      });
    const first = await turn('Good evening.', { scenarioId: restaurant.id });
    expect(first.translation).toBe('Resposta 1?');
    await turn('A soup, please.', { sessionId: first.sessionId, scenarioId: null });
    expect(asked.map(({ scenario, level }) => [scenario?.id, level])).toEqual([
      [restaurant.id, 'intermediate'],
      [restaurant.id, 'intermediate'],
    ]);
    expect(asked[1]?.history).toEqual([
      { role: 'tutor', text: restaurant.opening.en },
      { role: 'learner', text: 'Good evening.' },
      { role: 'tutor', text: 'Reply 1?' },
    ]);
    const free = await turn('Hello.', {});
    expect(free.targetsUsed).toEqual([]);
    expect(asked[2]).toMatchObject({
      scenario: null,
      history: [{ role: 'tutor', text: FREE_TALK_OPENING.en }],
    });
  });
});

describe('a scenario session keeps its lesson', () => {
  it('stores the scenario, every line with translations, the corrections and the targets used', async () => {
    const user = await activatedUser();
    const first = await talk(user, { prompt: 'I would like a pizza, please.', scenarioId: restaurant.id });
    expect(first.status).toBe(200);
    expect(first.body.targetsUsed).toEqual(['I would like', 'please']);
    expect(typeof first.body.translation).toBe('string');
    expect(first.body.reviewRight).toBe(false);
    const { sessionId } = first.body;
    // A later turn plays the session's scenario, whatever it sends.
    const second = await talk(user, {
      prompt: 'I have 20 years. How much is the WATER?',
      sessionId,
      scenarioId: 'cafeteria',
    });
    expect(second.status).toBe(200);
    expect(second.body.correction?.better).toMatch(/I am 20 years old/);
    expect(second.body.targetsUsed).toEqual(['I would like', 'please', 'water', 'how much']);

    const stored = (await sessionDoc(user, sessionId).get()).data();
    expect(stored).toMatchObject({
      scenarioId: restaurant.id,
      replies: 2,
      targetsUsed: ['I would like', 'please', 'water', 'how much'],
      corrections: [second.body.correction],
      broughtBack: null,
    });
    expect(stored?.turns).toBeUndefined();
    expect(stored?.transcript).toEqual([
      { role: 'learner', text: 'I would like a pizza, please.' },
      { role: 'tutor', text: first.body.resposta, translation: first.body.translation },
      { role: 'learner', text: 'I have 20 years. How much is the WATER?' },
      { role: 'tutor', text: second.body.resposta, translation: second.body.translation },
    ]);
  });

  it('free talk: scenarioId null, no targets', async () => {
    const user = await activatedUser();
    const first = await talk(user, { prompt: 'I would like to talk about music.', scenarioId: null });
    expect(first.status).toBe(200);
    expect(first.body.targetsUsed).toEqual([]);
    expect((await sessionDoc(user, first.body.sessionId).get()).data()).toMatchObject({
      scenarioId: null,
      targetsUsed: [],
    });
  });

  it('refuses an unknown scenario with a Portuguese 400, writing nothing', async () => {
    const user = await activatedUser();
    for (const scenarioId of ['nao-existe', 42, '']) {
      const result = await talk(user, { prompt: 'Hello there.', scenarioId });
      expect(result.status, String(scenarioId)).toBe(400);
      expect(errorOf(result)).toMatch(/cenário|"scenarioId"/);
    }
    expect((await sessionsOf(user.uid)).size).toBe(0);
  });
});

describe('GET /api/conversations and /api/conversations/:sessionId', () => {
  it(`lists the learner's sessions of the last ${HISTORY_DAYS} days, newest first, with their figures`, async () => {
    const [ana, bruno] = await Promise.all([activatedUser(), activatedUser()]);
    const tooOld = await seedSession(ana, HISTORY_DAYS + 1, 'An old session.');
    const monthAgo = await seedSession(ana, HISTORY_DAYS - 1, 'A session of last month.');
    const scenario = (await talk(ana, { prompt: 'I would like water, please.', scenarioId: restaurant.id }))
      .body;
    const free = (await talk(ana, { prompt: 'I have 20 years and I like dogs.' })).body;
    await talk(bruno, { prompt: 'Bruno talks too.' });

    const result = await history(ana);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    const listed = result.body.conversations;
    expect(listed.map((each) => each.sessionId)).toEqual([free.sessionId, scenario.sessionId, monthAgo]);
    expect(listed.map((each) => each.sessionId)).not.toContain(tooOld);
    expect(listed[0]).toMatchObject({
      scenarioId: null,
      minutes: 1,
      points: 2,
      replies: 1,
      corrections: [free.correction],
      targetsUsed: [],
    });
    expect(listed[1]).toMatchObject({
      scenarioId: restaurant.id,
      replies: 1,
      corrections: [],
      targetsUsed: ['I would like', 'please', 'water'],
    });
    expect(listed[2]).toMatchObject({ minutes: 4, points: 2, replies: 1 });
    expect(Date.parse(listed[2]?.startedAt ?? '')).toBeLessThan(Date.now() - (HISTORY_DAYS - 2) * DAY_MS);
    expect((await history(bruno)).body.conversations).toHaveLength(1);
  });

  it("gives one session whole, and 404 for another learner's or an unknown one; a malformed id 400", async () => {
    const [ana, bruno] = await Promise.all([activatedUser(), activatedUser()]);
    const first = (await talk(ana, { prompt: 'I would like a soup.', scenarioId: restaurant.id })).body;
    const second = (await talk(ana, { prompt: 'I have 30 years.', sessionId: first.sessionId })).body;
    const result = await detail(ana, first.sessionId);
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(result.body).toMatchObject({
      sessionId: first.sessionId,
      scenarioId: restaurant.id,
      replies: 2,
      points: 4,
      corrections: [second.correction],
      targetsUsed: ['I would like'],
      broughtBack: null,
      turns: [
        { role: 'learner', text: 'I would like a soup.' },
        { role: 'tutor', text: first.resposta, translation: first.translation },
        { role: 'learner', text: 'I have 30 years.' },
        { role: 'tutor', text: second.resposta, translation: second.translation },
      ],
    });
    for (const [user, sessionId] of [
      [bruno, first.sessionId],
      [ana, randomUUID()],
    ] as const) {
      const missing = await detail(user, sessionId);
      expect(missing.status).toBe(404);
      expect(errorOf(missing)).toMatch(/Conversa não encontrada/);
    }
    const malformed = await detail(ana, 'not-a-session');
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed)).toMatch(/"sessionId"/);
    expect((await call(detailPath(first.sessionId))).status).toBe(401);
    expect((await call(apiRoutes.conversations)).status).toBe(401);
  });
});

describe('a correction brought back', () => {
  it('opens the next conversation, is marked when said right, and is not brought back again', async () => {
    const user = await activatedUser();
    const earlier = (await talk(user, { prompt: 'I have 20 years and I like to cook.' })).body;
    const correction = earlier.correction;
    expect(correction?.better).toMatch(/I am 20 years old/);
    const next = await opening(user, introductions.id);
    expect(next.body.broughtBack).toEqual({ ...correction, sessionId: earlier.sessionId });

    // A session whose learner does not say it keeps it unsaid: it comes back again.
    const missed = (await talk(user, { prompt: 'Hello, my name is Ana.', scenarioId: introductions.id }))
      .body;
    expect(missed.reviewRight).toBe(false);
    expect((await sessionDoc(user, missed.sessionId).get()).get('broughtBack')).toEqual({
      ...correction,
      sessionId: earlier.sessionId,
      saidRight: false,
    });
    expect((await opening(user)).body.broughtBack).toEqual({ ...correction, sessionId: earlier.sessionId });

    // Said right (the web's copy of it is not sent: the server decides it again).
    const retry = await talk(user, { prompt: 'OK! I am 20 years old, and I like pizza.' });
    expect(retry.status).toBe(200);
    expect(retry.body.reviewRight).toBe(true);
    const later = await talk(user, { prompt: 'I am 20 years old, yes.', sessionId: retry.body.sessionId });
    expect(later.body.reviewRight).toBe(false);
    const kept = await detail(user, retry.body.sessionId);
    expect(kept.body.broughtBack).toEqual({ ...correction, sessionId: earlier.sessionId, saidRight: true });
    expect((await opening(user)).body.broughtBack).toBeNull();
  });

  it("one that fits nowhere in the chosen scene ('I am 20 years old' at a café) is not brought back there, and waits for free talk", async () => {
    const user = await activatedUser();
    const earlier = (await talk(user, { prompt: 'I have 20 years and I like to cook.' })).body;
    const brought = { ...earlier.correction, sessionId: earlier.sessionId };
    expect(brought.better).toMatch(/I am 20 years old/);

    expect((await opening(user, cafe.id)).body.broughtBack).toBeNull();
    expect((await opening(user, restaurant.id)).body.broughtBack).toBeNull();
    // The session the café opens decides the same, on the server, and keeps nothing brought back.
    const coffee = await talk(user, { prompt: 'A small coffee to go, please.', scenarioId: cafe.id });
    expect(coffee.status).toBe(200);
    expect((await sessionDoc(user, coffee.body.sessionId).get()).get('broughtBack')).toBeNull();

    // Kept for later: free talk, or a scene it fits, brings it back.
    expect((await opening(user)).body.broughtBack).toEqual(brought);
    expect((await opening(user, introductions.id)).body.broughtBack).toEqual(brought);
    const free = (await talk(user, { prompt: 'Good morning, tutor.' })).body;
    expect((await sessionDoc(user, free.sessionId).get()).get('broughtBack')).toEqual({
      ...brought,
      saidRight: false,
    });
  });
});

describe('the same wrong sentence said twice', () => {
  it('is corrected each time, and listed once in the kept session, the history and the session whole', async () => {
    const user = await activatedUser();
    const first = (await talk(user, { prompt: 'I have 20 years.' })).body;
    const second = (await talk(user, { prompt: 'i have 20 YEARS', sessionId: first.sessionId })).body;
    expect(first.correction?.better).toMatch(/I am 20 years old/);
    expect(second.correction?.better).toMatch(/I am 20 years old/i);
    const third = (await talk(user, { prompt: 'The people is very nice.', sessionId: first.sessionId })).body;
    expect(third.correction).not.toBeNull();

    const kept = [first.correction, third.correction];
    expect((await sessionDoc(user, first.sessionId).get()).get('corrections')).toEqual(kept);
    expect((await history(user)).body.conversations[0]?.corrections).toEqual(kept);
    expect((await detail(user, first.sessionId)).body.corrections).toEqual(kept);
  });

  it('a session kept with the same correction twice (before they were kept once) lists it once', async () => {
    const user = await activatedUser();
    const sessionId = await seedSession(user, 1, 'I have 20 years.');
    const age = { said: 'I have 20 years.', better: 'I am 20 years old.', explanation: 'Idade usa "to be".' };
    const people = {
      said: 'The peoples are nice.',
      better: 'The people are nice.',
      explanation: 'People já é plural.',
    };
    await sessionDoc(user, sessionId).update({
      corrections: [age, people, { ...age, said: 'i have 20 years', better: 'I am 20 years old' }, age],
    });
    expect((await history(user)).body.conversations[0]?.corrections).toEqual([age, people]);
    expect((await detail(user, sessionId)).body.corrections).toEqual([age, people]);
  });
});

describe('the kept lessons are the learner’s data', () => {
  it('the export holds them whole, and deleting the account removes them', async () => {
    const user = await activatedUser();
    const answer = (await talk(user, { prompt: 'I have 20 years, please.', scenarioId: restaurant.id })).body;
    const exported = await call<AccountExport>(apiPaths.exportMe, { token: user.idToken });
    expect(exported.status).toBe(200);
    const kept = exported.body.collections.find((each) => each.collection === 'conversations');
    expect(kept?.about).toMatch(/traduções, as correções/);
    expect(kept?.documents[0]?.fields).toMatchObject({
      scenarioId: restaurant.id,
      targetsUsed: ['please'],
      corrections: [answer.correction],
      transcript: [
        { role: 'learner', text: 'I have 20 years, please.' },
        { role: 'tutor', text: answer.resposta, translation: answer.translation },
      ],
    });

    const session = sessionDoc(user, answer.sessionId);
    expect((await session.collection('creditLog').get()).size).toBe(1);
    const removed = await call(apiPaths.me, { method: 'DELETE', token: user.idToken });
    expect(removed.status).toBe(200);
    expect((await session.get()).exists).toBe(false);
    expect((await session.collection('creditLog').get()).size).toBe(0);
    expect((await sessionsOf(user.uid)).size).toBe(0);
  });
});
