import { existsSync, readFileSync } from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../src/config';
import { readConversationUsage } from '../../src/conversation/reply-usage';
import { takeTurn } from '../../src/conversation/take-turn';
import {
  BUDGET_SPENT_LOG,
  type Budget,
  type BudgetService,
  BudgetSpentError,
  readBudgetUsed,
  refundBudget,
  shardAllowance,
  spendBudget,
  takeFromBudget,
} from '../../src/data/academy-budget';
import { academyDay } from '../../src/data/calendar';
import { messages } from '../../src/messages';
import { serveAudio } from '../../src/practice/audio/serve-audio';
import { DECLINED_REPLY } from '../../src/services/tutor/port';
import { apiPaths } from '../../src/shared/contract';
import { DAILY_REPLY_SPEECH_CHARACTERS } from '../../src/shared/rules';
import { recognizeSpeech } from '../../src/speech/recognize-speech';
import { geminiForSuite, tutorAnswer } from '../gemini-stand-in';
import { webmRecording } from '../recordings';
import { activatedUser, dayDoc, freshDay, seedActivatedLearner, testDb } from './admin';
import { withCommits } from './faults';
import { call, errorOf } from './stack';

/** Where the stack (scripts/with-stack.mjs, scripts/test.mjs) writes the emulators' output. */
const EMULATORS_LOG =
  process.env.EMULATORS_LOG ?? new URL('../../../test-results/emulators.log', import.meta.url).pathname;

const learner = () => seedActivatedLearner('budget');

const dayUsage = async (uid: string, now: Date) => (await dayDoc(uid, now).get()).data();

/** Each shard's granted, refunded and the sum of its grantLog entries. */
async function shards(service: BudgetService, budget: Budget, now: Date) {
  const day = academyDay(now);
  return Promise.all(
    Array.from({ length: budget.shards }, async (_, shard) => {
      const ref = testDb().collection('academyBudgets').doc(`${service}_${day}_${shard}`);
      const [doc, log] = await Promise.all([ref.get(), ref.collection('grantLog').get()]);
      const logged = log.docs.reduce((sum, entry) => sum + (entry.get('by') as number), 0);
      return {
        used: (doc.get('granted') ?? 0) - (doc.get('refunded') ?? 0),
        granted: doc.get('granted') ?? 0,
        logged,
      };
    }),
  );
}

describe('takeFromBudget: the sharded counter', () => {
  it('200 concurrent calls for a budget of 50 over 10 shards: exactly 50 granted, one log line', async () => {
    const now = freshDay();
    const budget = { amount: 50, shards: 10 };
    const log = vi.fn();
    const grants = await Promise.all(
      Array.from({ length: 200 }, () => takeFromBudget(testDb(), 'tutorReplies', 1, budget, now, log)),
    );
    const granted = grants.filter((grant) => grant !== null);
    expect(granted).toHaveLength(50);
    const each = await shards('tutorReplies', budget, now);
    expect(each.reduce((sum, shard) => sum + shard.used, 0)).toBe(50);
    each.forEach((shard, index) => {
      expect(shard.used).toBe(shardAllowance(budget, index));
      expect(shard.logged).toBe(shard.granted);
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(BUDGET_SPENT_LOG, {
      event: BUDGET_SPENT_LOG,
      service: 'tutorReplies',
      day: academyDay(now),
      budget: 50,
      asked: 1,
    });
  });

  it('characters of different sizes never pass a shard allowance, and little is left unused', async () => {
    const now = freshDay();
    const budget = { amount: 10_000, shards: 10 };
    const sizes = Array.from({ length: 200 }, (_, i) => 20 + ((i * 37) % 380));
    const grants = await Promise.all(
      sizes.map((size) => takeFromBudget(testDb(), 'speechCharacters', size, budget, now, () => undefined)),
    );
    const taken = grants.reduce((sum, grant) => sum + (grant?.amount ?? 0), 0);
    const each = await shards('speechCharacters', budget, now);
    expect(each.reduce((sum, shard) => sum + shard.used, 0)).toBe(taken);
    each.forEach((shard, index) => {
      expect(shard.used).toBeLessThanOrEqual(shardAllowance(budget, index));
    });
    expect(taken).toBeLessThanOrEqual(10_000);
    // A shard refuses only what does not fit: what it leaves is less than the largest ask.
    expect(taken).toBeGreaterThan(10_000 - 10 * 400);
  });

  it('a grant given back (twice) can be taken again, once', async () => {
    const now = freshDay();
    const budget = { amount: 6, shards: 3 };
    const grants = await Promise.all(
      Array.from({ length: 6 }, () => spendBudget(testDb(), 'recognitionSeconds', 1, budget, now)),
    );
    await expect(spendBudget(testDb(), 'recognitionSeconds', 1, budget, now)).rejects.toBeInstanceOf(
      BudgetSpentError,
    );
    const [first] = grants;
    if (!first) throw new Error('no grant');
    await refundBudget(testDb(), first);
    await refundBudget(testDb(), first);
    expect(await readBudgetUsed(testDb(), 'recognitionSeconds', budget, now)).toBe(5);
    const again = await Promise.all(
      Array.from({ length: 10 }, () =>
        takeFromBudget(testDb(), 'recognitionSeconds', 1, budget, now, () => undefined),
      ),
    );
    expect(again.filter(Boolean)).toHaveLength(1);
    expect(await readBudgetUsed(testDb(), 'recognitionSeconds', budget, now)).toBe(6);
  });

  it('a retried commit whose reply was lost counts once, its refund too', async () => {
    const now = freshDay();
    const budget = { amount: 10, shards: 1 };
    const lostReplies = withCommits(testDb(), async (real) => {
      await real();
      throw Object.assign(new Error('injected: the reply was lost'), { code: 14 });
    });
    const grant = await takeFromBudget(lostReplies, 'tutorReplies', 3, budget, now);
    expect(grant).toMatchObject({ shard: 0, index: 0, amount: 3 });
    expect(await readBudgetUsed(testDb(), 'tutorReplies', budget, now)).toBe(3);
    if (!grant) throw new Error('no grant');
    await refundBudget(lostReplies, grant);
    expect(await readBudgetUsed(testDb(), 'tutorReplies', budget, now)).toBe(0);
  });
});

describe('a conversation turn, with the Gemini adapter on its local stand-in', () => {
  const suite = geminiForSuite();
  const budgets = (over: Partial<Record<BudgetService, Budget>> = {}) => ({
    tutorReplies: { amount: 100, shards: 2 },
    speechCharacters: { amount: 100_000, shards: 2 },
    recognitionSeconds: { amount: 100, shards: 2 },
    ...over,
  });
  const turn = (uid: string, now: Date, extra: Partial<Parameters<typeof takeTurn>[0]> = {}) =>
    takeTurn({
      db: testDb(),
      tutor: suite.gemini,
      speak: async () => new Uint8Array([1, 2, 3]),
      uid,
      prompt: 'I like pizza very much.',
      now,
      budgets: budgets(),
      ...extra,
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('the turn should have been refused'),
      (error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
    );

  it("a Gemini outage leaves the learner's count and the academy's unchanged", async () => {
    const [uid, now] = [await learner(), freshDay()];
    suite.standIn.answer({ status: 503, body: { error: { code: 503, message: 'overloaded' } } });
    expect(await refusal(turn(uid, now))).toEqual({ status: 503, message: messages.conversation.failed });
    expect((await readConversationUsage(testDb(), uid, now)).replies).toBe(0);
    expect(await readBudgetUsed(testDb(), 'tutorReplies', budgets().tutorReplies, now)).toBe(0);
  });

  it('a blocked answer gets the scripted reply, as text: not counted, no points, the session goes on', async () => {
    const [uid, now] = [await learner(), freshDay()];
    suite.standIn.answer({ status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } });
    const speak = vi.fn(async () => new Uint8Array([1]));
    const declined = await turn(uid, now, { speak });
    expect(declined).toMatchObject({
      resposta: DECLINED_REPLY,
      audioBase64: '',
      points: 0,
      pointsEarned: 0,
      noPointsReason: 'declined',
    });
    expect(speak).not.toHaveBeenCalled();
    expect((await readConversationUsage(testDb(), uid, now)).replies).toBe(0);
    // The call was made (and billed): the academy's reply stays spent.
    expect(await readBudgetUsed(testDb(), 'tutorReplies', budgets().tutorReplies, now)).toBe(1);
    suite.standIn.answer({ status: 200, body: tutorAnswer('Pizza! What kind do you like?') });
    const next = await turn(uid, now, { sessionId: declined.sessionId });
    expect(next).toMatchObject({ pointsEarned: 2, points: 2, sessionId: declined.sessionId });
    expect((await readConversationUsage(testDb(), uid, now)).replies).toBe(1);
  });

  it("the academy's replies spent: a 503 that says so, the learner's reply given back", async () => {
    const [uid, now] = [await learner(), freshDay()];
    const one = budgets({ tutorReplies: { amount: 1, shards: 1 } });
    suite.standIn.answer({ status: 200, body: tutorAnswer('Great! Why?') });
    await turn(uid, now, { budgets: one });
    expect(await refusal(turn(uid, now, { budgets: one, prompt: 'And I like pasta too.' }))).toEqual({
      status: 503,
      message: messages.academyBudget.tutorReplies,
    });
    expect((await readConversationUsage(testDb(), uid, now)).replies).toBe(1);
  });

  it("a learner's day of spoken replies ends at 20,000 characters: then text, with voiceDoneForToday", async () => {
    const [uid, now] = [await learner(), freshDay()];
    const reply = 'Great! Why do you like it so much?';
    await dayDoc(uid, now).set({ uid, replyCharacters: DAILY_REPLY_SPEECH_CHARACTERS - reply.length - 1 });
    suite.standIn.answer({ status: 200, body: tutorAnswer(reply) });
    const speak = vi.fn(async () => new Uint8Array([1]));
    const spoken = await turn(uid, now, { speak });
    expect(spoken.audioBase64).not.toBe('');
    expect(spoken.voiceDoneForToday).toBeUndefined();
    const text = await turn(uid, now, { speak, prompt: 'Because it is tasty.' });
    expect(text).toMatchObject({
      resposta: reply,
      audioBase64: '',
      voiceDoneForToday: true,
      pointsEarned: 2,
    });
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it("the academy's characters spent: text with voiceDoneForToday, the learner's characters given back", async () => {
    const [uid, now] = [await learner(), freshDay()];
    suite.standIn.answer({ status: 200, body: tutorAnswer('Great! Why?') });
    const speak = vi.fn(async () => new Uint8Array([1]));
    const none = budgets({ speechCharacters: { amount: 5, shards: 1 } });
    const answer = await turn(uid, now, { speak, budgets: none });
    expect(answer).toMatchObject({ audioBase64: '', voiceDoneForToday: true });
    expect(speak).not.toHaveBeenCalled();
    const usage = await dayUsage(uid, now);
    expect((usage?.replyCharacters ?? 0) - (usage?.replyCharactersRefunded ?? 0)).toBe(0);
  });

  it('a failed speech gives the characters back, to the learner and the academy', async () => {
    const [uid, now] = [await learner(), freshDay()];
    suite.standIn.answer({ status: 200, body: tutorAnswer('Great! Why?') });
    const answer = await turn(uid, now, {
      speak: async () => {
        throw new Error('voice down');
      },
    });
    expect(answer).toMatchObject({ audioBase64: '' });
    expect(answer.voiceDoneForToday).toBeUndefined();
    expect(await readBudgetUsed(testDb(), 'speechCharacters', budgets().speechCharacters, now)).toBe(0);
    const usage = await dayUsage(uid, now);
    expect(usage?.replyCharacters).toBe(usage?.replyCharactersRefunded);
  });
});

describe('recognitions and practice audios', () => {
  it("the academy's seconds spent: 503, the learner's recognition given back, no engine call", async () => {
    const [uid, now] = [await learner(), freshDay()];
    const recognize = vi.fn(async () => ({ transcript: 'confidence comes from practice' }));
    const request = {
      db: testDb(),
      recognizer: async () => ({ name: 'stub', recognize }),
      uid,
      audio: webmRecording(),
      format: 'webm' as const,
      now,
      budget: { amount: 2, shards: 1 },
    };
    const failure = await recognizeSpeech(request).catch(
      (error: { status: number; message: string }) => error,
    );
    expect(failure).toMatchObject({ status: 503, message: messages.academyBudget.recognitionSeconds });
    expect(recognize).not.toHaveBeenCalled();
    const usage = await dayUsage(uid, now);
    expect(usage).toMatchObject({ recognitions: 1, recognitionsRefunded: 1 });
    // A budget with room: the recording's whole seconds (2.5 s -> 3) are taken.
    await recognizeSpeech({ ...request, budget: { amount: 10, shards: 1 } });
    expect(await readBudgetUsed(testDb(), 'recognitionSeconds', { amount: 10, shards: 1 }, now)).toBe(3);
  });

  it("a synthesis refused by the academy's characters: 503 that says so, the learner's audio given back", async () => {
    const [uid, now] = [await learner(), freshDay()];
    const error = await serveAudio({
      db: testDb(),
      speak: async () => {
        throw new BudgetSpentError('speechCharacters');
      },
      uid,
      text: 'Confidence comes from practice.',
      now,
    }).catch((failure: { status: number; message: string }) => failure);
    expect(error).toMatchObject({ status: 503, message: messages.academyBudget.speechCharacters });
    const usage = await dayUsage(uid, now);
    expect(usage).toMatchObject({ audios: 1, refunded: 1 });
  });
});

describe('through the running API (the stack’s own budgets, filled for the test, then restored)', () => {
  const { budgets } = parseConfig({});

  /** The function's structured log line for a spent `service`, from the stack's log (written a little later). */
  async function budgetSpentLogged(service: BudgetService): Promise<Record<string, unknown> | undefined> {
    for (let tries = 0; tries < 20; tries++) {
      const lines = existsSync(EMULATORS_LOG) ? readFileSync(EMULATORS_LOG, 'utf8').split('\n') : [];
      const found = lines
        .filter((line) => line.includes(BUDGET_SPENT_LOG))
        .map((line) => JSON.parse(line.slice(line.indexOf('{'))) as Record<string, unknown>)
        .find((entry) => entry.service === service);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return undefined;
  }

  /** Makes every shard of today's `service` full (used = allowance), and returns the undo. */
  async function fill(service: BudgetService) {
    const budget = budgets[service];
    const day = academyDay(new Date());
    const changes = await Promise.all(
      Array.from({ length: budget.shards }, async (_, shard) => {
        const ref = testDb().collection('academyBudgets').doc(`${service}_${day}_${shard}`);
        const doc = (await ref.get()).data();
        const used = (doc?.granted ?? 0) - (doc?.refunded ?? 0);
        const missing = shardAllowance(budget, shard) - used;
        // Refunds below zero fill the shard without touching its grantLog's numbering.
        await ref.set({ refunded: FieldValue.increment(-missing) }, { merge: true });
        return { ref, missing };
      }),
    );
    return () =>
      Promise.all(
        changes.map(({ ref, missing }) =>
          ref.set({ refunded: FieldValue.increment(missing) }, { merge: true }),
        ),
      );
  }

  it("the academy's replies spent: POST /api/conversar answers the 503 sentence; the ranking still answers", async () => {
    const user = await activatedUser('Bia');
    const restore = await fill('tutorReplies');
    try {
      const refused = await call(apiPaths.conversation, {
        token: user.idToken,
        json: { prompt: 'I like pizza very much.' },
      });
      expect(refused.status).toBe(503);
      expect(errorOf(refused)).toBe(messages.academyBudget.tutorReplies);
      expect(errorOf(refused)).toContain('horário de São Paulo');
      const ranking = await call(apiPaths.ranking, { token: user.idToken });
      expect(ranking.status).toBe(200);
      // The one line an alert matches (docs/deploying.md), in the function's own log.
      expect(await budgetSpentLogged('tutorReplies')).toMatchObject({
        severity: 'WARNING',
        message: BUDGET_SPENT_LOG,
        event: BUDGET_SPENT_LOG,
        service: 'tutorReplies',
        day: academyDay(new Date()),
        budget: budgets.tutorReplies.amount,
      });
    } finally {
      await restore();
    }
    const usage = await dayUsage(user.uid, new Date());
    expect((usage?.replies ?? 0) - (usage?.repliesRefunded ?? 0)).toBe(0);
  });

  it("the academy's characters spent: a cached practice audio is still served", async () => {
    const user = await activatedUser('Caio');
    const text = 'Confidence comes from practice.';
    const audio = () => call(apiPaths.generateAudio, { token: user.idToken, json: { text } });
    expect((await audio()).status).toBe(200);
    const restore = await fill('speechCharacters');
    try {
      expect((await audio()).status).toBe(200);
    } finally {
      await restore();
    }
  });
});
