import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth-user';
import { fakeApi, json } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { rankingRoute } from './ranking-page';

/** The ID token the class tab sends: null for a visitor. */
const token = vi.hoisted(() => ({ value: 'id-token-de-teste' as string | null }));
vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => token.value }));

/** The ranking route as src/app/router.tsx declares it, with its loader; resolves once drawn. */
async function renderRanking(user: AuthUser | null = null, url = '/ranking') {
  renderRoute(rankingRoute, { path: '/ranking', url, user });
  await screen.findAllByRole('tablist');
}

const allTime = [
  { id: 'a', name: 'Bia', pointsWriting: 100, pointsSpeaking: 90, totalPoints: 190 },
  { id: learner.uid, name: 'Ana Souza', pointsWriting: 80, pointsSpeaking: 40, totalPoints: 120 },
  { id: 'c', name: 'Caio', pointsWriting: 50, pointsSpeaking: 30, totalPoints: 80 },
  { id: 'd', pointsWriting: 10 },
];

const week = {
  weekStart: '2026-11-16',
  entries: [
    { id: learner.uid, name: 'Ana Souza', pointsWriting: 30, pointsSpeaking: 4, totalPoints: 34 },
    { id: 'c', name: 'Caio', pointsWriting: 20, pointsSpeaking: 0, totalPoints: 20 },
  ],
};

/** The class's answer: Ana leads this week, Caio all time. */
const classRanking = {
  className: 'Turma B',
  entries: [
    { id: 'c', name: 'Caio', pointsWriting: 50, pointsSpeaking: 30, totalPoints: 80 },
    { id: learner.uid, name: 'Ana Souza', pointsWriting: 20, pointsSpeaking: 10, totalPoints: 30 },
  ],
  weekly: {
    weekStart: '2026-11-16',
    entries: [
      { id: learner.uid, name: 'Ana Souza', pointsWriting: 20, pointsSpeaking: 5, totalPoints: 25 },
      { id: 'c', name: 'Caio', pointsWriting: 5, pointsSpeaking: 0, totalPoints: 5 },
    ],
  },
};

/** Answers the weekly and the all-time ranking. */
function rankings(weekly: unknown = week, general: unknown = allTime) {
  return fakeApi(({ url }) => json(url.endsWith('/ranking/weekly') ? weekly : general));
}

// A list shows through Suspense: React 19 wakes a screen that suspended inside `act` only when
// that `act` is awaited, so each tab switch and retry below is wrapped in one.
describe('RankingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens on 'Esta semana': this week's list, since Monday, with medals", async () => {
    const api = rankings();
    await renderRanking();
    expect(screen.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'false');
    const list = await screen.findByRole('list', { name: 'Classificação da semana' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Ana Souza');
    expect(rows[0]).toHaveTextContent('34 pts');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: '1º lugar' })).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: '2º lugar' })).toBeInTheDocument();
    expect(screen.getByText(/desde segunda-feira, 16\/11/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/points/ranking/weekly']);
    // The list is public: no token is asked for.
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("'Geral' lists everyone in order, medals for places 1 to 3, defaults for missing fields", async () => {
    const api = rankings();
    await renderRanking();
    await screen.findByRole('list', { name: 'Classificação da semana' });
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Classificação dos alunos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: '1º lugar' })).toHaveTextContent('1');
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: '2º lugar' })).toHaveTextContent('2');
    expect(within(rows[2] as HTMLElement).getByRole('img', { name: '3º lugar' })).toHaveTextContent('3');
    expect(within(rows[3] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
    expect(rows[3]).toHaveTextContent('4º lugar');
    expect(rows[3]).toHaveTextContent('Usuário Anônimo');
    expect(rows[3]).toHaveTextContent('0 pts');
    expect(rows[0]).toHaveTextContent('190 pts');
    expect(screen.queryByText(/desde segunda-feira/)).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/points/ranking/weekly', '/api/points/ranking']);
  });

  it('keeps each list for the visit: going back to a tab asks for nothing again', async () => {
    const api = rankings();
    await renderRanking();
    await screen.findByRole('list', { name: 'Classificação da semana' });
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    await screen.findByRole('list', { name: 'Classificação dos alunos' });
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Esta semana' })));
    expect(screen.getByRole('list', { name: 'Classificação da semana' })).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    expect(screen.getByRole('list', { name: 'Classificação dos alunos' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/points/ranking/weekly', '/api/points/ranking']);
  });

  it('moves between the tabs with the arrow keys, and ?periodo=geral opens the all-time list', async () => {
    rankings();
    await renderRanking(null, '/ranking?periodo=geral');
    expect(await screen.findByRole('list', { name: 'Classificação dos alunos' })).toBeInTheDocument();
    screen.getByRole('tab', { name: 'Geral' }).focus();
    await act(() => userEvent.keyboard('{ArrowLeft}'));
    expect(screen.getByRole('tab', { name: 'Esta semana' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('list', { name: 'Classificação da semana' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'aba-academia aba-semana');
  });

  it("highlights the signed-in learner's own row in both lists", async () => {
    rankings();
    await renderRanking(learner);
    const weekly = within(await screen.findByRole('list', { name: 'Classificação da semana' }));
    expect(weekly.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'true');
    expect(weekly.getAllByRole('listitem')[0]).toHaveTextContent('Você');
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    const rows = within(await screen.findByRole('list', { name: 'Classificação dos alunos' })).getAllByRole(
      'listitem',
    );
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it('says so when nobody scored this week, or nobody is ranked at all', async () => {
    rankings({ weekStart: '2026-11-23', entries: [] }, []);
    await renderRanking();
    expect(
      await screen.findByText('Ninguém pontuou nesta semana ainda. Pratique e seja o primeiro!'),
    ).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    expect(await screen.findByText('Nenhum usuário no ranking ainda.')).toBeInTheDocument();
  });

  it("'Minha turma' lists the classmates this week, then all time, from one call with the learner's token", async () => {
    const api = fakeApi(({ url }) =>
      json(url.endsWith('/class') ? classRanking : url.endsWith('/weekly') ? week : allTime),
    );
    await renderRanking(learner);
    await screen.findByRole('list', { name: 'Classificação da semana' });
    expect(screen.getByText('Os alunos com mais pontos na academia.')).toBeInTheDocument();
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Minha turma' })));
    expect(screen.getByRole('tab', { name: 'Minha turma' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute('aria-selected', 'true');
    // The page's lead says whose ranking it is.
    expect(screen.getByText('Os colegas da sua turma com mais pontos.')).toBeInTheDocument();
    expect(screen.queryByText('Os alunos com mais pontos na academia.')).toBeNull();
    const weekly = within(
      await screen.findByRole('list', { name: 'Classificação da turma na semana' }),
    ).getAllByRole('listitem');
    expect(weekly.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ana Souza.*25 pts/),
      expect.stringMatching(/Caio.*5 pts/),
    ]);
    expect(weekly[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/desde segunda-feira, 16\/11/)).toBeInTheDocument();
    expect(screen.getByText('Só entre os colegas da Turma B.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'aba-turma aba-semana');

    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
    const classRows = within(
      await screen.findByRole('list', { name: 'Classificação da turma' }),
    ).getAllByRole('listitem');
    expect(classRows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Caio.*80 pts/),
      expect.stringMatching(/Ana Souza.*30 pts/),
    ]);
    expect(classRows[1]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/só entre os colegas da Turma B/)).toBeInTheDocument();
    expect(screen.queryByText(/desde segunda-feira/)).not.toBeInTheDocument();
    // Both class lists came in one call; the academy's week was the first.
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/points/ranking/weekly',
      '/api/points/ranking/class',
    ]);
    expect(api.calls[1]?.headers.get('Authorization')).toBe('Bearer id-token-de-teste');
    // Back to the whole academy: the period chosen stays.
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Toda a academia' })));
    expect(await screen.findByRole('list', { name: 'Classificação dos alunos' })).toBeInTheDocument();
  });

  it("the old link ?periodo=turma opens the class's all-time list; ?lista=turma its week, empty said kindly", async () => {
    fakeApi(() => json({ ...classRanking, weekly: { weekStart: '2026-11-16', entries: [] } }));
    await renderRanking(learner, '/ranking?periodo=turma');
    expect(await screen.findByRole('list', { name: 'Classificação da turma' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Esta semana' })));
    expect(
      await screen.findByText('Ninguém da sua turma pontuou nesta semana ainda. Pratique e seja o primeiro!'),
    ).toBeInTheDocument();
  });

  it("'Minha turma' says so kindly for a learner in no class", async () => {
    fakeApi(() => json({ className: null, entries: [], weekly: { weekStart: '2026-11-16', entries: [] } }));
    await renderRanking(learner);
    await act(() => userEvent.click(screen.getByRole('tab', { name: 'Minha turma' })));
    expect(await screen.findByText(/Você ainda não está em uma turma/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("'Minha turma' asks a visitor to sign in, without calling the server", async () => {
    token.value = null;
    try {
      const api = fakeApi(() => json({ className: null, entries: [] }));
      await renderRanking(null, '/ranking?lista=turma');
      expect(
        await screen.findByText('Entre na sua conta para ver a classificação da sua turma.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
      await act(() => userEvent.click(screen.getByRole('tab', { name: 'Geral' })));
      expect(
        await screen.findByText('Entre na sua conta para ver a classificação da sua turma.'),
      ).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    } finally {
      token.value = 'id-token-de-teste';
    }
  });

  it('shows the error with an apology, and tries again', async () => {
    let fail = true;
    fakeApi(({ url }) =>
      fail ? json({ error: 'falhou' }, 500) : json(url.endsWith('/weekly') ? week : allTime),
    );
    await renderRanking();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Erro ao carregar ranking\.Desculpe/);
    fail = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(await screen.findByRole('list', { name: 'Classificação da semana' })).toBeInTheDocument();
  });
});
