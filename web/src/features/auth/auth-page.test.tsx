import { PRIVACY_NOTICE_VERSION } from '@shared/rules';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTarget } from '../../lib/auth-redirect';
import type { AuthUser } from '../../lib/auth-user';
import { account } from '../../testing/fake-account';
import { fakeApi, json } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { authRoute } from './auth-page';

const marina: AuthUser = {
  uid: 'nova-1',
  email: 'marina@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: false,
};
const gabi: AuthUser = { ...marina, uid: 'google-1', displayName: 'Gabriela Gomes', emailVerified: true };

const firebase = vi.hoisted(() => ({
  currentIdToken: async () => 'id-token-de-teste',
  signUpWithEmail: vi.fn(),
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  signOutUser: vi.fn(async () => undefined),
  discardNewAccount: vi.fn(async () => undefined),
}));
vi.mock('../../lib/firebase', () => firebase);
vi.mock('../../lib/firebase-account', () => firebase);

const actions = vi.hoisted(() => ({
  sendEmailConfirmation: vi.fn(async (_continueUrl: string) => undefined),
  sendPasswordReset: vi.fn(async (_email: string, _continueUrl: string) => undefined),
}));
vi.mock('../../lib/auth-actions', () => actions);

/** Stands for the first step (./first-step-page.tsx): says where it will send the learner. */
function FirstStepProbe() {
  return <p>Primeiro passo, depois {redirectTarget(useLocation().state, 'nenhum destino')}</p>;
}

function renderAuth(url = '/auth') {
  return renderRoute(authRoute, {
    path: '/auth',
    url,
    user: null,
    others: [
      { path: '/user', element: <p>Perfil</p> },
      { path: '/primeiro-passo', element: <FirstStepProbe /> },
    ],
  });
}

/** A button by its whole name ('Entrar' is not 'Entrar com Google'). */
const button = (name: string) => screen.getByRole('button', { name: (accessible) => accessible === name });

async function fillSignUp({ name = '', adult = true }: { name?: string; adult?: boolean } = {}) {
  await userEvent.click(button('Não tem conta? Criar conta'));
  if (name) await userEvent.type(screen.getByLabelText('Nome (opcional)'), name);
  await userEvent.type(screen.getByLabelText('E-mail'), marina.email ?? '');
  await userEvent.type(screen.getByLabelText('Senha'), 'segredo123');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade.' }));
  await userEvent.click(
    screen.getByRole('radio', { name: adult ? 'Tenho 18 anos ou mais' : 'Tenho menos de 18 anos' }),
  );
}

describe('AuthPage', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('signs up only with the notice accepted and the age given, and a name the rule accepts', async () => {
    const api = fakeApi(() => json(account(), 201));
    renderAuth();
    await userEvent.click(button('Não tem conta? Criar conta'));
    await userEvent.type(screen.getByLabelText('Nome (opcional)'), '\u202E🙂');
    await userEvent.click(button('Criar conta'));
    expect(screen.getByLabelText('Nome (opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('O nome deve ter de 2 a 30 caracteres'),
    );
    expect(screen.getByText('Para continuar, aceite o aviso de privacidade.')).toBeInTheDocument();
    expect(screen.getByText('Diga se você tem 18 anos ou mais.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ler o aviso de privacidade' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(firebase.signUpWithEmail).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('a learner under 18 confirms a guardian agrees', async () => {
    fakeApi(() => json(account(), 201));
    renderAuth();
    await fillSignUp({ adult: false });
    await userEvent.click(button('Criar conta'));
    expect(
      screen.getByText('Quem tem menos de 18 anos precisa da concordância de um responsável.'),
    ).toBeInTheDocument();
    expect(firebase.signUpWithEmail).not.toHaveBeenCalled();
  });

  it('records the consent and lets the server choose the name when none was typed; sends the confirmation e-mail', async () => {
    firebase.signUpWithEmail.mockResolvedValue(marina);
    const api = fakeApi(() => json(account(), 201));
    renderAuth();
    await fillSignUp();
    await act(() => userEvent.click(button('Criar conta')));
    // A new account goes through the first step, then where the sign-in would have gone.
    expect(await screen.findByText('Primeiro passo, depois /user')).toBeInTheDocument();
    expect(firebase.signUpWithEmail).toHaveBeenCalledWith(marina.email, 'segredo123', null);
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      [
        '/api/users/create-user',
        {
          uid: marina.uid,
          email: marina.email,
          name: null,
          consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true },
        },
      ],
    ]);
    expect(actions.sendEmailConfirmation).toHaveBeenCalledWith(`${window.location.origin}/user`);
  });

  it('a typed name is cleaned by the shared rule before it is sent', async () => {
    firebase.signUpWithEmail.mockResolvedValue(marina);
    const api = fakeApi(() => json(account(), 201));
    renderAuth();
    await fillSignUp({ name: '  Marina   Teste ' });
    await act(() => userEvent.click(button('Criar conta')));
    await screen.findByText('Primeiro passo, depois /user');
    expect(firebase.signUpWithEmail).toHaveBeenCalledWith(marina.email, 'segredo123', 'Marina Teste');
    expect(api.calls[0]?.body).toMatchObject({ name: 'Marina Teste' });
  });

  it("a first Google sign-in asks for the notice before create-user, and never sends Google's full name", async () => {
    firebase.signInWithGoogle.mockResolvedValue({ user: gabi, isNewUser: true });
    const api = fakeApi(() => json(account(), 201));
    renderAuth();
    await userEvent.click(button('Entrar com Google'));
    expect(await screen.findByRole('heading', { name: 'Só mais um passo' })).toBeInTheDocument();
    expect(
      screen.getByText('No ranking, você aparecerá como “Gabriela G.”. Dá para mudar no seu perfil.'),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade.' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Tenho 18 anos ou mais' }));
    await act(() => userEvent.click(button('Criar minha conta')));
    expect(await screen.findByText('Primeiro passo, depois /user')).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([
      {
        uid: gabi.uid,
        email: gabi.email,
        name: null,
        consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true },
      },
    ]);
  });

  it('cancelling the Google step deletes the account just made', async () => {
    firebase.signInWithGoogle.mockResolvedValue({ user: gabi, isNewUser: true });
    const api = fakeApi(() => json(account(), 201));
    renderAuth();
    await userEvent.click(button('Entrar com Google'));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Tudo bem: nenhuma conta foi criada.')).toBeInTheDocument();
    expect(firebase.discardNewAccount).toHaveBeenCalledTimes(1);
    expect(button('Entrar com Google')).toBeEnabled();
    expect(api.calls).toHaveLength(0);
  });

  it('a returning Google learner goes straight in', async () => {
    firebase.signInWithGoogle.mockResolvedValue({ user: gabi, isNewUser: false });
    const api = fakeApi(() => json(account()));
    renderAuth();
    await act(() => userEvent.click(button('Entrar com Google')));
    expect(await screen.findByText('Perfil')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('"Esqueci minha senha" sends the link and answers the same for any e-mail', async () => {
    renderAuth();
    await userEvent.click(button('Esqueci minha senha'));
    expect(screen.getByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
    await userEvent.click(button('Enviar link'));
    expect(screen.getByText('Informe seu e-mail.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'quem@example.com');
    await userEvent.click(button('Enviar link'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se houver uma conta com quem@example.com, enviamos para lá um link para criar uma nova senha.',
    );
    expect(actions.sendPasswordReset).toHaveBeenCalledWith(
      'quem@example.com',
      `${window.location.origin}/auth`,
    );
    await userEvent.click(button('Voltar para o login'));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('/auth?esqueci opens on the form for a new password', () => {
    renderAuth('/auth?esqueci');
    expect(screen.getByRole('heading', { name: 'Nova senha' })).toBeInTheDocument();
  });

  it("/auth?criar (a key link's 'Criar conta') opens on the sign-up form", () => {
    renderAuth('/auth?criar');
    expect(screen.getByRole('heading', { name: 'Criar conta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome (opcional)')).toBeInTheDocument();
  });
});
