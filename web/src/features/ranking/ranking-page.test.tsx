import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import type { AuthUser } from '../../lib/auth-store';
import { fakeApi, json } from '../../testing/fake-api';
import { fakeAuthStore, learner } from '../../testing/fake-auth';
import { RankingPage } from './ranking-page';

function renderRanking(user: AuthUser | null = null) {
  render(
    <MemoryRouter>
      <AuthProvider store={fakeAuthStore(user)}>
        <RankingPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}

const entries = [
  { id: 'a', name: 'Bia', pointsWriting: 100, pointsSpeaking: 90, totalPoints: 190 },
  { id: learner.uid, name: 'Ana Souza', pointsWriting: 80, pointsSpeaking: 40, totalPoints: 120 },
  { id: 'c', name: 'Caio', pointsWriting: 50, pointsSpeaking: 30, totalPoints: 80 },
  { id: 'd', pointsWriting: 10 },
];

describe('RankingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the users in order, medals for places 1 to 3, defaults for missing fields', async () => {
    const api = fakeApi(() => json(entries));
    renderRanking();
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
    // The list is public: no token is asked for.
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it("highlights the signed-in learner's own row", async () => {
    fakeApi(() => json(entries));
    renderRanking(learner);
    const list = await screen.findByRole('list', { name: 'Classificação dos alunos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('Você');
    expect(rows[0]).not.toHaveAttribute('aria-current');
  });

  it('says so when nobody is ranked yet', async () => {
    fakeApi(() => json([]));
    renderRanking();
    expect(await screen.findByText('Nenhum usuário no ranking ainda.')).toBeInTheDocument();
  });

  it('shows the error with an apology, and tries again', async () => {
    let fail = true;
    fakeApi(() => (fail ? json({ error: 'falhou' }, 500) : json(entries)));
    renderRanking();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao carregar ranking.');
    expect(alert).toHaveTextContent(/^Erro ao carregar ranking\.Desculpe/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Classificação dos alunos' })).toBeInTheDocument();
  });
});
