import type { ConversationDetail, ConversationSummary } from '@shared/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api';
import { learner } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import { historyRoute, sessionRoute } from './history-page';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

const AGE = {
  said: 'I have 20 years.',
  better: 'I am 20 years old.',
  explanation: 'Idade se diz com "to be".',
};

function summary(change: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    sessionId: 'sessao-1',
    startedAt: '2026-11-24T13:05:00.000Z',
    scenarioId: 'cafeteria',
    minutes: 4,
    points: 6,
    replies: 3,
    corrections: [AGE],
    targetsUsed: ['small', 'to go'],
    ...change,
  };
}

const renderHistory = () => renderRoute(historyRoute, { path: '/conversas', user: learner });

describe('Conversas anteriores', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each conversation: date in pt-BR, scenario or "Conversa livre", minutes, points and corrections', async () => {
    const api = fakeApi(() =>
      json({
        conversations: [
          summary(),
          summary({ sessionId: 'sessao-0', scenarioId: null, minutes: 1, points: 2, corrections: [] }),
        ],
      }),
    );
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(api.calls.map(({ url }) => url)).toEqual(['/api/conversations']);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Pedir um café' })).toHaveAttribute(
      'href',
      '/conversas/sessao-1',
    );
    expect(first).toHaveTextContent('24/11/2026, 10:05');
    expect(first).toHaveTextContent('4 minutos');
    expect(first).toHaveTextContent('6 pontos');
    expect(first).toHaveTextContent('1 correção');
    expect(first).toHaveTextContent('I have 20 years. → I am 20 years old.');
    expect(screen.getByRole('link', { name: 'Conversa livre' })).toBeInTheDocument();
    expect(screen.getByText('Nenhuma correção')).toBeInTheDocument();
  });

  it('says when there is nothing yet, with a way to talk', async () => {
    fakeApi(() => json({ conversations: [] }));
    renderHistory();
    expect(await screen.findByText(/Você ainda não tem conversas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversar agora' })).toHaveAttribute('href', '/talking');
  });

  it('a failed read says so in Portuguese and retries', async () => {
    const answers = [json({ error: 'Erro' }, 500), json({ conversations: [summary()] })];
    fakeApi(() => answers.shift() ?? json({ error: 'Erro' }, 500));
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar suas conversas.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: 'Pedir um café' })).toBeInTheDocument();
  });

  it('a signed-out visitor goes home', async () => {
    fakeApi(() => json({ error: 'Não autenticado' }, 401));
    const router = renderRoute(historyRoute, {
      path: '/conversas',
      user: null,
      others: [{ path: '/', element: <p>Início</p> }],
    });
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('one kept conversation', () => {
  afterEach(() => vi.unstubAllGlobals());

  const detail: ConversationDetail = {
    ...summary(),
    turns: [
      {
        role: 'tutor',
        text: 'Hi there! What can I get for you today?',
        translation: 'Oi! O que eu posso pegar para você hoje?',
      },
      { role: 'learner', text: 'I have 20 years. A small coffee.' },
    ],
    broughtBack: null,
  };

  it('shows its lines with their translations, the targets used and the corrections', async () => {
    const api = fakeApi(() => json(detail));
    renderRoute(sessionRoute, { path: '/conversas/:sessionId', url: '/conversas/sessao-1', user: learner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pedir um café' })).toBeInTheDocument();
    expect(api.calls.map(({ url }) => url)).toEqual(['/api/conversations/sessao-1']);
    const turns = screen.getByRole('region', { name: 'Falas da conversa' });
    expect(turns).toHaveTextContent('Oi! O que eu posso pegar para você hoje?');
    expect(turns).toHaveTextContent('I have 20 years. A small coffee.');
    const targets = screen.getByRole('region', { name: 'Expressões da situação' });
    expect(targets).toHaveTextContent('Você usou 2 de 4: small, to go');
    expect(screen.getByRole('region', { name: 'Correções' })).toHaveTextContent('I am 20 years old.');
  });

  it("another learner's conversation (404) is not found", async () => {
    fakeApi(() => json({ error: 'Conversa não encontrada.' }, 404));
    renderRoute(sessionRoute, { path: '/conversas/:sessionId', url: '/conversas/de-outro', user: learner });
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta conversa não existe mais ou não é sua.');
  });
});
