import type { ConversationResponse } from '@shared/contract';
import { SESSION_SECONDS } from '@shared/rules';
import { describe, expect, it } from 'vitest';
import { tutorAnswer } from '../../../testing/tutor-answer';
import {
  type ConversationAction,
  type ConversationState,
  conversationReducer,
  latestReply,
  pendingExchange,
  secondsLeft,
  startConversation,
} from './conversation-machine';
import { correctionsOf, repliesOf } from './conversation-summary';

function run(
  state: ConversationState,
  ...actions: (ConversationAction | ConversationAction[])[]
): ConversationState {
  return actions.flat().reduce(conversationReducer, state);
}

const NOW = 1_000_000;

/** The learner types `prompt` in the text box and sends it. */
const sent = (prompt: string): ConversationAction[] => [
  { type: 'edited', source: 'typed', text: prompt },
  { type: 'sent', source: 'typed' },
];
/** The recognizer hears `text`, and the learner sends it as heard. */
const said = (text: string): ConversationAction[] => [
  { type: 'heard', text },
  { type: 'sent', source: 'heard' },
];
const answered = (id: number, change: Partial<ConversationResponse> = {}, now = NOW): ConversationAction => ({
  type: 'answered',
  id,
  response: tutorAnswer(change),
  audioUrl: `blob:${id}`,
  now,
});
const failed = (id: number, status: number, message = 'Erro do servidor'): ConversationAction => ({
  type: 'failed',
  id,
  error: { status, message },
});
const tick = (now: number): ConversationAction => ({ type: 'tick', now });

/** A conversation whose first prompt was answered at NOW. */
function underway(): ConversationState {
  return run(startConversation(), sent('Hello! I am a teacher.'), answered(0));
}

describe('the conversation', () => {
  it('starts empty, the full session on the clock, nothing with the tutor', () => {
    const state = startConversation();
    expect(state).toMatchObject({ exchanges: [], sessionId: null, points: 0, total: null, waiting: false });
    expect(state.ending).toBeNull();
    expect(secondsLeft(state)).toBe(SESSION_SECONDS);
    expect(pendingExchange(state)).toBeNull();
  });

  it('sent: the trimmed line joins the transcript and waits for the tutor', () => {
    const state = run(startConversation(), sent('  Hello there!  '));
    expect(state.waiting).toBe(true);
    expect(state.exchanges).toEqual([
      {
        id: 0,
        said: 'Hello there!',
        reply: null,
        audioUrl: null,
        correction: null,
        noPointsReason: null,
        voiceDone: false,
        from: 'typed',
        translation: '',
        reviewRight: false,
      },
    ]);
    expect(state.typed).toBe('');
    expect(pendingExchange(state)).toBe(state.exchanges[0]);
  });

  it('sent: a blank prompt is ignored', () => {
    const state = run(startConversation(), { type: 'edited', source: 'typed', text: '   ' });
    expect(run(state, { type: 'sent', source: 'typed' })).toBe(state);
  });

  it('sent: a second prompt while waiting is not sent, and stays in the box (one turn in flight)', () => {
    const waiting = run(startConversation(), sent('Hello there!'));
    const second = run(waiting, sent('Are you there?'));
    expect(second.exchanges).toEqual(waiting.exchanges);
    expect(second.typed).toBe('Are you there?');
  });

  it('sent: clears the last failure notice', () => {
    const state = run(startConversation(), sent('Hello there!'), failed(0, 503), sent('Hello again!'));
    expect(state.notice).toBeNull();
  });

  it('sent, heard: nothing once the conversation has ended (a late transcript)', () => {
    const ended = run(underway(), { type: 'ended' });
    expect(run(ended, sent('Still here?')).exchanges).toEqual(ended.exchanges);
    expect(run(ended, { type: 'heard', text: 'Still here?' })).toBe(ended);
  });

  it("answered: a reply without voice for the day is marked, for the transcript's note", () => {
    const state = run(
      startConversation(),
      sent('Hello there!'),
      answered(0, { audioBase64: '', voiceDoneForToday: true }),
    );
    expect(state.exchanges[0]).toMatchObject({ voiceDone: true });
  });

  it('heard: the line is shown to check, not sent; edited and sent, it goes to the tutor as corrected', () => {
    const heard = run(startConversation(), { type: 'heard', text: '  let our lem foul on you ' });
    expect(heard).toMatchObject({ heard: 'let our lem foul on you', waiting: false, exchanges: [] });
    expect(pendingExchange(heard)).toBeNull();
    const edited = run(heard, { type: 'edited', source: 'heard', text: 'Hello, how are you?' });
    expect(edited.heard).toBe('Hello, how are you?');
    const sentState = run(edited, { type: 'sent', source: 'heard' });
    expect(sentState.heard).toBeNull();
    expect(sentState.exchanges).toMatchObject([{ id: 0, said: 'Hello, how are you?', from: 'heard' }]);
    expect(pendingExchange(sentState)?.said).toBe('Hello, how are you?');
  });

  it('heard: blank is nothing heard; an edit with nothing heard changes nothing; an emptied line is not sent', () => {
    const state = startConversation();
    expect(run(state, { type: 'heard', text: '  ' })).toBe(state);
    expect(run(state, { type: 'edited', source: 'heard', text: 'x' })).toBe(state);
    const emptied = run(
      state,
      { type: 'heard', text: 'hello' },
      { type: 'edited', source: 'heard', text: ' ' },
    );
    expect(run(emptied, { type: 'sent', source: 'heard' })).toBe(emptied);
  });

  it("listeningStarted: 'Falar de novo' drops the heard line", () => {
    const state = run(
      startConversation(),
      { type: 'heard', text: 'let our lem foul on you' },
      {
        type: 'listeningStarted',
      },
    );
    expect(state.heard).toBeNull();
    expect(state.exchanges).toEqual([]);
  });

  it('heard while a typed line is with the tutor: it waits, and is sent once the reply came', () => {
    const state = run(startConversation(), sent('Hello there!'), { type: 'heard', text: 'I like music.' });
    expect(state.heard).toBe('I like music.');
    expect(run(state, { type: 'sent', source: 'heard' }).exchanges).toHaveLength(1);
    const after = run(state, answered(0), { type: 'sent', source: 'heard' });
    expect(after.exchanges.map(({ said }) => said)).toEqual(['Hello there!', 'I like music.']);
  });

  it("failed with another tab's turn pending (429): the server's sentence, and the words back where they came from", () => {
    const busy = 'Outra frase sua, talvez em outra aba ou aparelho, ainda espera a resposta do tutor.';
    const spoken = run(underway(), said('I like music.'), failed(1, 429, busy));
    expect(spoken).toMatchObject({ heard: 'I like music.', typed: '', waiting: false });
    expect(spoken.notice).toEqual({ kind: 'server', message: busy });
    expect(spoken.exchanges.map(({ said }) => said)).toEqual(['Hello! I am a teacher.']);
    // Typed, with more typed while it waited: nothing lost, the unsent words first.
    const typed = run(
      underway(),
      sent('I like music.'),
      { type: 'edited', source: 'typed', text: 'And films.' },
      failed(1, 429, busy),
    );
    expect(typed).toMatchObject({ typed: 'I like music. And films.', heard: null });
    expect(typed.exchanges).toHaveLength(1);
  });

  it('answered: the reply, its audio, the correction, the points, the session and the deadline', () => {
    const correction = {
      said: 'I have 20 years',
      better: 'I am 20 years old',
      explanation: 'Idade usa to be.',
    };
    const state = run(
      startConversation(),
      sent('I have 20 years.'),
      answered(0, { correction, points: 4, sessionId: 's-9', secondsLeft: 1700 }),
    );
    expect(state.exchanges[0]).toMatchObject({
      reply: 'Nice to meet you! What do you teach?',
      audioUrl: 'blob:0',
      correction,
      noPointsReason: null,
      voiceDone: false,
      from: 'typed',
    });
    expect(state).toMatchObject({ waiting: false, points: 4, sessionId: 's-9', deadline: NOW + 1_700_000 });
    expect(secondsLeft(state)).toBe(1700);
    expect(pendingExchange(state)).toBeNull();
    expect(repliesOf(state)).toBe(1);
    expect(correctionsOf(state)).toEqual([correction]);
    expect(latestReply(state)).toBe('Nice to meet you! What do you teach?');
  });

  it('answered: a prompt that earned nothing keeps its reason beside the line', () => {
    const state = run(
      startConversation(),
      sent('ok'),
      answered(0, { points: 0, pointsEarned: 0, noPointsReason: 'short' }),
    );
    expect(state.exchanges[0]?.noPointsReason).toBe('short');
    expect(state.points).toBe(0);
    expect(state.capNotified).toBe(false);
  });

  it("answered: the day's cap notice appears once and stays", () => {
    const capped = run(
      underway(),
      sent('My sister lives in Lisbon.'),
      answered(1, { noPointsReason: 'dailyCap' }),
    );
    expect(capped.capNotified).toBe(true);
    const later = run(capped, sent('She works at a bank.'), answered(2, { noPointsReason: 'dailyCap' }));
    expect(later.capNotified).toBe(true);
    const afterPoints = run(later, sent('I like her a lot.'), answered(3));
    expect(afterPoints.capNotified).toBe(true);
  });

  it('answered: a reply that arrives after Encerrar still counts in the summary', () => {
    const state = run(underway(), sent('One more thing.'), { type: 'ended' }, answered(1, { points: 4 }));
    expect(state.ending).toBe('stopped');
    expect(repliesOf(state)).toBe(2);
    expect(state.points).toBe(4);
  });

  it("failed: the unanswered line leaves the transcript for the text box, 'Erro ao responder.' is our own sentence, the learner goes on", () => {
    const state = run(startConversation(), sent('Hello there!'), failed(0, 503));
    expect(state.exchanges).toEqual([]);
    expect(state.typed).toBe('Hello there!');
    expect(state).toMatchObject({ waiting: false, notice: { kind: 'failed' }, ending: null });
    const again = run(state, { type: 'sent', source: 'typed' });
    expect(again.waiting).toBe(true);
    // A new id: the answer to the failed line could never be taken for this one's.
    expect(again.exchanges.map(({ id, said }) => [id, said])).toEqual([[1, 'Hello there!']]);
  });

  it('failed: without an answer (status 0) is our own sentence too', () => {
    expect(run(startConversation(), sent('Hello there!'), failed(0, 0)).notice).toEqual({ kind: 'failed' });
  });

  it("failed: the API's own 503 (the academy's day is spent) shows its sentence; a proxy's 503 the usual one", () => {
    const spent = 'O uso diário da academia com o tutor acabou. Volte amanhã.';
    const byApi: ConversationAction = {
      type: 'failed',
      id: 1,
      error: { status: 503, message: spent, fromServer: true },
    };
    expect(run(underway(), sent('Another one.'), byApi).notice).toEqual({ kind: 'server', message: spent });
    const byProxy = run(underway(), sent('Another one.'), failed(1, 503, 'Service Unavailable'));
    expect(byProxy.notice).toEqual({ kind: 'failed' });
    expect(byProxy.waiting).toBe(false);
  });

  it("failed: 429 shows the server's sentence and the conversation goes on", () => {
    const state = run(underway(), sent('Another one.'), failed(1, 429, 'Limite de respostas de hoje.'));
    expect(state.notice).toEqual({ kind: 'server', message: 'Limite de respostas de hoje.' });
    expect(state.ending).toBeNull();
  });

  it("failed: 409 ends the conversation as time up, with the server's sentence", () => {
    const state = run(underway(), sent('Another one.'), failed(1, 409, 'A conversa terminou.'));
    expect(state.ending).toBe('timeUp');
    expect(state.notice).toEqual({ kind: 'server', message: 'A conversa terminou.' });
  });

  it("listeningStarted: 'Falar' clears the last notice", () => {
    const state = run(startConversation(), sent('Hello there!'), failed(0, 503), {
      type: 'listeningStarted',
    });
    expect(state.notice).toBeNull();
  });

  it("endAsked: 'Encerrar' asks first; cancelled, the conversation goes on", () => {
    const asked = run(underway(), { type: 'endAsked' });
    expect(asked).toMatchObject({ confirmingEnd: true, ending: null });
    const cancelled = run(asked, { type: 'endCancelled' });
    expect(cancelled).toMatchObject({ confirmingEnd: false, ending: null });
    expect(run(cancelled, sent('One more thing.')).waiting).toBe(true);
  });

  it('ended: confirmed, Encerrar ends the conversation as stopped, once; nothing is asked once it is over', () => {
    const state = run(underway(), { type: 'endAsked' }, { type: 'ended' });
    expect(state).toMatchObject({ ending: 'stopped', confirmingEnd: false });
    expect(run(state, { type: 'ended' })).toBe(state);
    expect(run(state, { type: 'endAsked' })).toBe(state);
  });

  it('the summary lists the same correction once, however often the wrong sentence was said', () => {
    const age = { said: 'I have 20 years.', better: 'I am 20 years old.', explanation: 'Idade usa to be.' };
    const people = { said: 'The people is nice.', better: 'The people are nice.', explanation: 'Plural.' };
    const state = run(
      startConversation(),
      sent('I have 20 years.'),
      answered(0, { correction: age }),
      sent('i have 20 years'),
      answered(1, { correction: { ...age, said: 'i have 20 years' } }),
      sent('The people is nice.'),
      answered(2, { correction: people }),
      sent('I have 20 years!'),
      answered(3, { correction: age }),
    );
    expect(correctionsOf(state)).toEqual([age, people]);
  });

  it('tick: does nothing before the first reply (the clock starts with the session)', () => {
    const state = startConversation();
    expect(run(state, tick(NOW))).toBe(state);
  });

  it('tick: the countdown follows the clock to the deadline, rounding up', () => {
    const state = underway();
    expect(secondsLeft(run(state, tick(NOW + 1000)))).toBe(SESSION_SECONDS - 1);
    expect(secondsLeft(run(state, tick(NOW + 61_500)))).toBe(SESSION_SECONDS - 61);
  });

  it('the countdown never shows more than the session, nor less than 0', () => {
    expect(secondsLeft({ deadline: NOW + (SESSION_SECONDS + 5) * 1000, now: NOW })).toBe(SESSION_SECONDS);
    expect(secondsLeft({ deadline: NOW, now: NOW + 5000 })).toBe(0);
  });

  it('tick: reaching 0:00 ends the conversation as time up', () => {
    const almost = run(underway(), tick(NOW + (SESSION_SECONDS - 1) * 1000));
    expect(almost.ending).toBeNull();
    const over = run(almost, tick(NOW + SESSION_SECONDS * 1000));
    expect(secondsLeft(over)).toBe(0);
    expect(over.ending).toBe('timeUp');
  });

  it('tick: nothing once ended (Encerrar is not turned into time up)', () => {
    const ended = run(underway(), { type: 'ended' });
    expect(run(ended, tick(NOW + SESSION_SECONDS * 1000))).toBe(ended);
  });

  it("totalRefreshed: the learner's total, during the conversation and after it", () => {
    expect(run(underway(), { type: 'totalRefreshed', total: 120 }).total).toBe(120);
    expect(run(underway(), { type: 'ended' }, { type: 'totalRefreshed', total: 126 }).total).toBe(126);
  });

  it('opened: the tutor speaks first, once; a late second opening changes nothing', () => {
    const line = { text: 'Hi there! What can I get for you today?', translation: 'Oi!', audioUrl: 'blob:o' };
    const broughtBack = {
      said: 'I have 20 years.',
      better: 'I am 20 years old.',
      explanation: 'Em inglês, idade se diz com o verbo "to be".',
      sessionId: 'sessao-0',
    };
    const state = run(
      startConversation('cafeteria'),
      { type: 'opened', opening: line, broughtBack },
      { type: 'opened', opening: { ...line, text: 'Another line' }, broughtBack: null },
    );
    expect(state).toMatchObject({ scenarioId: 'cafeteria', opened: true, opening: line, broughtBack });
    expect(latestReply(state)).toBe('Hi there! What can I get for you today?');
  });

  it("answered: the reply's translation, the praise for a correction said right, and the targets used so far", () => {
    const state = run(
      startConversation('cafeteria'),
      sent('A small coffee to go, please.'),
      answered(0, {
        translation: 'Claro! Mais alguma coisa?',
        targetsUsed: ['small', 'to go'],
        reviewRight: true,
      }),
      sent('No, thanks.'),
      answered(1, { translation: 'Tudo bem.', targetsUsed: [] }),
    );
    expect(state.exchanges.map(({ translation, reviewRight }) => ({ translation, reviewRight }))).toEqual([
      { translation: 'Claro! Mais alguma coisa?', reviewRight: true },
      { translation: 'Tudo bem.', reviewRight: false },
    ]);
    expect(state.targetsUsed).toEqual(['small', 'to go']);
  });
});
