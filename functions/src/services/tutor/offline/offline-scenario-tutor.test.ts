import { describe, expect, it } from 'vitest';
import { LEARNER_LINES, sessionIn } from '../../../../test/scenario-sessions';
import { SCENARIOS, type Scenario } from '../../../content/scenarios';
import type { ConversationTurn, TutorReply } from '../port';
import { MAX_REPLY_CHARACTERS } from '../port';
import { SCRIPTS } from './offline-scenario-tutor';
import { OfflineTutor } from './offline-tutor';
import { GENERAL_QUESTIONS, TOPICS } from './offline-tutor-topics';

/** What the caller keeps of a session (HISTORY_TURNS in conversation/session-rules.ts). */
const HISTORY_TURNS = 12;
const tutor = new OfflineTutor();

/** Questions of free talk: a scenario's reply never asks one of these. */
const FREE_TALK_QUESTIONS = new Set(
  [...TOPICS.flatMap((topic) => topic.questions), ...GENERAL_QUESTIONS].map((line) => line.en),
);

function sentencesOf(reply: string): string[] {
  return reply.split(/(?<=[.!?])\s+(?=[A-Z¿"'])/).filter((sentence) => sentence.trim() !== '');
}

/** Plays a session as the caller does: the opening first, the last HISTORY_TURNS turns as history. */
async function play(scenario: Scenario, prompts: readonly string[]): Promise<TutorReply[]> {
  const history: ConversationTurn[] = [{ role: 'tutor', text: scenario.opening.en }];
  const replies: TutorReply[] = [];
  for (const prompt of prompts) {
    const answer = await tutor.reply({
      prompt,
      history: history.slice(-HISTORY_TURNS),
      scenario,
      level: scenario.level,
    });
    replies.push(answer);
    history.push({ role: 'learner', text: prompt }, { role: 'tutor', text: answer.reply });
  }
  return replies;
}

describe('the offline tutor in a scenario', () => {
  it('has a learner session for every scenario', () => {
    expect(Object.keys(LEARNER_LINES).sort()).toEqual(SCENARIOS.map((scenario) => scenario.id).sort());
    for (const lines of Object.values(LEARNER_LINES)) expect(lines).toHaveLength(7);
  });

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    'stays in %s over 10 turns',
    async (_id, scenario) => {
      const prompts = sessionIn(scenario.id);
      const replies = await play(scenario, prompts);
      const script = SCRIPTS.get(scenario.id);
      const asks = new Set(script?.steps.map((step) => step.ask.en));
      const questions: string[] = [];
      replies.forEach(({ reply, translation }, turn) => {
        const context = `${scenario.id}, turn ${turn + 1} ("${prompts[turn]}"): ${reply}`;
        const sentences = sentencesOf(reply);
        const question = sentences.at(-1) ?? '';
        expect(asks.has(question), context).toBe(true);
        expect(FREE_TALK_QUESTIONS.has(question), context).toBe(false);
        expect(reply, context).toMatch(/\?$/);
        expect(sentences.length, context).toBeGreaterThanOrEqual(1);
        expect(sentences.length, context).toBeLessThanOrEqual(3);
        expect(reply.length, context).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
        expect(reply, context).not.toContain(scenario.opening.en);
        expect(translation.trim(), context).not.toBe('');
        expect(translation, context).not.toBe(reply);
        questions.push(question);
      });
      // No line comes back within the session: neither a reply nor its question.
      expect(new Set(replies.map(({ reply }) => reply)).size).toBe(replies.length);
      expect(new Set(questions).size).toBe(questions.length);
      // The drift is brought back to the scene, the Portuguese asked again in English with a target.
      expect(replies[3]?.reply).toContain(script?.scene.en);
      expect(replies[3]?.translation).toContain(script?.scene.pt);
      expect(replies[5]?.reply).toMatch(/English/);
      expect(scenario.targets.some((target) => replies[5]?.reply.includes(`'${target}'`))).toBe(true);
      expect(replies[5]?.correction).toBeNull();
      // Deterministic: the same session gets the same replies.
      expect(await play(scenario, prompts)).toEqual(replies);
    },
  );

  it('walks the whole script before asking a question again', async () => {
    const scenario = SCENARIOS[1] as Scenario;
    const steps = SCRIPTS.get(scenario.id)?.steps ?? [];
    const replies = await play(
      scenario,
      Array.from({ length: steps.length + 2 }, (_, turn) => `Line number ${turn}.`),
    );
    const questions = replies.map(({ reply }) => sentencesOf(reply).at(-1));
    expect(questions.slice(0, steps.length)).toEqual(steps.map((step) => step.ask.en));
    expect(questions.slice(steps.length)).toEqual(steps.slice(0, 2).map((step) => step.ask.en));
  });

  it('acknowledges the answer it recognises, the learner’s own words quoted in the translation', async () => {
    const waiter = SCENARIOS.find((scenario) => scenario.id === 'pedir-comida') as Scenario;
    const [dish, drink] = await play(waiter, ['I would like the pizza, please.', 'Rice.']);
    expect(dish?.reply).toBe('The pizza, good choice! Do you want rice or fries with it?');
    expect(dish?.translation).toBe('Boa escolha: "pizza"! Você quer arroz ou batata frita com isso?');
    expect(drink?.reply).toBe('Okay, with rice. And what would you like to drink?');
    const hotel = SCENARIOS.find((scenario) => scenario.id === 'restaurante-reserva') as Scenario;
    const replies = await play(hotel, ['Yes, please.', 'On Friday.', 'At 8 pm.', 'Four people.']);
    expect(replies.map(({ reply }) => sentencesOf(reply)[0])).toEqual([
      'Of course, I can help you with that.',
      'Friday, let me check.',
      'At 8 pm is available.',
      'A table for four, perfect.',
    ]);
  });

  it('takes a remark on a subject of the scene as part of it, not as a drift', async () => {
    const waiter = SCENARIOS.find((scenario) => scenario.id === 'pedir-comida') as Scenario;
    const [, remark, drift] = await play(waiter, [
      'I would like the chicken.',
      'Hmm, it smells delicious.',
      'I watched a great movie yesterday.',
    ]);
    expect(remark?.reply).not.toContain('your order');
    expect(drift?.reply).toContain('your order');
  });

  it('corrects with the existing correction finder, apart from the reply', async () => {
    const family = SCENARIOS.find((scenario) => scenario.id === 'familia') as Scenario;
    const [answer] = await play(family, ['My sister have 20 years.']);
    expect(answer?.correction).toMatchObject({
      said: 'My sister have 20 years',
      better: 'My sister is 20 years old',
    });
    expect(answer?.reply).not.toMatch(/years old/);
  });

  it('answers an emoji with a nudge to use words, still in the scene', async () => {
    const scenario = SCENARIOS[0] as Scenario;
    const [answer] = await play(scenario, ['😀']);
    expect(answer?.reply).toMatch(/words|sentence/);
    expect(SCRIPTS.get(scenario.id)?.steps.map((step) => step.ask.en)).toContain(
      sentencesOf(answer?.reply ?? '').at(-1),
    );
  });
});

describe('the scenario scripts', () => {
  it('script every scenario and nothing else', () => {
    expect([...SCRIPTS.keys()].sort()).toEqual(SCENARIOS.map((scenario) => scenario.id).sort());
  });

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    '%s: 10 or more one-sentence questions, each translated, none the opening',
    (_id, scenario) => {
      const script = SCRIPTS.get(scenario.id);
      const steps = script?.steps ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(10);
      const asks = steps.map((step) => step.ask.en);
      expect(new Set(asks).size).toBe(asks.length);
      for (const { ask, answers } of steps) {
        expect(sentencesOf(ask.en), ask.en).toEqual([ask.en]);
        expect(ask.en).toMatch(/\?$/);
        expect(ask.pt).toMatch(/\?$/);
        expect(ask.pt).not.toBe(ask.en);
        // The step is found by its question in the history: no question holds another.
        const others = [...asks.filter((other) => other !== ask.en), scenario.opening.en];
        for (const other of others) expect(other.toLowerCase()).not.toContain(ask.en.toLowerCase());
        for (const { ack } of [...(answers ?? []), ...(script?.opening ?? [])]) {
          expect(ack.pt).not.toBe(ack.en);
          expect(ack.en).not.toMatch(/\?/);
        }
      }
      expect(script?.scene.pt).not.toBe(script?.scene.en);
      for (const topic of script?.topics ?? []) expect(TOPICS.map(({ id }) => id)).toContain(topic);
    },
  );

  it('keeps the beginner lines short and simple', () => {
    const wordsOf = (text: string) => text.split(/\s+/).length;
    for (const scenario of SCENARIOS.filter(({ level }) => level === 'beginner')) {
      for (const { ask } of SCRIPTS.get(scenario.id)?.steps ?? []) {
        expect(wordsOf(ask.en), ask.en).toBeLessThanOrEqual(12);
      }
    }
    const average = (level: string) => {
      const asks = SCENARIOS.filter((scenario) => scenario.level === level).flatMap(
        (scenario) => SCRIPTS.get(scenario.id)?.steps.map((step) => wordsOf(step.ask.en)) ?? [],
      );
      return asks.reduce((sum, words) => sum + words, 0) / asks.length;
    };
    expect(average('beginner')).toBeLessThan(average('intermediate'));
    expect(average('beginner')).toBeLessThan(average('advanced'));
  });
});
