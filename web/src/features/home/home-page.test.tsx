import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownActivated } from '../../lib/activation-hint';
import { redirectTarget } from '../../lib/auth-redirect';
import type { AuthUser } from '../../lib/auth-user';
import { pendingKey, takeKeyFrom } from '../../lib/pending-key';
import { rememberActivation } from '../../lib/remember-activation';
import { account } from '../../testing/fake-account';
import { fakeApi, json } from '../../testing/fake-api';
import { task } from '../../testing/fake-assignments';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { HomePage } from './home-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

const KEY = 'ABCDE-FGHJK-MNPQR-STVWX';

function renderHome(user: AuthUser | null) {
  return renderRoute(
    { Component: HomePage },
    { path: '/', user, others: [{ path: '/auth', element: <p>Entrar</p> }] },
  );
}

const callTitle = () => screen.queryByRole('heading', { name: 'Ative sua conta' });

describe('the home page and the activation', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it("a visitor who opened a key link is offered 'Criar conta' and 'Entrar', back home after; nothing is asked of the server", async () => {
    takeKeyFrom(`?chave=${KEY}`);
    const api = fakeApi(() => json({}));
    const router = renderHome(null);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Recebemos sua chave de ativação (${KEY}). Crie sua conta ou entre: a chave já vai estar preenchida.`,
    );
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    await userEvent.click(screen.getByRole('link', { name: 'Criar conta' }));
    expect(router.state.location).toMatchObject({ pathname: '/auth', search: '?criar' });
    expect(redirectTarget(router.state.location.state, 'nenhum')).toBe('/');
    expect(api.calls).toHaveLength(0);
  });

  it('a visitor without a key link sees no banner and no call', () => {
    const api = fakeApi(() => json({}));
    renderHome(null);
    expect(screen.queryByRole('status')).toBeNull();
    expect(callTitle()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('a signed-in learner not activated is called to activate, the key of a link filled in, and activates here', async () => {
    takeKeyFrom(`?chave=${KEY.toLowerCase()}`);
    const api = fakeApi(({ url }) =>
      url === '/api/users/me'
        ? json(account({ hasActivated: false }))
        : url === '/api/assignments'
          ? json({ assignments: [task()] })
          : json({ success: true, message: 'ok' }),
    );
    renderHome(learner);
    expect(await screen.findByRole('heading', { name: 'Ative sua conta' })).toBeVisible();
    expect(
      screen.getByText(
        'Para praticar, informe a chave de ativação que você recebeu da academia. Você só precisa fazer isso uma vez.',
      ),
    ).toBeVisible();
    // Signed in, the key is in the form at once: no banner asks to sign in.
    expect(screen.queryByText(/Crie sua conta ou entre/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Chave de ativação' })).toHaveValue(KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('✅ Sua conta foi ativada com sucesso!')).toBeVisible();
    // Activated, the class's tasks show at once.
    expect(await screen.findByRole('region', { name: 'Tarefas da turma' })).toHaveTextContent(
      'Unidade 4: restaurante',
    );
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/users/me',
      '/api/auth/validate-key',
      '/api/assignments',
    ]);
    expect(isKnownActivated(learner.uid)).toBe(true);
    expect(pendingKey()).toBeNull();
  });

  it('an activated learner who opens a used key link is told the account is active, with no prompt', async () => {
    takeKeyFrom(`?chave=${KEY}`);
    const api = fakeApi(({ url }) =>
      url === '/api/assignments' ? json({ assignments: [] }) : json(account({ hasActivated: true })),
    );
    renderHome(learner);
    expect(
      await screen.findByText('Sua conta já está ativada. Você não precisa de outra chave: é só praticar!'),
    ).toBeVisible();
    expect(callTitle()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Chave de ativação' })).toBeNull();
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/assignments']),
    );
    expect(pendingKey()).toBeNull();
    expect(isKnownActivated(learner.uid)).toBe(true);
  });

  it("a learner known to be activated on this device is asked nothing about it, only the class's tasks: none, nothing shows", async () => {
    rememberActivation(learner.uid, true);
    const api = fakeApi(() => json({ assignments: [] }));
    renderHome(learner);
    await vi.waitFor(() => expect(api.calls.map((call) => call.url)).toEqual(['/api/assignments']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls).toHaveLength(1);
    expect(callTitle()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Tarefas da turma' })).toBeNull();
  });

  it("an activated learner whose class has a task sees 'Tarefas da turma' between the three buttons and the practices", async () => {
    rememberActivation(learner.uid, true);
    fakeApi(() => json({ assignments: [task()] }));
    renderHome(learner);
    const tasks = await screen.findByRole('region', { name: 'Tarefas da turma' });
    expect(tasks).toHaveTextContent('Unidade 4: restaurante');
    expect(tasks).toHaveTextContent('Escrita: 6 de 10 frases');
    expect(within(tasks).getByRole('link', { name: /^Praticar escrita/ })).toHaveAttribute(
      'href',
      '/listening-writing',
    );
    const practices = screen.getByRole('heading', { level: 2, name: 'Três formas de praticar' });
    expect(tasks.compareDocumentPosition(practices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("an activated learner not yet known here is asked about once, then sees the class's tasks", async () => {
    const api = fakeApi(({ url }) =>
      url === '/api/assignments' ? json({ assignments: [task()] }) : json(account({ hasActivated: true })),
    );
    renderHome(learner);
    const tasks = await screen.findByRole('region', { name: 'Tarefas da turma' });
    expect(tasks).toHaveTextContent('Escrita: 6 de 10 frases');
    expect(isKnownActivated(learner.uid)).toBe(true);
    expect(api.calls.map((call) => call.url)).toEqual(['/api/users/me', '/api/assignments']);
    expect(callTitle()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
