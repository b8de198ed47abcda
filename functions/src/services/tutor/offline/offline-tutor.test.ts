import { describe, expect, it } from 'vitest';
import { exampleTable } from '../../../../test/example-tables';
import { FREE_TALK_OPENING } from '../../../content/scenarios';
import type { ConversationTurn } from '../port';
import { MAX_REPLY_CHARACTERS, type TutorReply } from '../port';
import { OfflineTutor } from './offline-tutor';
import { GENERAL_QUESTIONS, TOPICS, WORD_QUESTIONS } from './offline-tutor-topics';

/** What the caller keeps of a session (HISTORY_TURNS in conversation/session-rules.ts). */
const HISTORY_TURNS = 12;
const tutor = new OfflineTutor();
const AFTER_GREETING: readonly ConversationTurn[] = [
  { role: 'learner', text: 'Hello!' },
  { role: 'tutor', text: 'Hi, nice to meet you! How are you today?' },
];

function ask(prompt: string, history: readonly ConversationTurn[] = AFTER_GREETING): Promise<TutorReply> {
  return tutor.reply({ prompt, history, scenario: null, level: 'beginner' });
}

function sentencesOf(reply: string): string[] {
  return reply.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== '');
}

function expectSpeakable(reply: string): void {
  const sentences = sentencesOf(reply);
  expect(sentences.length).toBeGreaterThanOrEqual(1);
  expect(sentences.length).toBeLessThanOrEqual(3);
  expect(sentences.at(-1)).toMatch(/\?$/);
  expect(reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
}

/** A topic's questions, in English. */
const topic = (id: string) => {
  const found = TOPICS.find((candidate) => candidate.id === id);
  return found && { questions: found.questions.map((question) => question.en) };
};
const GENERAL = GENERAL_QUESTIONS.map((question) => question.en);

/** A learner's sentence on each topic, and a word of theirs that may show up in the reply. */
const ON_TOPIC = exampleTable<'topic' | 'sentence' | 'echoed word'>('tutor-topics.tsv').map(
  (row) => [row.topic, row.sentence, row['echoed word']] as const,
);

const ODD_INPUTS: readonly string[] = [
  'Eu não sei falar isso em inglês',
  'Oi, tudo bem?',
  'obrigado',
  '😀😀😀',
  '👍',
  '12345',
  '?',
  'ok',
  'a',
  'I LOVE PIZZA AND I HAVE 20 YEARS',
  'blah '.repeat(100).trim(),
  `I think that ${'very '.repeat(90)}good`,
  'asdfghjkl qwertyuiop',
  'Can you help me?',
  'I like you',
];

describe('OfflineTutor', () => {
  it('is named for the logs', () => {
    expect(tutor.name).toBe('offline-tutor');
  });

  it('greets on the first turn, by name when the learner gives it', async () => {
    expect((await ask('Hello!', [])).reply).toMatch(/^(?:Hi|Hello)\b/);
    const { reply } = await ask('Hi, my name is Carla.', []);
    expect(reply).toMatch(/^Hi, Carla, nice to meet you! .+\?$/);
    expectSpeakable(reply);
  });

  it('greets by name after the opening line the tutor spoke first', async () => {
    const opening: ConversationTurn[] = [{ role: 'tutor', text: FREE_TALK_OPENING.en }];
    const { reply, translation } = await ask('Hi, my name is Carla.', opening);
    expect(reply).toMatch(/^Hi, Carla, nice to meet you! .+\?$/);
    expect(translation).toMatch(/^Oi, Carla, prazer em conhecer você! /);
  });

  it('does not greet again later in the session', async () => {
    const { reply } = await ask('I work in a bank.');
    expect(reply).not.toMatch(/nice to meet you/i);
  });

  it.each(ON_TOPIC)('stays on %s: "%s"', async (id, prompt, word) => {
    const { reply } = await ask(prompt);
    expectSpeakable(reply);
    const question = sentencesOf(reply).at(-1) ?? '';
    const onTopic =
      topic(id)?.questions.includes(question) || reply.toLowerCase().includes(word.toLowerCase());
    expect(onTopic, reply).toBe(true);
  });

  it('echoes the learner’s own words, corrected and turned to "you"', async () => {
    expect((await ask('I like very much my colleagues.')).reply).toMatch(
      /^Oh, you like your colleagues, nice! /,
    );
    expect((await ask('I work as a nurse.')).reply).toMatch(/^So you work as a nurse\. /);
  });

  it('asks about one of the learner’s words when no topic fits', async () => {
    const { reply } = await ask('I think quantum physics is fascinating.');
    expect(reply).toMatch(/'quantum'/);
    expectSpeakable(reply);
  });

  it('keeps to the topic of the conversation after a short answer', async () => {
    const history: ConversationTurn[] = [
      ...AFTER_GREETING,
      { role: 'learner', text: 'I have a cat.' },
      { role: 'tutor', text: 'Pets are great friends. Do you prefer dogs or cats?' },
    ];
    const { reply } = await ask('Yes.', history);
    expect(topic('pets')?.questions).toContain(sentencesOf(reply).at(-1));
  });

  it('attaches the correction apart from the reply, which echoes the right form', async () => {
    const { reply, correction } = await ask('Yesterday I go to the beach with my family.');
    expect(correction).toEqual({
      said: 'Yesterday I go',
      better: 'Yesterday I went',
      explanation: expect.stringMatching(/passado/),
    });
    // The reply never explains (only `reply` is spoken), but an echo recasts the right form.
    expect(reply).toMatch(/^You went to the beach with your family, how nice! \w.*\?$/);
    expect((await ask('I went to the beach yesterday.')).correction).toBeNull();
  });

  it('never repeats a reply or a question in a 12-turn session on one topic', async () => {
    const prompts = [
      'I work in a bank.',
      'I am a manager there.',
      'My boss is very nice.',
      'I work eight hours a day.',
      'Yes, I like my job.',
      'I go to work by bus.',
      'My colleagues are friendly.',
      'Sometimes the job is stressful.',
      'We have meetings every Monday.',
      'I use English with clients.',
      'I want a better salary.',
      'Yes.',
    ];
    const history: ConversationTurn[] = [];
    const replies: string[] = [];
    for (const prompt of prompts) {
      const { reply } = await tutor.reply({
        prompt,
        history: history.slice(-HISTORY_TURNS),
        scenario: null,
        level: 'beginner',
      });
      expectSpeakable(reply);
      replies.push(reply);
      history.push({ role: 'learner', text: prompt }, { role: 'tutor', text: reply });
    }
    expect(new Set(replies).size).toBe(replies.length);
    const questions = replies.map((reply) => sentencesOf(reply).at(-1));
    expect(new Set(questions).size).toBe(questions.length);
    const workQuestions = questions.filter((question) => topic('work')?.questions.includes(question ?? ''));
    expect(workQuestions.length).toBe(topic('work')?.questions.length);
  });

  it('moves on to general questions, still new, when the topic’s are all asked', async () => {
    const work = topic('work')?.questions ?? [];
    const history: ConversationTurn[] = work
      .slice(-6)
      .map((question) => ({ role: 'tutor', text: `Nice! ${question}` }));
    const { reply } = await ask('I work a lot.', history);
    expect(GENERAL).toContain(sentencesOf(reply).at(-1));
  });

  it.each(ODD_INPUTS)('answers odd input sensibly: "%s"', async (prompt) => {
    for (const history of [[], AFTER_GREETING]) {
      const { reply } = await ask(prompt, history);
      expect(reply.trim()).not.toBe('');
      expectSpeakable(reply);
    }
  });

  it('answers Portuguese in English, asking the learner to try in English', async () => {
    const { reply, correction } = await ask('Eu não sei falar sobre o meu trabalho');
    expect(reply).toMatch(/English/);
    expect(reply).not.toMatch(/[ãõçáéí]/);
    expect(topic('work')?.questions).toContain(sentencesOf(reply).at(-1));
    expect(correction).toBeNull();
  });

  it('gives the same reply to the same input', async () => {
    const history: ConversationTurn[] = [...AFTER_GREETING, { role: 'learner', text: 'I like pizza.' }];
    for (const prompt of ['I have 20 years.', 'My dog is called Thor.', 'Oi', '😀']) {
      expect(await ask(prompt, history)).toEqual(await ask(prompt, history));
    }
  });

  it('varies its phrasing with the input', async () => {
    const replies = await Promise.all(
      ['I am tired.', 'I am so tired.', 'I feel tired today.', 'Work makes me tired.'].map((prompt) =>
        ask(prompt),
      ),
    );
    expect(new Set(replies.map(({ reply }) => sentencesOf(reply)[0])).size).toBeGreaterThan(1);
  });

  it('translates every reply, free talk included', async () => {
    const prompts = [...ON_TOPIC.map(([, sentence]) => sentence), ...ODD_INPUTS];
    for (const history of [[], AFTER_GREETING]) {
      for (const prompt of prompts) {
        const { reply, translation } = await ask(prompt, history);
        expect(translation.trim(), prompt).not.toBe('');
        expect(translation, prompt).not.toBe(reply);
        // One Portuguese sentence for each English one: every fragment has its translation.
        const count = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z¿"'])/).length;
        expect(count(translation), `${reply} / ${translation}`).toBe(count(reply));
      }
    }
  });

  it('translates its fixed lines: topics, questions, nudges', async () => {
    const lines = [
      ...TOPICS.flatMap((candidate) => [...candidate.acknowledgements, ...candidate.questions]),
      ...GENERAL_QUESTIONS,
      ...WORD_QUESTIONS,
    ];
    for (const { en, pt } of lines) {
      expect(pt.trim(), en).not.toBe('');
      expect(pt, en).not.toBe(en);
    }
    expect((await ask('Eu não sei falar sobre o meu trabalho')).translation).toMatch(/inglês/);
  });

  it('keeps the learner’s own English words quoted as they are in the translation', async () => {
    expect((await ask('I like very much my colleagues.')).translation).toMatch(
      /^Ah, você gosta de "your colleagues", que legal! /,
    );
    expect((await ask('I work as a nurse.')).translation).toMatch(/^Então você trabalha "as a nurse"\. /);
    expect((await ask('I think quantum physics is fascinating.')).translation).toMatch(/'quantum'/);
    const { translation } = await ask('Hi, my name is Carla.', []);
    expect(translation).toMatch(/^Oi, Carla, prazer em conhecer você! .+\?$/);
  });

  it('rejects with the abort reason when the signal is already aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(
      tutor.reply({
        prompt: 'Hello',
        history: [],
        scenario: null,
        level: 'beginner',
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });
});
