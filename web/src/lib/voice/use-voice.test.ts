import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../messages';
import { fakeApi, json } from '../../testing/fake-api';
import type { Recording, RecordingOptions } from './recorder';
import type { Heard, Scored } from './use-voice';

vi.mock('../firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

/**
 * The recorder (MediaRecorder and Web Audio, absent from jsdom): each start is kept so a test
 * can feed level frames, end it as the learner or the silence would, or refuse the microphone.
 */
const microphone = vi.hoisted(() => ({
  refusal: null as Error | null,
  starts: [] as {
    options: RecordingOptions;
    finish: (clip: Blob) => void;
    stops: number;
    cancels: number;
  }[],
}));
vi.mock('./recorder', () => ({
  startRecording: async (options: RecordingOptions): Promise<Recording> => {
    if (microphone.refusal) throw microphone.refusal;
    let finish: (clip: Blob) => void = () => undefined;
    const result = new Promise<Blob>((resolve) => {
      finish = resolve;
    });
    const start = { options, finish, stops: 0, cancels: 0 };
    microphone.starts.push(start);
    return {
      stop: () => {
        start.stops += 1;
      },
      cancel: () => {
        start.cancels += 1;
      },
      result,
    };
  },
}));

/** The browser's Web Speech API: every object made, to make it answer or fail. */
class FakeRecognition extends EventTarget {
  static made: FakeRecognition[] = [];
  lang = '';
  interimResults = true;
  maxAlternatives = 0;
  continuous = true;
  aborted = false;
  constructor() {
    super();
    FakeRecognition.made.push(this);
  }
  start() {}
  abort() {
    this.aborted = true;
  }
  hear(transcript: string) {
    this.dispatchEvent(Object.assign(new Event('result'), { results: [[{ transcript }]] }));
    this.dispatchEvent(new Event('end'));
  }
  fail(error: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { error }));
    this.dispatchEvent(new Event('end'));
  }
}

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';
const INSTAGRAM = `${IPHONE} Instagram 350.0.0`;

function browser({ recognition, userAgent = CHROME }: { recognition: boolean; userAgent?: string }) {
  vi.stubGlobal('webkitSpeechRecognition', recognition ? FakeRecognition : undefined);
  vi.stubGlobal('MediaRecorder', class {});
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
}

/** The API hears each recording as `transcript`, or answers `refusal`. */
function api(transcript = 'practice makes perfect', refusal?: Response) {
  return fakeApi(() => refusal ?? json({ transcript }));
}

const clip = () => new Blob([new Uint8Array(64)], { type: 'audio/webm;codecs=opus' });

/** The hook, from fresh modules: the visit's memory (a failed recognition, a granted microphone) starts empty. */
async function voice(limitMs = 10_000) {
  const { useVoice } = await import('./use-voice');
  // Loaded now, the hook's own import of it is there at once, as in a visit that recorded before.
  await import('./server-hearing');
  const heard: string[] = [];
  const attempts: Heard[] = [];
  const scored: (Scored | null)[] = [];
  const hook = renderHook(() =>
    useVoice(
      (attempt) => {
        heard.push(attempt.transcript);
        attempts.push(attempt);
      },
      { limitMs, onScored: (sounds) => scored.push(sounds) },
    ),
  );
  return { ...hook, heard, attempts, scored };
}

/** The hook ends in an error the learner reads (and, where only another browser helps, the way out). */
async function expectError(result: { current: { hearing: unknown } }, message: string, wayOut = false) {
  await waitFor(() => expect(result.current.hearing).toEqual({ status: 'error', message, wayOut }));
}

/** What the API answers for a practice recording whose sounds the engine scored. */
const scoredAnswer = {
  transcript: 'practice makes perfect',
  words: [
    {
      word: 'practice',
      start: 0.2,
      end: 0.7,
      accuracy: 91,
      error: 'none' as const,
      phones: [
        { phone: 'P', accuracy: 95 },
        { phone: 'R', accuracy: 40, heard: 'HH', habit: 'initial-r' },
      ],
    },
  ],
  scores: { accuracy: 84, completeness: 100, fluency: 90 },
};

/** Lets pending imports, recordings and calls move on. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** One practice attempt the browser hears (the `n`th recognition made), recorded beside it with a voice. */
async function scoredAttempt(result: { current: { listen: (expected?: string) => void } }, n: number) {
  act(() => result.current.listen('Practice makes perfect.'));
  await waitFor(() => expect(microphone.starts).toHaveLength(n + 1));
  act(() => lastStart().options.onFrame?.(0.1, 800));
  act(() => FakeRecognition.made[n]?.hear('practice makes perfect'));
  await act(async () => lastStart().finish(clip()));
}

const lastStart = () => {
  const start = microphone.starts.at(-1);
  if (!start) throw new Error('nothing was recorded');
  return start;
};

describe('useVoice', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeRecognition.made = [];
    microphone.starts = [];
    microphone.refusal = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("the conversation (no phrase) is heard by the browser's own recognition alone: no recording, no API call", async () => {
    browser({ recognition: true });
    const { calls } = api();
    const { result, heard } = await voice(20_000);
    act(() => result.current.listen());
    expect(result.current.hearing).toEqual({ status: 'listening' });
    const recognition = FakeRecognition.made[0];
    expect(recognition?.lang).toBe('en-US');
    await settle();
    act(() => recognition?.hear('hello there'));
    await waitFor(() => expect(heard).toEqual(['hello there']));
    await settle();
    expect(result.current.hearing).toEqual({ status: 'idle' });
    expect(microphone.starts).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });

  it("in the practice the browser's answer comes at once, and the recording made beside it is scored later", async () => {
    browser({ recognition: true });
    const { calls } = fakeApi(() => json(scoredAnswer));
    const { result, attempts, scored } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    // Beside the browser: no level or countdown shown, the screen still says it is listening.
    act(() => lastStart().options.onFrame?.(0.1, 800));
    expect(result.current.hearing).toEqual({ status: 'listening' });
    act(() => FakeRecognition.made[0]?.hear('practice makes perfect'));
    await waitFor(() => expect(attempts).toEqual([{ transcript: 'practice makes perfect', scoring: true }]));
    expect(result.current.hearing).toEqual({ status: 'idle' });
    expect(lastStart().stops).toBe(1);
    expect(scored).toEqual([]);

    const recording = clip();
    await act(async () => lastStart().finish(recording));
    await waitFor(() => expect(scored).toHaveLength(1));
    expect(scored[0]).toEqual({ words: scoredAnswer.words, scores: scoredAnswer.scores, recording });
    expect(scored[0]?.recording).toBe(recording);
    expect(calls.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'POST /api/speech/recognize?expected=Practice%20makes%20perfect.',
    ]);
  });

  it('a recording beside the browser with no voice in it (the browser held the microphone) is not sent', async () => {
    browser({ recognition: true });
    const { calls } = fakeApi(() => json(scoredAnswer));
    const { result, heard, scored } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    act(() => lastStart().options.onFrame?.(0.004, 800));
    act(() => FakeRecognition.made[0]?.hear('practice makes perfect'));
    await waitFor(() => expect(heard).toEqual(['practice makes perfect']));
    await act(async () => lastStart().finish(clip()));
    await settle();
    expect(calls).toHaveLength(0);
    // The page stops waiting for sounds: none were scored.
    expect(scored).toEqual([null]);
  });

  it("a microphone that will not open beside the browser changes nothing of the browser's answer", async () => {
    browser({ recognition: true });
    const { calls } = api();
    microphone.refusal = new DOMException('Device in use', 'NotReadableError');
    const { result, heard, scored } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await settle();
    act(() => FakeRecognition.made[0]?.hear('practice makes perfect'));
    await waitFor(() => expect(heard).toEqual(['practice makes perfect']));
    await settle();
    expect(result.current.hearing).toEqual({ status: 'idle' });
    expect(calls).toHaveLength(0);
    expect(scored).toEqual([null]);
  });

  it.each([
    { name: 'a busy recognizer (503)', refusal: () => json({ error: 'Ocupado.' }, 503) },
    {
      name: 'no network',
      refusal: () => {
        throw new TypeError('Failed to fetch');
      },
    },
  ])('$name while scoring shows nothing, and the next attempt is scored again', async ({ refusal }) => {
    browser({ recognition: true });
    let refuse = true;
    const { calls } = fakeApi(() => {
      if (!refuse) return json(scoredAnswer);
      refuse = false;
      return refusal();
    });
    const { result, heard, scored } = await voice();
    await scoredAttempt(result, 0);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(result.current.hearing).toEqual({ status: 'idle' });
    expect(scored).toEqual([null]);

    await scoredAttempt(result, 1);
    await waitFor(() => expect(scored).toHaveLength(2));
    expect(scored[1]).toMatchObject({ scores: scoredAnswer.scores });
    expect(heard).toHaveLength(2);
  });

  it("after a 429 (the day's recognitions used) the rest of the visit records nothing beside the browser", async () => {
    browser({ recognition: true });
    const limit =
      'Você atingiu o limite de 60 reconhecimentos de voz por hoje. Volte amanhã para praticar mais.';
    const { calls } = fakeApi(() => json({ error: limit }, 429));
    const { result, heard, scored } = await voice();
    await scoredAttempt(result, 0);
    await waitFor(() => expect(calls).toHaveLength(1));
    await settle();
    expect(result.current.hearing).toEqual({ status: 'idle' });

    act(() => result.current.listen('Practice makes perfect.'));
    await settle();
    act(() => FakeRecognition.made[1]?.hear('practice makes perfect'));
    await waitFor(() => expect(heard).toEqual(['practice makes perfect', 'practice makes perfect']));
    await settle();
    expect(microphone.starts).toHaveLength(1);
    expect(calls).toHaveLength(1);
    // Each attempt's wait ends: the refused one's and the one not recorded.
    expect(scored).toEqual([null, null]);
  });

  it.each([
    {
      name: 'cancel()',
      leave: (hook: { result: { current: { cancel: () => void } } }) => hook.result.current.cancel(),
    },
    { name: 'leaving the page', leave: (hook: { unmount: () => void }) => hook.unmount() },
  ])('$name before the scores come aborts their call, and nothing is scored after', async ({ leave }) => {
    browser({ recognition: true });
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            signal = init.signal ?? undefined;
            setTimeout(() => resolve(json(scoredAnswer)), 30);
          }),
      ),
    );
    const hook = await voice();
    await scoredAttempt(hook.result, 0);
    await waitFor(() => expect(signal).toBeDefined());
    act(() => leave(hook));
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(hook.scored).toEqual([]);
  });

  it('a new attempt drops the scoring of the one before: its sounds never come', async () => {
    browser({ recognition: true });
    const { calls } = fakeApi(() => json(scoredAnswer));
    const { result, scored } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    act(() => lastStart().options.onFrame?.(0.1, 800));
    act(() => FakeRecognition.made[0]?.hear('practice makes'));
    const first = lastStart();
    act(() => result.current.listen('Practice makes perfect.'));
    expect(first.cancels).toBe(1);
    await act(async () => first.finish(clip()));
    await settle();
    expect(calls).toHaveLength(0);
    expect(scored).toEqual([]);
  });

  it("records at once after 'service-not-allowed', and the rest of the visit records", async () => {
    browser({ recognition: true });
    const { calls } = api('practice makes perfect');
    const { result, heard } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    act(() => FakeRecognition.made[0]?.fail('service-not-allowed'));
    // The recording made beside the browser is thrown away; the server's own one starts.
    await waitFor(() => expect(microphone.starts).toHaveLength(2));
    expect(microphone.starts[0]?.cancels).toBe(1);
    await act(async () => lastStart().finish(clip()));
    await waitFor(() => expect(heard).toEqual(['practice makes perfect']));
    expect(calls.map(({ url }) => url)).toEqual([
      '/api/speech/recognize?expected=Practice%20makes%20perfect.',
    ]);

    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(3));
    expect(FakeRecognition.made).toHaveLength(1);
  });

  it("silence asks the learner to speak up, and is not a reason to record ('no-speech')", async () => {
    browser({ recognition: true });
    const { calls } = api();
    const { result, heard } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    act(() => FakeRecognition.made[0]?.fail('no-speech'));
    await expectError(result, messages.speaking.nothingHeard);
    // Only the recording beside the browser was made, and it is thrown away unsent.
    expect(microphone.starts).toHaveLength(1);
    expect(lastStart().cancels).toBe(1);
    await settle();
    expect(calls).toHaveLength(0);
    expect(heard).toEqual([]);

    // Another failure of the browser's recognition is an error of its own.
    act(() => result.current.listen('Practice makes perfect.'));
    act(() => FakeRecognition.made[1]?.fail('audio-capture'));
    await expectError(result, messages.speaking.recognitionError);
  });

  it('a recording the API heard nothing in asks the learner to speak up: no transcript, no try spent', async () => {
    browser({ recognition: false });
    api('');
    const { result, heard } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    await act(async () => lastStart().finish(clip()));
    await expectError(result, messages.speaking.nothingHeard);
    expect(heard).toEqual([]);
  });

  it("asks for the microphone first (the 'why' line), then shows the level and the seconds left, then 'Reconhecendo...'", async () => {
    browser({ recognition: false });
    let answer: (response: Response) => void = () => undefined;
    fakeApi(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { result, heard } = await voice(20_000);
    act(() => result.current.listen());
    expect(result.current.hearing).toEqual({ status: 'asking' });
    await waitFor(() =>
      expect(result.current.hearing).toEqual({ status: 'recording', level: 0, secondsLeft: 20 }),
    );
    expect(lastStart().options.limitMs).toBe(20_000);
    act(() => lastStart().options.onFrame?.(0.12, 2_500));
    expect(result.current.hearing).toEqual({ status: 'recording', level: 0.12, secondsLeft: 18 });
    await act(async () => lastStart().finish(clip()));
    await waitFor(() => expect(result.current.hearing).toEqual({ status: 'recognizing' }));
    await act(async () => answer(json({ transcript: 'i like pizza very much' })));
    await waitFor(() => expect(heard).toEqual(['i like pizza very much']));

    // Granted once, the next press records without asking.
    act(() => result.current.listen());
    expect(result.current.hearing).toEqual({ status: 'recording', level: 0, secondsLeft: 20 });
  });

  it("'Parar' ends the recording now", async () => {
    browser({ recognition: false });
    api();
    const { result } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(result.current.hearing.status).toBe('recording'));
    act(() => result.current.stop());
    expect(lastStart().stops).toBe(1);
    expect(lastStart().cancels).toBe(0);
  });

  it("the server's hearing gives the words, the sounds' scores and the clip it heard", async () => {
    browser({ recognition: false });
    fakeApi(() => json(scoredAnswer));
    const { result, attempts, scored } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    const recording = clip();
    await act(async () => lastStart().finish(recording));
    await waitFor(() => expect(attempts).toHaveLength(1));
    expect(attempts[0]).toEqual({ ...scoredAnswer, recording });
    expect(attempts[0]?.recording).toBe(recording);
    // Heard by the server, the attempt is recorded once: nothing is scored apart.
    expect(microphone.starts).toHaveLength(1);
    expect(scored).toEqual([]);
  });

  it('sends the conversation’s recordings without an expected phrase', async () => {
    browser({ recognition: false });
    const { calls } = api('hello there');
    const { result, heard } = await voice(20_000);
    act(() => result.current.listen());
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    await act(async () => lastStart().finish(clip()));
    await waitFor(() => expect(heard).toEqual(['hello there']));
    expect(calls.map(({ url }) => url)).toEqual(['/api/speech/recognize']);
  });

  it.each([
    {
      name: 'says how to allow a refused microphone on that browser',
      userAgent: IPHONE,
      message: messages.speaking.microphoneBlockedOn.ios,
      wayOut: false,
    },
    {
      name: 'in an in-app browser that refuses the microphone, offers the way out',
      userAgent: INSTAGRAM,
      message: messages.speaking.nothingWorks,
      wayOut: true,
    },
  ])('$name', async ({ userAgent, message, wayOut }) => {
    browser({ recognition: false, userAgent });
    api();
    microphone.refusal = new DOMException('Permission denied', 'NotAllowedError');
    const { result } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await expectError(result, message, wayOut);
  });

  it("shows the API's Portuguese refusal (the day's recognitions spent)", async () => {
    browser({ recognition: false });
    const limit =
      'Você atingiu o limite de 60 reconhecimentos de voz por hoje. Volte amanhã para praticar mais.';
    api('', json({ error: limit }, 429));
    const { result, heard } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    await act(async () => lastStart().finish(clip()));
    await expectError(result, limit);
    expect(heard).toEqual([]);
  });

  it.each([
    {
      name: 'a busy recognizer (503, Retry-After)',
      status: 503,
      error: 'O reconhecimento de voz está ocupado agora. Tente de novo em instantes.',
    },
    {
      name: "the learner's previous recording still being recognized (409)",
      status: 409,
      error: 'Sua gravação anterior ainda está sendo reconhecida. Espere a resposta dela e grave de novo.',
    },
  ])(
    "$name: the API's sentence is shown and the next press records and is heard",
    async ({ status, error }) => {
      browser({ recognition: false });
      let refuse = true;
      fakeApi(() => {
        if (!refuse) return json({ transcript: 'practice makes perfect' });
        refuse = false;
        const refusal = json({ error }, status);
        refusal.headers.set('Retry-After', '5');
        return refusal;
      });
      const { result, heard } = await voice();
      act(() => result.current.listen('Practice makes perfect.'));
      await waitFor(() => expect(microphone.starts).toHaveLength(1));
      await act(async () => lastStart().finish(clip()));
      await expectError(result, error);
      act(() => result.current.listen('Practice makes perfect.'));
      await waitFor(() => expect(microphone.starts).toHaveLength(2));
      await act(async () => lastStart().finish(clip()));
      await waitFor(() => expect(heard).toEqual(['practice makes perfect']));
    },
  );

  it('cancel() while recognizing: nothing is heard, the screen is idle, the request is aborted', async () => {
    browser({ recognition: false });
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((resolve) => {
            signal = init.signal ?? undefined;
            setTimeout(() => resolve(json({ transcript: 'too late' })), 30);
          }),
      ),
    );
    const { result, heard } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(microphone.starts).toHaveLength(1));
    await act(async () => lastStart().finish(clip()));
    await waitFor(() => expect(result.current.hearing).toEqual({ status: 'recognizing' }));
    act(() => result.current.cancel());
    expect(result.current.hearing).toEqual({ status: 'idle' });
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(heard).toEqual([]);
    expect(result.current.hearing).toEqual({ status: 'idle' });
  });

  it('leaving the page while recording throws the recording away', async () => {
    browser({ recognition: false });
    const { calls } = api();
    const { result, unmount } = await voice();
    act(() => result.current.listen('Practice makes perfect.'));
    await waitFor(() => expect(result.current.hearing.status).toBe('recording'));
    unmount();
    expect(lastStart().cancels).toBe(1);
    expect(calls).toHaveLength(0);
  });
});
