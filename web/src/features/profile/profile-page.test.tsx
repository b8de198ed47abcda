import type { LearnerProgress } from '@shared/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../testing/fake-account';
import { fakeApi, json, type Route } from '../../testing/fake-api';
import { task } from '../../testing/fake-assignments';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { profileRoute } from './profile-page';

/** The token's role, as Firebase would read it; a token refreshed when the server says otherwise. */
const token = vi.hoisted(() => ({ matched: [] as unknown[] }));
vi.mock('../../lib/firebase', () => ({
  currentIdToken: async () => 'id-token-de-teste',
  matchTokenRole: async (role: unknown) => {
    token.matched.push(role);
  },
}));

const days = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-11-${String(9 + i).padStart(2, '0')}`,
  points: i === 13 ? 30 : i === 12 ? 2 : 0,
}));

function progress(overrides: Partial<LearnerProgress> = {}): LearnerProgress {
  return {
    points: { pointsWriting: 70, pointsSpeaking: 42, totalPoints: 112 },
    weekPoints: 32,
    weekStart: '2026-11-16',
    streak: { current: 2, best: 5, practisedToday: true },
    days,
    audio: { used: 3, limit: 10, remaining: 7 },
    learning: {
      writing: { level: 'intermediate', toReview: 4, dueToday: 2, learnedThisWeek: 3 },
      speaking: { level: 'beginner', toReview: 1, dueToday: 0, learnedThisWeek: 0 },
    },
    ...overrides,
  };
}

/** The profile's reads; `progressAnswer` stands in for the progress call, `tasks` are the class's. */
function profileApi(progressAnswer: Route = () => json(progress()), record = account(), tasks = [task()]) {
  return fakeApi((call) => {
    if (call.url === '/api/users/me') return json(record);
    if (call.url === '/api/assignments') return json({ assignments: tasks });
    return progressAnswer(call);
  });
}

/** The profile route as src/app/router.tsx declares it, with its loader. */
const renderProfile = () => renderRoute(profileRoute, { path: '/user', user: learner });

describe('ProfilePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows points, the week, the streak, the audios left and the 14 days, from one call', async () => {
    const api = profileApi();
    renderProfile();
    const points = await screen.findByRole('region', { name: 'Seus pontos' });
    expect(await within(points).findByText('112')).toBeInTheDocument();
    expect(points).toHaveTextContent('Esta semana: 32 pontos');
    const streak = screen.getByRole('region', { name: 'Sequência de dias' });
    expect(streak).toHaveTextContent('2 dias seguidos');
    expect(streak).toHaveTextContent('Melhor sequência: 5 dias');
    // Practised today with audios left: one sentence says both, and invites to go on.
    expect(streak).toHaveTextContent(
      'Você já praticou hoje e ainda tem 7 de 10 áudios. Continue quando quiser!',
    );
    expect(streak).not.toHaveTextContent('Volte amanhã');
    // The class's tasks are asked for by their card's own chunk, once it has loaded.
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.url).sort()).toEqual([
        '/api/assignments',
        '/api/users/me',
        '/api/users/me/progress',
      ]),
    );
    expect(new Set(api.calls.map((call) => call.headers.get('Authorization')))).toEqual(
      new Set(['Bearer id-token-de-teste']),
    );
  });

  it('gives the chart a table of the numbers, oldest first, today last', async () => {
    profileApi();
    renderProfile();
    const table = await screen.findByRole('table', { name: 'Pontos por dia, do mais antigo a hoje' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    const cells = (row: HTMLElement | undefined) =>
      [within(row as HTMLElement).getByRole('rowheader'), within(row as HTMLElement).getByRole('cell')].map(
        (cell) => cell.textContent,
      );
    expect(cells(rows[0])).toEqual(['segunda, 09/11', '0']);
    expect(cells(rows[12])).toEqual(['sábado, 21/11', '2']);
    expect(cells(rows[13])).toEqual(['domingo, 22/11', '30']);
  });

  it('practised today with no audio left: come back tomorrow, and nothing else about today', async () => {
    profileApi(() => json(progress({ audio: { used: 10, limit: 10, remaining: 0 } })));
    renderProfile();
    const streak = await screen.findByRole('region', { name: 'Sequência de dias' });
    expect(
      await within(streak).findByText(
        'Você já praticou hoje e usou os 10 áudios do dia. Volte amanhã para continuar!',
      ),
    ).toBeInTheDocument();
    expect(streak).not.toHaveTextContent('Áudios restantes');
  });

  it("says the daily audios of the learner's class, as the server counts them", async () => {
    profileApi(() =>
      json(
        progress({
          streak: { current: 1, best: 1, practisedToday: false },
          audio: { used: 1, limit: 3, remaining: 2 },
        }),
      ),
    );
    renderProfile();
    expect(await screen.findByText('Áudios restantes hoje: 2 de 3')).toBeInTheDocument();
  });

  it('asks to practise today to keep, or to start, a streak, with the audios left', async () => {
    profileApi(() => json(progress({ streak: { current: 3, best: 3, practisedToday: false } })));
    renderProfile();
    expect(await screen.findByText('Pratique hoje para manter sua sequência.')).toBeInTheDocument();
    expect(screen.getByText('3 dias seguidos')).toBeInTheDocument();
    expect(screen.getByText('Áudios restantes hoje: 7 de 10')).toBeInTheDocument();
    expect(screen.queryByText(/Você já praticou hoje/)).not.toBeInTheDocument();
  });

  it('a learner who never practised is invited to start', async () => {
    profileApi(() => json(progress({ streak: { current: 0, best: 0, practisedToday: false } })));
    renderProfile();
    expect(await screen.findByText('Pratique hoje para começar uma sequência.')).toBeInTheDocument();
    expect(screen.getByText('0 dias seguidos')).toBeInTheDocument();
    expect(screen.getByText('Melhor sequência: 0 dias')).toBeInTheDocument();
  });

  it('says when the points could not be loaded, and asks again on a retry', async () => {
    let fail = true;
    const api = profileApi(() => (fail ? json({ error: 'falhou' }, 500) : json(progress())));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar pontos. Tente novamente.');
    fail = false;
    // Awaited `act`: React 19 wakes a screen that suspended inside `act` only then.
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    const points = await screen.findByRole('region', { name: 'Seus pontos' });
    expect(await within(points).findByText('112')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The profile's two reads, asked for again together (the class's tasks apart).
    expect(api.calls.filter((call) => call.url !== '/api/assignments')).toHaveLength(4);
  });

  it("shows the class's tasks beside the progress, as on the home page", async () => {
    profileApi();
    renderProfile();
    const tasks = await screen.findByRole('region', { name: 'Tarefas da turma' });
    expect(tasks).toHaveTextContent('Unidade 4: restaurante');
    expect(tasks).toHaveTextContent('Fala: 10 de 10 frases');
    expect(within(tasks).getByRole('link', { name: /^Praticar escrita/ })).toBeInTheDocument();
  });

  it('shows no tasks card to a learner whose class has none', async () => {
    const api = profileApi(undefined, account(), []);
    renderProfile();
    await screen.findByRole('region', { name: 'Seus pontos' });
    await vi.waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/assignments'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Tarefas da turma' })).toBeNull();
  });

  it('counts the phrases to review in both practices and those learned this week', async () => {
    profileApi();
    renderProfile();
    const learning = await screen.findByRole('region', { name: 'Frases para revisar' });
    expect(learning).toHaveTextContent('5 frases para revisar');
    expect(learning).toHaveTextContent('Escrita 4 · Fala 1');
    expect(learning).toHaveTextContent('3 frases aprendidas nesta semana');
  });

  it("shows the ranking's name from the server, not the name Google gave", async () => {
    profileApi();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana S.' })).toBeInTheDocument();
    expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Sua conta' });
    expect(within(card).getByRole('switch', { name: 'Aparecer no ranking' })).toBeChecked();
    expect(card).toHaveTextContent('✓ Confirmado');
  });

  it('when the account cannot be read, the progress still shows and the account offers a retry', async () => {
    fakeApi(({ url }) => (url === '/api/users/me' ? json({ error: 'falhou' }, 500) : json(progress())));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro ao carregar sua conta. Tente novamente.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Seus pontos' })).findByText('112'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();
  });

  it("names the learner's class, and shows no academy link to a learner", async () => {
    profileApi(undefined, account({ className: 'Turma B' }));
    renderProfile();
    expect(await screen.findByText('Turma: Turma B')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Seus dados' });
    expect(screen.queryByRole('link', { name: /Área da academia/ })).not.toBeInTheDocument();
  });

  it("offers the academy's staff a discreet link to /academia, and the token follows the server's role", async () => {
    token.matched = [];
    profileApi(undefined, account({ role: 'teacher' }));
    renderProfile();
    const link = await screen.findByRole('link', { name: /Área da academia/ });
    expect(link).toHaveAttribute('href', '/academia');
    expect(screen.queryByText(/^Turma:/)).not.toBeInTheDocument();
    expect(token.matched).toEqual(['teacher']);
  });
});
