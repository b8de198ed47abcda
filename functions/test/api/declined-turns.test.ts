import { describe, expect, it } from 'vitest';
import { consumeReply, declineReply, readConversationUsage } from '../../src/conversation/reply-usage';
import { takeTurn } from '../../src/conversation/take-turn';
import { type Budget, type BudgetService, readBudgetUsed } from '../../src/data/academy-budget';
import { academyDay } from '../../src/data/calendar';
import { messages } from '../../src/messages';
import { DECLINED_REPLY } from '../../src/services/tutor/port';
import { DAILY_DECLINED_TURN_LIMIT } from '../../src/shared/rules';
import { geminiForSuite, tutorAnswer } from '../gemini-stand-in';
import { freshDay, seedActivatedLearner, testDb } from './admin';

const spentMessage = messages.conversation.declinedLimit(DAILY_DECLINED_TURN_LIMIT);

const learner = () => seedActivatedLearner('declined');

/** Gemini's answer to a prompt its safety settings block. */
const BLOCKED = { status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } };

describe('declined prompts: a small allowance a day, then a 429 before the tutor is asked', () => {
  const suite = geminiForSuite();
  /** The academy's budgets: its tutor replies only a few more than one learner's declined allowance. */
  const budgets: Record<BudgetService, Budget> = {
    tutorReplies: { amount: DAILY_DECLINED_TURN_LIMIT + 3, shards: 2 },
    speechCharacters: { amount: 100_000, shards: 2 },
    recognitionSeconds: { amount: 100, shards: 2 },
  };
  const turn = (uid: string, now: Date, sessionId?: string, prompt = 'Tell me something forbidden.') =>
    takeTurn({
      db: testDb(),
      tutor: suite.gemini,
      speak: async () => new Uint8Array([1, 2, 3]),
      uid,
      prompt,
      sessionId,
      now,
      budgets,
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the turn should have been refused'),
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );
  const tutorUsed = (now: Date) => readBudgetUsed(testDb(), 'tutorReplies', budgets.tutorReplies, now);

  it("a learner's declined prompts: the allowance, then a 429 with no call; another learner talks on", async () => {
    const [drainer, other, now] = [await learner(), await learner(), freshDay()];
    suite.standIn.answer(BLOCKED);
    let sessionId: string | undefined;
    for (let i = 0; i < DAILY_DECLINED_TURN_LIMIT; i++) {
      const declined = await turn(drainer, now, sessionId);
      expect(declined).toMatchObject({
        resposta: DECLINED_REPLY,
        audioBase64: '',
        noPointsReason: 'declined',
      });
      sessionId = declined.sessionId;
    }
    expect(suite.standIn.requests).toHaveLength(DAILY_DECLINED_TURN_LIMIT);
    // Each call that reached the tutor was billed: the academy's budget counts it.
    expect(await tutorUsed(now)).toBe(DAILY_DECLINED_TURN_LIMIT);

    // Past the allowance, in the session and in a new one: refused before the tutor is asked.
    for (const session of [sessionId, undefined, sessionId]) {
      expect(await refusal(turn(drainer, now, session))).toEqual({ status: 429, message: spentMessage });
    }
    expect(spentMessage).toMatch(/^O tutor não pôde responder a 10 frases suas hoje .* amanhã/);
    expect(suite.standIn.requests).toHaveLength(DAILY_DECLINED_TURN_LIMIT);
    expect(await tutorUsed(now)).toBe(DAILY_DECLINED_TURN_LIMIT);
    // The ordinary replies were given back: a declined prompt is not a reply.
    expect(await readConversationUsage(testDb(), drainer, now)).toMatchObject({
      replies: 0,
      declined: DAILY_DECLINED_TURN_LIMIT,
    });

    // The academy's budget is still there for the others.
    suite.standIn.answer({ status: 200, body: tutorAnswer('Pizza! What kind do you like?') });
    const answered = await turn(other, now, undefined, 'I like pizza very much.');
    expect(answered).toMatchObject({ resposta: 'Pizza! What kind do you like?', pointsEarned: 2 });
    expect(await tutorUsed(now)).toBe(DAILY_DECLINED_TURN_LIMIT + 1);
  });

  it('race: waves of 6 declined prompts at once never pass the allowance', async () => {
    const [uid, now] = [await learner(), freshDay()];
    suite.standIn.answer(BLOCKED);
    const busy = messages.conversation.busy;
    let declined = 0;
    let spent = false;
    for (let wave = 0; wave < 3 * DAILY_DECLINED_TURN_LIMIT && !spent; wave++) {
      const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => turn(uid, now)));
      const refusals: string[] = [];
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') {
          expect(outcome.value.noPointsReason).toBe('declined');
          declined++;
        } else {
          const { status, message } = outcome.reason as { status: number; message: string };
          expect(status).toBe(429);
          expect([busy, spentMessage]).toContain(message);
          refusals.push(message);
        }
      }
      spent = refusals.length === outcomes.length && refusals.every((message) => message !== busy);
    }
    expect(spent, 'the allowance was never spent').toBe(true);
    expect(declined).toBe(DAILY_DECLINED_TURN_LIMIT);
    expect(suite.standIn.requests).toHaveLength(DAILY_DECLINED_TURN_LIMIT);
    expect(await tutorUsed(now)).toBe(DAILY_DECLINED_TURN_LIMIT);
    expect((await readConversationUsage(testDb(), uid, now)).declined).toBe(DAILY_DECLINED_TURN_LIMIT);
  });

  it('race at the data module: 15 declined replies counted at once -> the allowance counted and given back, the rest stay spent', async () => {
    const [uid, now] = [await learner(), freshDay()];
    const taken = await Promise.all(Array.from({ length: 15 }, () => consumeReply(testDb(), uid, now)));
    const indexes = taken.map((each) => ('index' in each ? each.index : expect.unreachable('refused')));
    const counted = await Promise.all(indexes.map((index) => declineReply(testDb(), uid, now, index)));
    expect(counted.filter(Boolean)).toHaveLength(DAILY_DECLINED_TURN_LIMIT);
    expect(await readConversationUsage(testDb(), uid, now)).toMatchObject({
      replies: 15 - DAILY_DECLINED_TURN_LIMIT,
      declined: DAILY_DECLINED_TURN_LIMIT,
    });
    const day = testDb()
      .collection('dailyUsage')
      .doc(`${uid}_${academyDay(now)}`);
    const log = await day.collection('declinedLog').get();
    expect(log.docs.map((entry) => entry.id).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: DAILY_DECLINED_TURN_LIMIT }, (_, n) => String(n)),
    );
    // Each entry names the reply it gave back, each reply once.
    expect(new Set(log.docs.map((entry) => entry.get('reply'))).size).toBe(DAILY_DECLINED_TURN_LIMIT);
    // The next turn is refused before anything is taken.
    expect(await consumeReply(testDb(), uid, now)).toEqual({ refused: 'declined' });
  });
});
