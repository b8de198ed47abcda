import { SESSION_SECONDS } from '@shared/rules';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_RATE } from '../../../lib/slow-replay';
import { fakeApi, json } from '../../../testing/fake-api';
import { tutorAnswer } from '../../../testing/tutor-answer';
import { REFRESH_POINTS_MS, useConversation } from './use-conversation';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

// The browser's recognition: each listen hands its `hear` and counts its aborts.
const recognition = vi.hoisted(() => ({ aborts: 0, hear: (_text: string): void => undefined }));
vi.mock('../../../lib/voice/browser-recognition', () => ({
  RecognitionError: class RecognitionError extends Error {},
  listenOnce: () => ({
    transcript: new Promise<string>((resolve) => {
      recognition.hear = resolve;
    }),
    abort: () => {
      recognition.aborts += 1;
    },
  }),
}));

const played: string[] = [];
const rates: number[] = [];
class FakeAudio {
  currentTime = 0;
  playbackRate = 1;
  constructor(readonly src: string) {}
  play() {
    played.push(this.src);
    rates.push(this.playbackRate);
    return Promise.resolve();
  }
  pause() {}
}

const BROUGHT_BACK = {
  said: 'I have 20 years.',
  better: 'I am 20 years old.',
  explanation: 'Em inglês, a idade se diz com o verbo "to be".',
  sessionId: 'sessao-0',
};

/** The tutor's first line as GET /api/conversations/opening answers it (no audio unless given). */
function opening(change: Record<string, unknown> = {}) {
  return json({
    scenarioId: null,
    opening: 'Hi! What would you like to talk about today?',
    translation: 'Oi! Sobre o que você gostaria de conversar hoje?',
    audioBase64: '',
    broughtBack: null,
    ...change,
  });
}

/**
 * The API: the opening answers `first`; each conversation turn answers with the next of
 * `turns`; the totals read 100.
 */
function api(...turns: Response[]) {
  return apiOpeningWith(opening(), ...turns);
}
function apiOpeningWith(first: Response, ...turns: Response[]) {
  return fakeApi(({ url }) => {
    if (url.includes('userPoints')) return json({ pointsWriting: 0, pointsSpeaking: 100, totalPoints: 100 });
    if (url.startsWith('/api/conversations/opening')) return first;
    return turns.shift() ?? json({ error: 'sem mais respostas' }, 500);
  });
}
const turnCalls = <Call extends { url: string }>(calls: Call[]) =>
  calls.filter(({ url }) => url === '/api/conversar');

type Hook = { current: ReturnType<typeof useConversation> };

/** The learner types `text` in the box and presses 'Enviar'. */
function typeAndSend(result: Hook, text: string) {
  act(() => result.current.edit('typed', text));
  act(() => result.current.send('typed'));
}

describe('useConversation', () => {
  beforeEach(() => {
    played.length = 0;
    rates.length = 0;
    recognition.aborts = 0;
    vi.stubGlobal('Audio', FakeAudio);
    vi.stubGlobal('webkitSpeechRecognition', class {}); // the browser's recognition hears the learner
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:reply-${made++}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends each prompt once, continues the session, and plays each reply', async () => {
    const { calls } = api(json(tutorAnswer()), json(tutorAnswer({ points: 4 })));
    const { result } = renderHook(() => useConversation('aluno-1'));
    typeAndSend(result, 'Hello, I am Ana.');
    typeAndSend(result, 'A second prompt while waiting.');
    await waitFor(() => expect(result.current.state.points).toBe(2));
    expect(turnCalls(calls).map(({ body }) => body)).toEqual([{ prompt: 'Hello, I am Ana.' }]);
    expect(played).toEqual(['blob:reply-0']);
    // The second stayed in the box: the learner sends it, or changes it, now.
    expect(result.current.state.typed).toBe('A second prompt while waiting.');

    typeAndSend(result, 'I teach English.');
    await waitFor(() => expect(result.current.state.points).toBe(4));
    expect(turnCalls(calls)[1]?.body).toEqual({ prompt: 'I teach English.', sessionId: 'sessao-1' });
    expect(played).toEqual(['blob:reply-0', 'blob:reply-1']);
  });

  it("a 409 ends the conversation as time up with the server's sentence, and reads the total", async () => {
    const { calls } = api(json({ error: 'A conversa terminou.' }, 409));
    const { result } = renderHook(() => useConversation('aluno-1'));
    typeAndSend(result, 'Hello there!');
    await waitFor(() => expect(result.current.state.ending).toBe('timeUp'));
    expect(result.current.state.notice).toEqual({ kind: 'server', message: 'A conversa terminou.' });
    await waitFor(() => expect(result.current.state.total).toBe(100));
    expect(calls.filter(({ url }) => url.includes('userPoints'))).toHaveLength(1);
  });

  it('the countdown ticks each second from the first reply and ends the conversation at 0:00', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api(json(tutorAnswer({ secondsLeft: 3 })));
    const { result } = renderHook(() => useConversation('aluno-1'));
    expect(result.current.secondsLeft).toBe(SESSION_SECONDS);
    typeAndSend(result, 'Hello there!');
    await waitFor(() => expect(result.current.state.points).toBe(2));
    expect(result.current.secondsLeft).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.secondsLeft).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.state.ending).toBe('timeUp');
  });

  it("refreshes the learner's total every 60 s", async () => {
    vi.useFakeTimers();
    const { calls } = api();
    const { result } = renderHook(() => useConversation('aluno-1'));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_POINTS_MS - 1));
    expect(calls.filter(({ url }) => url.includes('userPoints'))).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.filter(({ url }) => url.includes('userPoints'))).toHaveLength(1);
    expect(result.current.state.total).toBe(100);
  });

  it('ending stops listening once, and what is heard later is not sent', async () => {
    const { calls } = api(json(tutorAnswer()));
    const { result } = renderHook(() => useConversation('aluno-1'));
    act(() => result.current.speak());
    expect(result.current.hearing.status).toBe('listening');
    act(() => result.current.askToEnd());
    act(() => result.current.end());
    expect(recognition.aborts).toBe(1);
    await act(async () => recognition.hear('Too late.'));
    expect(turnCalls(calls)).toHaveLength(0);
    expect(result.current.state.exchanges).toEqual([]);
  });

  it('leaving the page revokes the replies’ audio and plays nothing that arrives later', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = fakeApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { result, unmount } = renderHook(() => useConversation(undefined));
    typeAndSend(result, 'Hello there!');
    await waitFor(() => expect(turnCalls(calls)).toHaveLength(1));
    unmount();
    answer(json(tutorAnswer()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(played).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:reply-0');
  });

  it('the tutor opens the scenario, spoken, with a correction brought back; the first turn alone names the scenario', async () => {
    const { calls } = apiOpeningWith(
      opening({
        scenarioId: 'cafeteria',
        opening: 'Hi there!',
        audioBase64: 'AAAA',
        broughtBack: BROUGHT_BACK,
      }),
      json(tutorAnswer()),
      json(tutorAnswer({ points: 4 })),
    );
    const { result } = renderHook(() => useConversation('aluno-1', 'cafeteria'));
    await waitFor(() => expect(result.current.state.opening?.text).toBe('Hi there!'));
    expect(calls[0]?.url).toBe('/api/conversations/opening?scenarioId=cafeteria');
    expect(result.current.state.broughtBack).toEqual(BROUGHT_BACK);
    expect(played).toEqual(['blob:reply-0']);

    typeAndSend(result, 'A small coffee, please.');
    await waitFor(() => expect(result.current.state.points).toBe(2));
    typeAndSend(result, 'To go, thank you.');
    await waitFor(() => expect(result.current.state.points).toBe(4));
    expect(turnCalls(calls).map(({ body }) => body)).toEqual([
      { prompt: 'A small coffee, please.', scenarioId: 'cafeteria' },
      { prompt: 'To go, thank you.', sessionId: 'sessao-1' },
    ]);
  });

  it('an opening that fails still starts the conversation: the learner speaks first', async () => {
    apiOpeningWith(json({ error: 'Erro' }, 500), json(tutorAnswer()));
    const { result } = renderHook(() => useConversation('aluno-1', 'cafeteria'));
    await waitFor(() => expect(result.current.state.opened).toBe(true));
    expect(result.current.state.opening).toBeNull();
    expect(result.current.state.broughtBack).toBeNull();
    typeAndSend(result, 'A small coffee, please.');
    await waitFor(() => expect(result.current.state.points).toBe(2));
  });

  it('"Ouvir devagar" replays a reply from its start at the slow rate', async () => {
    api(json(tutorAnswer({ audioBase64: 'AAAA' })));
    const { result } = renderHook(() => useConversation('aluno-1'));
    typeAndSend(result, 'Hello there!');
    await waitFor(() => expect(played).toEqual(['blob:reply-0']));
    act(() => result.current.replay('blob:reply-0', SLOW_RATE));
    expect(played).toEqual(['blob:reply-0', 'blob:reply-0']);
    expect(rates).toEqual([1, SLOW_RATE]);
  });

  it('what the browser heard is shown, not sent; "Falar de novo" listens again; corrected, "Enviar" sends it', async () => {
    const { calls } = api(json(tutorAnswer()));
    const { result } = renderHook(() => useConversation('aluno-1'));
    await waitFor(() => expect(result.current.state.opened).toBe(true));
    act(() => result.current.speak());
    await act(async () => recognition.hear('let our lem foul on you'));
    expect(result.current.state.heard).toBe('let our lem foul on you');
    expect(turnCalls(calls)).toHaveLength(0);

    act(() => result.current.speak());
    expect(result.current.state.heard).toBeNull();
    expect(result.current.hearing.status).toBe('listening');
    await act(async () => recognition.hear('hello how are you'));
    act(() => result.current.edit('heard', 'Hello, how are you?'));
    act(() => result.current.send('heard'));
    await waitFor(() => expect(result.current.state.points).toBe(2));
    expect(turnCalls(calls).map(({ body }) => body)).toEqual([{ prompt: 'Hello, how are you?' }]);
  });

  it("another tab's turn pending (429): the words stay in the box with the server's sentence; sent again, answered", async () => {
    const busy =
      'Outra frase sua, talvez em outra aba ou aparelho, ainda espera a resposta do tutor. Quando ela chegar, envie esta de novo.';
    const { calls } = api(json({ error: busy }, 429), json(tutorAnswer()));
    const { result } = renderHook(() => useConversation('aluno-1'));
    typeAndSend(result, 'Hello from my laptop.');
    await waitFor(() => expect(result.current.state.notice).toEqual({ kind: 'server', message: busy }));
    expect(result.current.state).toMatchObject({
      typed: 'Hello from my laptop.',
      waiting: false,
      exchanges: [],
    });
    act(() => result.current.send('typed'));
    await waitFor(() => expect(result.current.state.points).toBe(2));
    expect(turnCalls(calls).map(({ body }) => body)).toEqual([
      { prompt: 'Hello from my laptop.' },
      { prompt: 'Hello from my laptop.' },
    ]);
    expect(result.current.state.exchanges.map(({ said }) => said)).toEqual(['Hello from my laptop.']);
  });

  it("'Encerrar' asks first: 'Continuar conversando' goes on, confirmed it ends", async () => {
    api();
    const { result } = renderHook(() => useConversation('aluno-1'));
    act(() => result.current.askToEnd());
    expect(result.current.state).toMatchObject({ confirmingEnd: true, ending: null });
    act(() => result.current.keepTalking());
    expect(result.current.state).toMatchObject({ confirmingEnd: false, ending: null });
    act(() => result.current.askToEnd());
    act(() => result.current.end());
    expect(result.current.state.ending).toBe('stopped');
  });
});
