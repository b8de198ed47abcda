/**
 * The offline tutor stays in each guided scenario over 10 turns, through the running
 * stack with real ID tokens: a session begun with a scenario's id, then ten learner lines (on
 * topic, off topic, in Portuguese, very short: ../scenario-sessions.ts), each answered with a
 * question of that scenario's script and its translation. The learners' voice is done for the
 * day before they talk, so the replies come as text: the test is about the words, not the audio.
 */
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../src/content/scenarios';
import { academyDay } from '../../src/data/calendar';
import { SCRIPTS } from '../../src/services/tutor/offline/offline-scenario-tutor';
import { GENERAL_QUESTIONS, TOPICS } from '../../src/services/tutor/offline/offline-tutor-topics';
import { MAX_REPLY_CHARACTERS } from '../../src/services/tutor/port';
import { apiPaths, type ConversationResponse } from '../../src/shared/contract';
import { DAILY_REPLY_SPEECH_CHARACTERS } from '../../src/shared/rules';
import { sessionIn } from '../scenario-sessions';
import { activatedUser, testDb } from './admin';
import { call } from './stack';

const FREE_TALK_QUESTIONS = new Set(
  [...TOPICS.flatMap((topic) => topic.questions), ...GENERAL_QUESTIONS].map((line) => line.en),
);
const lastSentence = (reply: string) => reply.split(/(?<=[.!?])\s+(?=[A-Z"'])/).at(-1) ?? '';

describe('the offline tutor stays in each scenario over 10 turns', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s',
    async (_id, scenario) => {
      const user = await activatedUser();
      await testDb()
        .collection('dailyUsage')
        .doc(`${user.uid}_${academyDay(new Date())}`)
        .set({ replyCharacters: DAILY_REPLY_SPEECH_CHARACTERS }, { merge: true });
      const asks = new Set(SCRIPTS.get(scenario.id)?.steps.map((step) => step.ask.en));
      const prompts = sessionIn(scenario.id);
      const replies: string[] = [];
      let sessionId: string | undefined;
      for (const [turn, prompt] of prompts.entries()) {
        const result = await call<ConversationResponse>(apiPaths.conversation, {
          token: user.idToken,
          json: sessionId ? { prompt, sessionId } : { prompt, scenarioId: scenario.id },
        });
        const context = `${scenario.id}, turn ${turn + 1} ("${prompt}"): ${result.body.resposta}`;
        expect(result.status, context).toBe(200);
        const { resposta, translation } = result.body;
        sessionId = result.body.sessionId;
        expect(asks.has(lastSentence(resposta)), context).toBe(true);
        expect(FREE_TALK_QUESTIONS.has(lastSentence(resposta)), context).toBe(false);
        expect(resposta, context).toMatch(/\?$/);
        expect(resposta.length, context).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
        expect(resposta, context).not.toContain(scenario.opening.en);
        expect(translation.trim(), context).not.toBe('');
        expect(translation, context).not.toBe(resposta);
        replies.push(resposta);
      }
      expect(new Set(replies).size).toBe(replies.length);
      expect(new Set(replies.map(lastSentence)).size).toBe(replies.length);
      const stored = await testDb().collection('conversations').doc(`${user.uid}_${sessionId}`).get();
      expect(stored.get('scenarioId')).toBe(scenario.id);
    },
    60_000,
  );
});
