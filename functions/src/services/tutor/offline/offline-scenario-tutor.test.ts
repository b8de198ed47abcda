import { describe, expect, it } from 'vitest';
import { SCENARIOS, type Scenario } from '../../../shared/scenarios';
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

const OFF_TOPIC = 'I love football and my cat is very funny.';
const IN_PORTUGUESE = 'Eu não sei dizer isso em inglês.';
const VERY_SHORT = 'ok';

/**
 * A learner's on-topic lines in each scenario (7 each): a session is these with an off-topic
 * line, a Portuguese one and a very short one in between, ten turns in all.
 */
const ON_TOPIC: Readonly<Record<string, readonly string[]>> = {
  'apresentar-se': [
    'Hi Sam, my name is Carla.',
    'I am from Recife, in Brazil.',
    'I live in São Paulo now.',
    'I work in a bank.',
    'Yes, I like my job.',
    'Two classes a week.',
    'I have one brother.',
  ],
  'pedir-comida': [
    'I would like the chicken, please.',
    'Rice, please.',
    'Water, please.',
    'No ice, thank you.',
    'Yes, the table is good.',
    'Everything is delicious.',
    'How much is the check?',
  ],
  cafeteria: [
    'A coffee, please.',
    'Small, please.',
    'Yes, with milk.',
    'No sugar, thank you.',
    'Yes, a muffin please.',
    'The chocolate cake.',
    'It is to go.',
  ],
  rotina: [
    'I wake up at 6 am.',
    'I take a shower and make coffee.',
    'I eat bread and drink coffee.',
    'I go to work.',
    'By bus.',
    'I start at 8 am.',
    'I have lunch at work.',
  ],
  familia: [
    'Yes, I have two sisters.',
    'There are five people in my family.',
    'My mother is called Maria.',
    'My father is a teacher.',
    'Yes, I live with my parents.',
    'My grandmother is the oldest.',
    'My sister is twenty years old.',
  ],
  'compras-roupa': [
    'Yes, I am looking for a jacket.',
    'Size M, please.',
    'I like blue.',
    'It is for me.',
    'Yes, I like this one.',
    'Yes, can I try it on?',
    'It is a little big.',
  ],
  'pedir-informacoes': [
    'Yes, excuse me, where is the museum?',
    'I want to go to the museum.',
    'I want to walk.',
    'Yes, I see the church.',
    'Turn left at the church.',
    'Walk two blocks and turn right.',
    'Yes, it is near the park.',
  ],
  'fim-de-semana': [
    'Yes, I am free on Saturday!',
    'I like to go to the park.',
    'Let’s go to the movies.',
    'Saturday is better.',
    'At 7 pm.',
    'Let’s meet at the bus stop.',
    'Yes, I want to invite my friend Ana.',
  ],
  'check-in-hotel': [
    'Yes, I have a reservation.',
    'It is under the name Silva.',
    'Here is my passport.',
    'Three nights, please.',
    'One double bed, please.',
    'Yes, a high floor would be great.',
    'Yes, please add breakfast.',
  ],
  'marcar-consulta': [
    'I would like to make an appointment.',
    'Yes, it is my first visit.',
    'I feel sick and I have a headache.',
    'For three days.',
    'Monday is best for me.',
    'In the morning, please.',
    'At ten is better.',
  ],
  aeroporto: [
    'I am flying to London. Here is my passport.',
    'Yes, my booking number is ABC123.',
    'I am checking in one bag.',
    'Sure, here is my luggage.',
    'Yes, I packed it myself.',
    'No, there are no liquids.',
    'An aisle seat, please.',
  ],
  'alugar-apartamento': [
    'How much is the rent?',
    'It is for me and my wife.',
    'Yes, two bedrooms is enough.',
    'The rent is okay for my budget.',
    'Is the deposit one month?',
    'Furnished, please.',
    'Yes, that is fine.',
  ],
  farmacia: [
    'I have a headache.',
    'My head hurts and I feel tired.',
    'Since yesterday.',
    'No, I don’t have a fever.',
    'No, I am not allergic to any medicine.',
    'No, I am not taking other medicine.',
    'Tablets, please.',
  ],
  'reclamar-pedido': [
    'My order arrived wrong.',
    'My order number is 4521.',
    'I ordered a blue shirt and received a red one.',
    'It was delivered yesterday.',
    'No, the box was fine.',
    'Yes, I can send a photo by email.',
    'I would like a refund, please.',
  ],
  'viagem-ferias': [
    'I went to Lisbon, in Portugal.',
    'I went last year.',
    'I travelled with my friends.',
    'We went by plane.',
    'We stayed for ten days.',
    'We stayed in a small hotel.',
    'We visited museums and the old city.',
  ],
  'restaurante-reserva': [
    'Yes, I would like a table for tonight.',
    'For Friday, please.',
    'At eight o’clock.',
    'Four people.',
    'Outside, please.',
    'Yes, it is my wife’s birthday.',
    'No, nobody has allergies.',
  ],
  'entrevista-emprego': [
    'I am an engineer with ten years of experience.',
    'I manage a team of five people.',
    'I was responsible for the company’s mobile app.',
    'We reduced customer complaints by thirty percent.',
    'We measured it with customer surveys.',
    'My main strengths are communication and planning.',
    'I am still improving my public speaking.',
  ],
  'reuniao-trabalho': [
    'The project is going well, but we have a small delay.',
    'So far we finished the design and the first tests.',
    'I think we can still meet the deadline.',
    'The issue is that the client changed the requirements.',
    'The team is working extra hours.',
    'I suggest we move one feature to the next release.',
    'Yes, one more developer would help.',
  ],
  'negociar-preco': [
    'I think the proposal is good, but the price is too high.',
    'The monthly cost concerns me the most.',
    'Our budget is around ten thousand dollars.',
    'We would need a 15% discount.',
    'Because we are planning a long term partnership.',
    'Yes, another company offered a lower price.',
    'A two-year contract could work for us.',
  ],
  'dar-opiniao': [
    'In my opinion, working from home is better.',
    'Because people save a lot of time on commuting.',
    'For example, I am more productive at home.',
    'I agree, but we can use video calls.',
    'However, creativity can suffer without the office.',
    'Commuting takes two hours of my day.',
    'I think it depends on the experience of the employee.',
  ],
  'resolver-problema': [
    'My laptop keeps freezing.',
    'It started yesterday morning.',
    'It happens when I open the email program.',
    'Yes, there is an error message.',
    'It says the program is not responding.',
    'I have already tried to restart it.',
    'Yes, I installed an update last week.',
  ],
  'pequena-conversa': [
    'Hi Jordan, I am Paula. Nice to meet you.',
    'I came for the talks about marketing.',
    'I work in marketing at a startup.',
    'For five years.',
    'I enjoy working with clients.',
    'Yes, the talk about data was great.',
    'Yes, it is my first time here.',
  ],
  'apresentar-ideia': [
    'Yes, I have an idea for the team.',
    'The idea is to use a tool to automate our reports.',
    'It would help us save five hours a week.',
    'The main benefit is more time for clients.',
    'The cost is about two hundred dollars a month.',
    'It would take two weeks to set up.',
    'Our team and the IT department.',
  ],
  'mudar-de-pais': [
    'Yes, I would move to Canada.',
    'I like the culture and the safety there.',
    'If I moved there, I would look for a job in technology.',
    'I would miss my family and the food.',
    'The main difference is the weather.',
    'I would take English classes at first.',
    'I would go with my wife.',
  ],
};

/** The ten turns of a session in `scenario`. */
function sessionIn(scenario: Scenario): string[] {
  const lines = ON_TOPIC[scenario.id] ?? [];
  const [a, b, c, d, e, f, g] = lines;
  return [a, b, c, OFF_TOPIC, d, IN_PORTUGUESE, e, VERY_SHORT, f, g].map((line) => line ?? '');
}

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
    expect(Object.keys(ON_TOPIC).sort()).toEqual(SCENARIOS.map((scenario) => scenario.id).sort());
    for (const lines of Object.values(ON_TOPIC)) expect(lines).toHaveLength(7);
  });

  it.each(SCENARIOS.map((scenario) => [scenario.id, scenario] as const))(
    'stays in %s over 10 turns',
    async (_id, scenario) => {
      const prompts = sessionIn(scenario);
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
