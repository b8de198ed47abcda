import { readFileSync } from 'node:fs';
import { logger } from 'firebase-functions/logger';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type GeminiStandIn,
  startGeminiStandIn,
  textAnswer,
  tutorAnswer,
} from '../../../../test/gemini-stand-in';
import { scenarioById } from '../../../content/scenarios';
import type { ConversationTurn } from '../port';
import { DECLINED_REPLY, DECLINED_REPLY_TRANSLATION, MAX_REPLY_CHARACTERS } from '../port';
import { readReply, TutorError, type TutorErrorReason, trimToSentence } from './gemini-answer';
import { LEVEL_INSTRUCTIONS, TUTOR_INSTRUCTION, tutorInstruction } from './gemini-prompt';
import { GeminiTutor, MAX_OUTPUT_TOKENS } from './gemini-tutor';

// The real SDK runs against the stand-in; the mock only records when it is first loaded.
const sdk = vi.hoisted(() => ({ loaded: false }));
vi.mock('@google/genai', async (importOriginal) => {
  sdk.loaded = true;
  return importOriginal();
});

const MODEL = 'gemini-test-flash-lite';
const KEY = 'test-key-123';
const HISTORY: ConversationTurn[] = [
  { role: 'learner', text: 'Hello, I am Carla.' },
  { role: 'tutor', text: 'Hi Carla! Where are you from?' },
  { role: 'learner', text: 'I am from Recife.' },
  { role: 'tutor', text: 'Nice! What do you do in Recife?' },
];
const CORRECTION = {
  said: 'I work in a hospital since 2010',
  better: 'I have worked in a hospital since 2010',
  explanation: 'Com "since", usamos o present perfect para algo que começou no passado e continua.',
};

/** The parts of a generateContent body the tests read. */
interface WireBody {
  systemInstruction?: unknown;
  contents?: unknown;
  generationConfig?: Record<string, unknown>;
}

let standIn: GeminiStandIn;
let tutor: GeminiTutor;

beforeAll(async () => {
  standIn = await startGeminiStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  tutor = new GeminiTutor({ apiKey: KEY, model: MODEL, baseUrl: standIn.baseUrl, timeoutMs: 2_000 });
});

const ask = (t = tutor) =>
  t.reply({
    prompt: 'I work in a hospital since 2010.',
    history: HISTORY,
    scenario: null,
    level: 'beginner',
  });

/** A first 'Hello!' in free talk, with the caller's signal. */
const hello = (signal?: AbortSignal) =>
  tutor.reply({ prompt: 'Hello!', history: [], scenario: null, level: 'beginner', signal });

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the reply should have failed'),
    (error: unknown) => error,
  );
}

async function expectTutorError(promise: Promise<unknown>, reason: TutorErrorReason) {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(TutorError);
  expect((error as TutorError).reason).toBe(reason);
  return error as TutorError;
}

describe('GeminiTutor: loading', () => {
  it('loads @google/genai only on the first reply', async () => {
    const source = readFileSync(new URL('./gemini-tutor.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import\s+(?!type\b)[^;]*from\s+'@google\/genai'/m);

    const fresh = new GeminiTutor({ apiKey: KEY, model: MODEL, baseUrl: standIn.baseUrl });
    expect(fresh.name).toBe(`gemini-${MODEL}`);
    // A dynamic import settles asynchronously: give an eager one time to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdk.loaded).toBe(false);
    standIn.answer({ status: 200, body: tutorAnswer('Great! What is your job?') });
    await ask(fresh);
    expect(sdk.loaded).toBe(true);
  });
});

describe('GeminiTutor: the request', () => {
  it('sends the persona, the history then the prompt, the JSON schema and the bounds', async () => {
    standIn.answer({ status: 200, body: tutorAnswer('Great! What is your job?') });
    await ask();

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/v1beta/models/${MODEL}:generateContent`);
    expect(request?.headers['x-goog-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toBe('application/json');

    const body = request?.body as WireBody;
    expect(body.systemInstruction).toEqual({
      parts: [{ text: tutorInstruction(null, 'beginner') }],
      role: 'user',
    });
    expect(body.contents).toEqual([
      { role: 'user', parts: [{ text: 'Hello, I am Carla.' }] },
      { role: 'model', parts: [{ text: 'Hi Carla! Where are you from?' }] },
      { role: 'user', parts: [{ text: 'I am from Recife.' }] },
      { role: 'model', parts: [{ text: 'Nice! What do you do in Recife?' }] },
      { role: 'user', parts: [{ text: 'I work in a hospital since 2010.' }] },
    ]);
    expect(body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      temperature: 0.8,
      responseSchema: {
        type: 'OBJECT',
        required: ['reply', 'translation', 'correction'],
        properties: {
          reply: { type: 'STRING' },
          translation: { type: 'STRING' },
          correction: {
            type: 'OBJECT',
            nullable: true,
            required: ['said', 'better', 'explanation'],
            properties: {
              said: { type: 'STRING' },
              better: { type: 'STRING' },
              explanation: { type: 'STRING' },
            },
          },
        },
      },
    });
    // Not a Gemini 2.5/3 Flash name: the model keeps its default thinking.
    expect(body.generationConfig?.thinkingConfig).toBeUndefined();
    // Explicit safety settings: Gemini's defaults may change, the tutor's do not.
    expect((body as { safetySettings?: unknown }).safetySettings).toEqual([
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_MEDIUM_AND_ABOVE' },
      { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_MEDIUM_AND_ABOVE' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_MEDIUM_AND_ABOVE' },
    ]);
    // Nothing but the API fields goes on the wire (the abort signal stays local).
    expect(Object.keys(body).sort()).toEqual([
      'contents',
      'generationConfig',
      'safetySettings',
      'systemInstruction',
    ]);
  });

  it('asks Flash models for as little thinking as they allow', async () => {
    standIn.answer({ status: 200, body: tutorAnswer('Great! What is your job?') });
    const options = { apiKey: KEY, baseUrl: standIn.baseUrl };
    await ask(new GeminiTutor({ ...options, model: 'gemini-3.5-flash-lite' }));
    await ask(new GeminiTutor({ ...options, model: 'gemini-2.5-flash' }));
    const thinking = standIn.requests.map((r) => (r.body as WireBody).generationConfig?.thinkingConfig);
    expect(thinking).toEqual([{ thinkingLevel: 'MINIMAL' }, { thinkingBudget: 0 }]);
  });

  it('free talk: the persona, its rules and the level, no role-play', async () => {
    const instruction = tutorInstruction(null, 'intermediate');
    expect(instruction.startsWith(TUTOR_INSTRUCTION)).toBe(true);
    expect(instruction).toContain(LEVEL_INSTRUCTIONS.intermediate);
    expect(instruction).not.toContain(LEVEL_INSTRUCTIONS.beginner);
    expect(instruction).not.toMatch(/role-play/i);
    expect(TUTOR_INSTRUCTION).toMatch(/1 to 3 short sentences/);
    expect(TUTOR_INSTRUCTION).toMatch(/end your reply with one simple question/);
    expect(TUTOR_INSTRUCTION).toMatch(/at most one gentle correction.*Brazilian Portuguese/s);
    expect(TUTOR_INSTRUCTION).toMatch(/"translation".*Brazilian Portuguese/);
  });

  it('a scenario: plays its role towards its goal, invites its targets, does not open again, fits the level', async () => {
    const scenario = scenarioById('pedir-comida');
    if (!scenario) throw new Error('no pedir-comida scenario');
    standIn.answer({ status: 200, body: tutorAnswer('Great choice! What would you like to drink?') });
    const opening = { role: 'tutor' as const, text: scenario.opening.en };
    await tutor.reply({ prompt: 'I would like a pizza.', history: [opening], scenario, level: 'beginner' });
    const body = standIn.requests[0]?.body as WireBody;
    const text = (body.systemInstruction as { parts: { text: string }[] }).parts[0]?.text ?? '';
    expect(text).toBe(tutorInstruction(scenario, 'beginner'));
    expect(text.startsWith(TUTOR_INSTRUCTION)).toBe(true);
    expect(text).toContain(`You are ${scenario.role}.`);
    expect(text).toContain(scenario.goal);
    for (const target of scenario.targets) expect(text).toContain(`"${target}"`);
    expect(text).toContain(`"${scenario.opening.en}". Do not say it again`);
    expect(text).toMatch(/drifts.*steer back/);
    expect(text).toContain(LEVEL_INSTRUCTIONS.beginner);
    expect(LEVEL_INSTRUCTIONS.beginner).toMatch(/A1 to A2.*short simple sentences/);
    // The opening is already the history's first turn: it goes as the model's own words.
    expect(body.contents).toEqual([
      { role: 'model', parts: [{ text: scenario.opening.en }] },
      { role: 'user', parts: [{ text: 'I would like a pizza.' }] },
    ]);
    expect(tutorInstruction(scenario, 'advanced')).toContain(LEVEL_INSTRUCTIONS.advanced);
  });

  it('sends the prompt alone on the first turn', async () => {
    standIn.answer({ status: 200, body: tutorAnswer('Hi! How are you today?') });
    await hello();
    expect(standIn.requests[0]?.body.contents).toEqual([{ role: 'user', parts: [{ text: 'Hello!' }] }]);
  });
});

describe('GeminiTutor: answers', () => {
  it('returns the reply and the correction', async () => {
    standIn.answer({
      status: 200,
      body: tutorAnswer(
        'Wow, a long time! Do you like your job?',
        CORRECTION,
        'Uau, muito tempo! Você gosta do seu trabalho?',
      ),
    });
    await expect(ask()).resolves.toEqual({
      reply: 'Wow, a long time! Do you like your job?',
      correction: CORRECTION,
      translation: 'Uau, muito tempo! Você gosta do seu trabalho?',
    });
  });

  it('a missing or non-string translation: the reply still comes, with an empty translation', async () => {
    for (const answer of [
      { reply: 'Cool! Why?', correction: null },
      { reply: 'Cool! Why?', translation: 42, correction: null },
      { reply: 'Cool! Why?', translation: null, correction: null },
      { reply: 'Cool! Why?', translation: '   ', correction: null },
    ]) {
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      standIn.answer({ status: 200, body: textAnswer(JSON.stringify(answer)) });
      await expect(ask()).resolves.toEqual({ reply: 'Cool! Why?', correction: null, translation: '' });
      expect(warn).toHaveBeenCalledWith('The tutor answered without a translation', { reply: 10 });
      warn.mockRestore();
    }
  });

  it('returns a null correction when the sentence was fine, or when the model left it out', async () => {
    standIn.answer({
      status: 200,
      body: tutorAnswer('  Nice!  What do you like there? ', null, ' Legal! Do que você gosta lá? '),
    });
    await expect(ask()).resolves.toEqual({
      reply: 'Nice! What do you like there?',
      correction: null,
      translation: 'Legal! Do que você gosta lá?',
    });
    standIn.answer({
      status: 200,
      body: textAnswer('{"reply":"Cool! Why?","translation":"Legal! Por quê?"}'),
    });
    await expect(ask()).resolves.toEqual({
      reply: 'Cool! Why?',
      correction: null,
      translation: 'Legal! Por quê?',
    });
  });

  it('cuts a reply that is too long at a sentence boundary', async () => {
    const long = `${'This is a sentence. '.repeat(25)}What do you think?`;
    standIn.answer({ status: 200, body: tutorAnswer(long) });
    const { reply } = await ask();
    expect(reply.length).toBeLessThanOrEqual(MAX_REPLY_CHARACTERS);
    expect(reply).toMatch(/sentence\.$/);
  });
});

describe('GeminiTutor: refusals and bad answers', () => {
  const DECLINED = {
    reply: DECLINED_REPLY,
    correction: null,
    translation: DECLINED_REPLY_TRANSLATION,
    declined: true,
  };

  it('a blocked prompt gets the scripted reply, marked declined', async () => {
    standIn.answer({ status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } });
    await expect(ask()).resolves.toEqual(DECLINED);
  });

  it('a candidate stopped for safety or prohibited content gets the scripted reply', async () => {
    standIn.answer({
      status: 200,
      body: { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'SAFETY' }] },
    });
    await expect(ask()).resolves.toEqual(DECLINED);
    standIn.answer({ status: 200, body: { candidates: [{ finishReason: 'PROHIBITED_CONTENT' }] } });
    await expect(ask()).resolves.toEqual(DECLINED);
  });

  it('no candidates, or no text, gets the scripted reply', async () => {
    for (const body of [{ candidates: [] }, textAnswer('   '), tutorAnswer('  ')]) {
      standIn.answer({ status: 200, body });
      await expect(ask()).resolves.toEqual(DECLINED);
    }
  });

  it('readReply still tells blocked from empty, for the logs', () => {
    expect(() => readReply({ promptFeedback: { blockReason: 'SAFETY' } } as never)).toThrow(
      /blocked: .*SAFETY/,
    );
    expect(() => readReply({ candidates: [] } as never)).toThrow(/^empty/);
  });

  it('text that is not JSON, e.g. cut by the token limit -> invalid', async () => {
    standIn.answer({ status: 200, body: textAnswer('{"reply":"Nice! What', 'MAX_TOKENS') });
    const error = await expectTutorError(ask(), 'invalid');
    expect(error.message).toContain('MAX_TOKENS');
  });

  it('JSON of the wrong shape -> invalid', async () => {
    for (const wrong of [
      { answer: 'Nice!' },
      { reply: 42, correction: null },
      { reply: 'Nice!', correction: { said: 'x' } },
      ['Nice!'],
    ]) {
      standIn.answer({ status: 200, body: textAnswer(JSON.stringify(wrong)) });
      await expectTutorError(ask(), 'invalid');
    }
  });
});

/** An error answer of the Gemini API: HTTP `code`, with Google's error body. */
const apiError = (code: number, status: string, message: string) => ({
  status: code,
  body: { error: { code, message, status } },
});

describe('GeminiTutor: failures and retries', () => {
  const serverError = apiError(500, 'INTERNAL', 'Internal');

  it('a 500 then a 200: one retry, then the reply', async () => {
    standIn.answer(serverError, { status: 200, body: tutorAnswer('Nice! Why?') });
    await expect(ask()).resolves.toEqual({
      reply: 'Nice! Why?',
      correction: null,
      translation: '(pt) Nice! Why?',
    });
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 429 then a 200: one retry', async () => {
    const busy = apiError(429, 'RESOURCE_EXHAUSTED', 'Quota');
    standIn.answer(busy, { status: 200, body: tutorAnswer('Nice! Why?') });
    await expect(ask()).resolves.toMatchObject({ reply: 'Nice! Why?' });
    expect(standIn.requests).toHaveLength(2);
  });

  it('two 500s: unavailable after exactly two requests', async () => {
    standIn.answer(serverError, serverError, { status: 200, body: tutorAnswer('Too late.') });
    const error = await expectTutorError(ask(), 'unavailable');
    expect(error.message).toContain('500');
    expect(standIn.requests).toHaveLength(2);
  });

  it('a 400: unavailable, no retry', async () => {
    const bad = apiError(400, 'INVALID_ARGUMENT', 'API key not valid');
    standIn.answer(bad, { status: 200, body: tutorAnswer('Not asked.') });
    const error = await expectTutorError(ask(), 'unavailable');
    expect(error.message).toContain('API key not valid');
    expect(standIn.requests).toHaveLength(1);
  });

  it('no server at all: unavailable after one retry', async () => {
    const closed = await startGeminiStandIn();
    await closed.close();
    const offline = new GeminiTutor({ apiKey: KEY, model: MODEL, baseUrl: closed.baseUrl, timeoutMs: 2_000 });
    const error = await expectTutorError(ask(offline), 'unavailable');
    expect(error.message).toContain('fetch failed');
  });

  it('a stand-in that never answers: timeout within the adapter timeout, no retry', async () => {
    standIn.answer('hang');
    const quick = new GeminiTutor({ apiKey: KEY, model: MODEL, baseUrl: standIn.baseUrl, timeoutMs: 300 });
    const started = performance.now();
    await expectTutorError(ask(quick), 'timeout');
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_000);
    expect(standIn.requests).toHaveLength(1);
  });

  it("the caller's abort rejects with the caller's reason, without retry", async () => {
    standIn.answer('hang');
    const controller = new AbortController();
    const reason = new Error('the learner left');
    setTimeout(() => controller.abort(reason), 100);
    const error = await failure(hello(controller.signal));
    expect(error).toBe(reason);
    expect(standIn.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    standIn.answer({ status: 200, body: tutorAnswer('Not asked.') });
    const error = await failure(hello(AbortSignal.abort()));
    expect((error as Error).name).toBe('AbortError');
    expect(standIn.requests).toHaveLength(0);
  });

  it("the caller's abort during the retry pause stops the retry", async () => {
    standIn.answer(serverError, { status: 200, body: tutorAnswer('Not asked.') });
    const controller = new AbortController();
    const pending = failure(hello(controller.signal));
    await vi.waitFor(() => expect(standIn.requests).toHaveLength(1));
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(standIn.requests).toHaveLength(1);
  });
});

describe('trimToSentence', () => {
  it('keeps short text, cuts at the last sentence end, or at a word with an ellipsis', () => {
    expect(trimToSentence('Hi. How are you?', 400)).toBe('Hi. How are you?');
    expect(trimToSentence('One two. Three four five? Six seven', 26)).toBe('One two. Three four five?');
    expect(trimToSentence('One two three four five six', 12)).toBe('One two…');
    expect(trimToSentence('Version 2.5 is great and fun', 14)).toBe('Version 2.5…');
  });
});
