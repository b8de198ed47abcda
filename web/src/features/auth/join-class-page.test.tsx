import type { PublicClassLink } from '@shared/contract';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth-user';
import { fakeApi, json, type Route } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { joinClassRoute } from './join-class-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';
const open: PublicClassLink = { className: 'B - noite', state: 'open', seatsLeft: 3 };

/** The link's public read answers `link`; `join` answers POST /api/auth/join-class. */
function serve(link: Route, join?: Route) {
  return fakeApi((call) => {
    if (call.url === `/api/class-links/${TOKEN}`) return link(call);
    if (call.url === '/api/auth/join-class' && join) return join(call);
    return json({ error: `não esperado: ${call.method} ${call.url}` }, 500);
  });
}

function renderJoin(user: AuthUser | null) {
  return renderRoute(joinClassRoute, {
    path: '/turma/:token',
    url: `/turma/${TOKEN}`,
    user,
    others: [
      { path: '/auth', element: <p>Entrar</p> },
      { path: '/', element: <p>Início</p> },
    ],
  });
}

describe('/turma/<token>, a class link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows a visitor the class and its seats left, and the way to an account and back here', async () => {
    const api = serve(() => json(open));
    const router = renderJoin(null);
    expect(await screen.findByRole('heading', { name: 'B - noite' })).toBeVisible();
    expect(screen.getByText('Restam 3 vagas.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Entrar na turma' })).not.toBeInTheDocument();
    // The public read carries no ID token.
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Criar conta' }));
    expect(router.state.location).toMatchObject({
      pathname: '/auth',
      search: '?criar',
      state: { from: `/turma/${TOKEN}` },
    });
  });

  it('a signed-in learner takes a seat: the server says so, then home', async () => {
    const api = serve(
      () => json(open),
      () => json({ success: true, message: '✅ Você entrou na turma “B - noite”. Sua conta foi ativada!' }),
    );
    const router = renderJoin(learner);
    const join = await screen.findByRole('button', { name: 'Entrar na turma' });
    await act(() => userEvent.click(join));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '✅ Você entrou na turma “B - noite”. Sua conta foi ativada!',
    );
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/auth/join-class',
      body: { token: TOKEN },
    });
    expect(screen.queryByRole('button', { name: /Entra/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it("shows the server's refusal (the seats ran out meanwhile) and lets the learner try again", async () => {
    const full = '❌ As vagas deste link de turma acabaram. Peça uma vaga à academia.';
    serve(
      () => json(open),
      () => json({ success: false, message: full, error: full }, 409),
    );
    renderJoin(learner);
    const join = await screen.findByRole('button', { name: 'Entrar na turma' });
    await act(() => userEvent.click(join));
    expect(await screen.findByRole('alert')).toHaveTextContent(full);
    expect(screen.getByRole('button', { name: 'Entrar na turma' })).toBeEnabled();
  });

  it('a full or closed link says so, with no way to join; an unknown one, the server sentence', async () => {
    serve(() => json({ ...open, state: 'closed', seatsLeft: 0 }));
    renderJoin(learner);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link foi fechado pela academia. Peça um novo link ou uma chave de ativação.',
    );
    expect(screen.queryByRole('button', { name: 'Entrar na turma' })).not.toBeInTheDocument();
    cleanup();

    serve(() => json({ ...open, state: 'full', seatsLeft: 0 }));
    renderJoin(learner);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'As vagas deste link acabaram. Peça uma vaga ou uma chave de ativação à academia.',
    );
    cleanup();

    const unknown = '❌ Este link de turma não existe. Confira o link com a academia.';
    serve(() => json({ error: unknown }, 404));
    renderJoin(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    cleanup();

    // A link cut short when copied: said at once, the server not asked.
    const api = serve(() => json(open));
    renderRoute(joinClassRoute, { path: '/turma/:token', url: '/turma/AbCdEf', user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(api.calls).toEqual([]);
  });
});
