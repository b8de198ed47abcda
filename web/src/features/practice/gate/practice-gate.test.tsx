import type { Level } from '@shared/rules';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import type { AuthUser } from '../../../lib/auth-user';
import { fakeApi, json } from '../../../testing/fake-api';
import { fakeAuthStore, learner } from '../../../testing/fake-auth';
import type { PracticeFigures } from '../api/get-practice-figures';
import type { StartedScreenProps } from '../session/started-practice';
import { PhrasePracticeGate } from './phrase-gate';
import { PracticeGate } from './practice-gate';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

const Practice = ({ started, scenarioId }: StartedScreenProps) => (
  <p>
    A prática começou
    {started && `: ${started.phrases.length} frases, a primeira "${started.phrases[0]?.text}"`}
    {scenarioId !== undefined && ` na situação ${scenarioId ?? 'livre'}`}
  </p>
);

/** What POST /api/practices/start answers: the server's draw. */
const drawn = {
  level: 'beginner',
  dailyAudios: 10,
  phrases: [
    { text: 'Keep it simple.', meaning: 'Mantenha a simplicidade.', review: true },
    { text: 'Practice every day.', meaning: 'Pratique todos os dias.', review: false },
  ],
};

/** What the progress call tells a phrase practice's intro: the learner's level, and audios left today. */
function known({
  level = 'beginner',
  left = 10,
  limit = 10,
}: {
  level?: Level;
  left?: number;
  /** The learner's daily audios: their class's allowance. */
  limit?: number;
} = {}): Promise<PracticeFigures> {
  const summary = { level, toReview: 0, dueToday: 0, learnedThisWeek: 0 };
  return Promise.resolve({
    learning: { writing: summary, speaking: summary },
    audio: { used: limit - left, limit, remaining: left },
  });
}

/**
 * The gate as its route renders it: a phrase practice's with what its loader read of the learner
 * (`learner`: null for a visitor), the conversation's with the speaking level (`level`).
 */
/** Renders the gate and lets what it reads (already resolved, or settled in the test) show. */
async function renderGate(
  user: AuthUser | null,
  kind: 'writing' | 'speaking' | 'conversation' = 'writing',
  {
    learner = Promise.resolve(null),
    level = Promise.resolve(null),
  }: { learner?: Promise<PracticeFigures | null>; level?: Promise<Level | null> } = {},
) {
  const loadPractice = async () => Practice;
  await act(async () => {
    render(
      <MemoryRouter>
        <AuthProvider store={fakeAuthStore(user)}>
          {kind === 'conversation' ? (
            <PracticeGate kind={kind} loadPractice={loadPractice} learnerLevel={level} />
          ) : (
            <PhrasePracticeGate kind={kind} loadPractice={loadPractice} learner={learner} />
          )}
        </AuthProvider>
      </MemoryRouter>,
    );
  });
}

const startButton = () => screen.getByRole('button', { name: 'Começar prática' });
/** 'Começar prática' once it can be pressed (a phrase practice's waits for today's audios). */
async function start() {
  await waitFor(() => expect(startButton()).toBeEnabled());
  await userEvent.click(startButton());
}
const profile = (hasActivated: boolean) => ({
  uid: learner.uid,
  name: 'Ana',
  email: learner.email,
  photoURL: null,
  hasActivated,
  pointsWriting: 0,
  pointsSpeaking: 0,
  totalPoints: 0,
});

describe('PracticeGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the intro with its rules first', async () => {
    await renderGate(learner);
    expect(screen.getByRole('heading', { level: 1, name: 'Ouvir e escrever' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Como funciona' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText(/^A prática começou/)).not.toBeInTheDocument();
  });

  it('refuses a signed-out learner with its sentence and a way to sign in', async () => {
    const api = fakeApi(() => json({}));
    await renderGate(null);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '❌ Você precisa estar logado para fazer as práticas.',
    );
    expect(screen.getByRole('link', { name: 'Entrar ou criar conta' })).toHaveAttribute('href', '/auth');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByText(/^A prática começou/)).not.toBeInTheDocument();
  });

  /** The API as this learner finds it: their profile, and the draw (refused with no audio left). */
  const learnerApi = ({ activated = true, audioLeft = true } = {}) =>
    fakeApi(({ url }) => {
      if (url === '/api/users/me') return json(profile(activated));
      if (url === '/api/practices/start' && !activated)
        return json({ error: 'Sua conta ainda não foi ativada.' }, 403);
      if (url === '/api/practices/start' && !audioLeft)
        return json(
          { error: 'Você atingiu o limite de 10 áudios por hoje. Volte amanhã para praticar de novo.' },
          429,
        );
      return url === '/api/practices/start' ? json(drawn) : json({}, 404);
    });

  it("starts at once for an activated learner with audios left, without the modal, with the server's draw", async () => {
    const api = learnerApi();
    await renderGate(learner);
    await start();
    expect(
      await screen.findByText('A prática começou: 2 frases, a primeira "Keep it simple."'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One round trip: the profile and the draw at once (the draw is as long as the audios left).
    expect(api.calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/practices/start']);
    expect(api.calls[1]?.body).toEqual({
      practiceId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      kind: 'writing',
    });
  });

  it("preselects the learner's level; the level chosen instead is the one the practice is drawn at", async () => {
    const api = learnerApi();
    // Awaited `act`: React 19 wakes a screen that suspended inside `act` only then.
    await renderGate(learner, 'writing', { learner: known({ level: 'intermediate' }) });
    const levels = await screen.findByRole('group', { name: 'Nível das frases' });
    expect(await within(levels).findByRole('radio', { name: 'Intermediário (seu nível)' })).toBeChecked();
    expect(within(levels).getByRole('radio', { name: 'Iniciante' })).not.toBeChecked();
    await userEvent.click(within(levels).getByRole('radio', { name: 'Avançado' }));
    expect(within(levels).getByRole('radio', { name: 'Avançado' })).toBeChecked();
    await start();
    await screen.findByText(/^A prática começou/);
    expect(api.calls.find((call) => call.url === '/api/practices/start')?.body).toMatchObject({
      kind: 'writing',
      level: 'advanced',
    });
  });

  it("says before the start how many of today's audios are left, and that the practice will be shorter", async () => {
    learnerApi();
    await renderGate(learner, 'writing', { learner: known({ left: 3 }) });
    const line = await screen.findByText('Hoje você ainda tem 3 de 10 áudios.');
    expect(line.parentElement).toHaveTextContent(
      'Hoje você ainda tem 3 de 10 áudios. Esta prática terá só 3 frases.',
    );
    // The rules say the day's audios are the two practices' together, never "10 práticas de fala";
    // how many is the line above's, the server's number.
    expect(screen.getByRole('list')).toHaveTextContent('Os áudios do dia valem para escrita e fala juntas.');
    expect(screen.getByRole('list')).not.toHaveTextContent(/\d+ áudios/);
    await start();
    expect(await screen.findByText(/^A prática começou/)).toBeInTheDocument();
  });

  it.each([
    [10, 'Hoje você ainda tem 10 de 10 áudios.'],
    [1, 'Hoje você ainda tem 1 de 10 áudios. Esta prática terá só 1 frase.'],
  ])('with %i audios left: %s', async (left, said) => {
    await renderGate(learner, 'speaking', { learner: known({ left }) });
    const line = await screen.findByText(/^Hoje você ainda tem/);
    expect(line.parentElement).toHaveTextContent(new RegExp(`^${said.replaceAll('.', '\\.')}$`));
    expect(screen.getByRole('button', { name: 'Começar prática' })).toBeEnabled();
  });

  it("says the number of the learner's class, as the server tells it", async () => {
    await renderGate(learner, 'writing', { learner: known({ left: 1, limit: 3 }) });
    const line = await screen.findByText('Hoje você ainda tem 1 de 3 áudios.');
    expect(line.parentElement).toHaveTextContent(
      'Hoje você ainda tem 1 de 3 áudios. Esta prática terá só 1 frase.',
    );
  });

  it("holds the start, disabled, until today's audios are read: the line above would move it under a tap", async () => {
    let read: (figures: PracticeFigures) => void = () => undefined;
    const figures = new Promise<PracticeFigures>((resolve) => {
      read = resolve;
    });
    await renderGate(learner, 'writing', { learner: figures });
    expect(startButton()).toBeDisabled();
    expect(screen.queryByText(/^Hoje você ainda tem/)).not.toBeInTheDocument();
    await act(async () => read(await known({ left: 4 })));
    expect(await screen.findByText('Hoje você ainda tem 4 de 10 áudios.')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
  });

  it('with none left: says so plainly, with their number, and offers no start that would fail', async () => {
    const api = learnerApi();
    await renderGate(learner, 'speaking', { learner: known({ left: 0, limit: 25 }) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Você atingiu o limite de 25 áudios por dia. Volte amanhã para praticar de novo.',
    );
    expect(screen.queryByRole('button', { name: 'Começar prática' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Hoje você ainda tem/)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a visitor reads the rules only: nothing personal', async () => {
    await renderGate(null);
    expect(screen.getByRole('button', { name: 'Começar prática' })).toBeEnabled();
    expect(screen.queryByText(/Hoje você ainda tem|Esta prática terá/)).not.toBeInTheDocument();
  });

  it("tells a learner whose audios ran out since the intro loaded, with the server's sentence", async () => {
    learnerApi({ audioLeft: false });
    await renderGate(learner);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Você atingiu o limite de 10 áudios por hoje.',
    );
    expect(screen.queryByText(/^A prática começou/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Começar prática' })).toBeEnabled();
  });

  it('opens the activation modal for a learner who has not activated', async () => {
    learnerApi({ activated: false });
    await renderGate(learner);
    await start();
    expect(await screen.findByRole('dialog', { name: 'Ative sua conta' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/^A prática começou/)).not.toBeInTheDocument();
  });

  it("shows the server's sentence when the profile cannot be read", async () => {
    fakeApi(() => json({ error: 'Ocorreu um erro inesperado. Tente novamente em instantes.' }, 500));
    await renderGate(learner);
    await start();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');
    expect(screen.getByRole('button', { name: 'Começar prática' })).toBeEnabled();
  });

  describe('speaking, on a device that cannot be heard', () => {
    /** The browser's recognition, recorder and microphone, as this test's device has them. */
    function device({
      recognition,
      inputs,
      recorder = true,
      userAgent = navigator.userAgent,
      permission = 'prompt',
    }: {
      recognition: boolean;
      inputs: string[];
      recorder?: boolean;
      userAgent?: string;
      permission?: PermissionState;
    }) {
      vi.stubGlobal('webkitSpeechRecognition', recognition ? class {} : undefined);
      vi.stubGlobal('MediaRecorder', recorder ? class {} : undefined);
      const clipboard = {
        text: '',
        async writeText(text: string) {
          clipboard.text = text;
        },
      };
      vi.stubGlobal('navigator', {
        ...navigator,
        userAgent,
        clipboard,
        permissions: { query: async () => ({ state: permission }) },
        mediaDevices: {
          getUserMedia: async () => undefined,
          enumerateDevices: async () => inputs.map((kind) => ({ kind })),
        },
      });
      return clipboard;
    }

    it.each([
      {
        name: 'without speech recognition but able to record: starts (the recording goes to the API)',
        recognition: false,
      },
      { name: 'with both: starts as writing does', recognition: true },
    ])('$name', async ({ recognition }) => {
      device({ recognition, inputs: ['audioinput'] });
      learnerApi();
      await renderGate(learner, 'speaking');
      await start();
      expect(await screen.findByText(/^A prática começou/)).toBeInTheDocument();
    });

    it('where nothing can hear the learner: told before starting, a way out, no call made, no audio taken', async () => {
      const clipboard = device({ recognition: false, recorder: false, inputs: ['audioinput'] });
      const api = learnerApi();
      await renderGate(learner, 'speaking');
      await start();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Este navegador não deixa o site usar o microfone');
      expect(alert).toHaveTextContent('Nenhum áudio do seu dia foi usado.');
      expect(await screen.findByText('Copie o link e abra no Chrome ou no Safari.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Link copiado!');
      expect(clipboard.text).toBe(window.location.href);
      expect(api.calls).toHaveLength(0);
      expect(screen.queryByText(/^A prática começou/)).not.toBeInTheDocument();
    });

    it('in an in-app browser that blocks the microphone: told before starting, with the way out', async () => {
      device({
        recognition: true,
        inputs: ['audioinput'],
        permission: 'denied',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Instagram 334.0.4.32.98',
      });
      const api = learnerApi();
      await renderGate(learner, 'speaking');
      await start();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Este navegador não deixa o site usar o microfone',
      );
      expect(await screen.findByRole('button', { name: 'Copiar link' })).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it('without a microphone: told before starting, no call made', async () => {
      device({ recognition: true, inputs: ['audiooutput', 'videoinput'] });
      const api = learnerApi();
      await renderGate(learner, 'speaking');
      await start();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não encontramos um microfone neste aparelho.',
      );
      expect(api.calls).toHaveLength(0);
    });
  });

  it("the conversation's intro: free talk or a scenario, the learner's level's first, the others one switch away", async () => {
    fakeApi(({ url }) => (url === '/api/users/me' ? json(profile(true)) : json({}, 404)));
    await renderGate(learner, 'conversation', { level: Promise.resolve('intermediate') });
    const choice = await screen.findByRole('group', { name: 'Escolha a conversa' });
    expect(within(choice).getByRole('radio', { name: /^Conversa livre/ })).toBeChecked();
    const levels = within(choice).getByRole('group', { name: 'Situações do nível' });
    expect(within(levels).getByRole('radio', { name: 'Intermediário (seu nível)' })).toBeChecked();
    // Free talk and the level's 8.
    expect(within(choice).getAllByRole('radio', { name: /./ }).length).toBe(1 + 3 + 8);
    expect(within(choice).getByRole('radio', { name: /^Marcar uma consulta/ })).toBeInTheDocument();
    // Each level's cards load when it is shown.
    await act(() => userEvent.click(within(levels).getByRole('radio', { name: 'Iniciante' })));
    await userEvent.click(await within(choice).findByRole('radio', { name: /^Pedir um café/ }));
    expect(within(choice).getByRole('link', { name: 'Conversas anteriores' })).toHaveAttribute(
      'href',
      '/conversas',
    );
    await start();
    expect(await screen.findByText('A prática começou na situação cafeteria')).toBeInTheDocument();
  });

  it("the conversation's scenarios show while the learner's level is still on its way (beginner's)", async () => {
    fakeApi(() => json({}, 404));
    await renderGate(learner, 'conversation', { level: new Promise<Level | null>(() => undefined) });
    const choice = await screen.findByRole('group', { name: 'Escolha a conversa' });
    expect(within(choice).getByRole('radio', { name: 'Iniciante' })).toBeChecked();
    expect(await within(choice).findByRole('radio', { name: /^Apresentar-se/ })).toBeInTheDocument();
  });

  it("holds the conversation's start, disabled, until the learner's level and its scenarios show: they would move it under a tap", async () => {
    fakeApi(() => json({}, 404));
    let read: (level: Level | null) => void = () => undefined;
    const level = new Promise<Level | null>((resolve) => {
      read = resolve;
    });
    await renderGate(learner, 'conversation', { level });
    const choice = await screen.findByRole('group', { name: 'Escolha a conversa' });
    expect(await within(choice).findByRole('radio', { name: /^Apresentar-se/ })).toBeInTheDocument();
    expect(startButton()).toBeDisabled();
    await act(async () => read('advanced'));
    // The choice is drawn again with the level: the group is a new element.
    expect(await screen.findByRole('radio', { name: 'Avançado (seu nível)' })).toBeChecked();
    await waitFor(() => expect(startButton()).toBeEnabled());
    expect(await screen.findByRole('radio', { name: /^Entrevista de emprego/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^Apresentar-se/ })).not.toBeInTheDocument();
  });
});
