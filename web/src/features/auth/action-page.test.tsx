import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { actionRoute, readActionLink } from './action-page';

const firebase = vi.hoisted(() => ({
  signInWithEmail: vi.fn(async (_email: string, _password: string) => undefined),
  refreshUser: vi.fn(async () => undefined),
}));
vi.mock('../../lib/firebase', () => firebase);
vi.mock('../../lib/firebase-account', () => firebase);

/** An error as the SDK (and lib/auth-actions.ts) throws it. */
const failure = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const actions = vi.hoisted(() => ({
  checkPasswordResetCode: vi.fn(async (_code: string) => 'ana@example.com'),
  confirmPasswordReset: vi.fn(async (_code: string, _password: string) => 'ana@example.com'),
  confirmEmail: vi.fn(async (_code: string) => undefined),
}));
vi.mock('../../lib/auth-actions', () => actions);

const origin = window.location.origin;

/** Opens the page as the e-mail's link does (each test its own code: a code is tried once). */
function open(search: string) {
  return renderRoute(actionRoute, {
    path: '/auth/acao',
    url: `/auth/acao?${search}`,
    user: null,
    others: [
      { path: '/auth', element: <p>Entrar</p> },
      { path: '/user', element: <p>Perfil</p> },
    ],
  });
}

describe('the e-mail action page', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sets a new password, then signs the learner in and goes where the link says', async () => {
    const router = open(
      `mode=resetPassword&oobCode=codigo-1&continueUrl=${encodeURIComponent(`${origin}/auth`)}`,
    );
    expect(screen.getByRole('heading', { name: 'Conferindo o link…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Criar uma nova senha' })).toBeInTheDocument();
    expect(screen.getByText('Para a conta ana@example.com.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(screen.getByText('Informe a nova senha.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova-senha-1');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' })));
    expect(await screen.findByText('Entrar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(actions.checkPasswordResetCode).toHaveBeenCalledWith('codigo-1');
    expect(actions.confirmPasswordReset).toHaveBeenCalledWith('codigo-1', 'nova-senha-1');
    expect(firebase.signInWithEmail).toHaveBeenCalledWith('ana@example.com', 'nova-senha-1');
  });

  it('a used or expired link says so and offers to ask again', async () => {
    actions.checkPasswordResetCode.mockRejectedValueOnce(failure('auth/invalid-action-code'));
    open('mode=resetPassword&oobCode=codigo-2');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link para criar uma nova senha expirou ou já foi usado.',
    );
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/auth?esqueci');
  });

  it('a link used up while the form was open ends the same way', async () => {
    actions.confirmPasswordReset.mockRejectedValueOnce(failure('auth/expired-action-code'));
    open('mode=resetPassword&oobCode=codigo-3');
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
    expect(firebase.signInWithEmail).not.toHaveBeenCalled();
  });

  it('a weak password is refused in Portuguese and the form stays', async () => {
    actions.confirmPasswordReset.mockRejectedValueOnce(failure('auth/weak-password'));
    open('mode=resetPassword&oobCode=codigo-4');
    await userEvent.type(await screen.findByLabelText('Nova senha'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro Firebase: a senha é fraca demais; use pelo menos 6 caracteres.',
    );
    expect(screen.getByRole('button', { name: 'Salvar e entrar' })).toBeEnabled();
  });

  it('confirms an e-mail and refreshes a learner signed in here', async () => {
    open(`mode=verifyEmail&oobCode=codigo-5&continueUrl=${encodeURIComponent(`${origin}/user`)}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Pronto! Seu e-mail foi confirmado.');
    expect(screen.getByRole('link', { name: 'Ir para o meu perfil' })).toHaveAttribute('href', '/user');
    expect(actions.confirmEmail).toHaveBeenCalledWith('codigo-5');
    expect(firebase.refreshUser).toHaveBeenCalledTimes(1);
  });

  it('an expired confirmation link points to the profile, where a new one is sent', async () => {
    actions.confirmEmail.mockRejectedValueOnce(failure('auth/invalid-action-code'));
    open('mode=verifyEmail&oobCode=codigo-6');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de confirmação expirou ou já foi usado.',
    );
    expect(screen.getByRole('link', { name: 'Ir para o meu perfil' })).toHaveAttribute('href', '/user');
  });

  it('a link without its code, or of another kind, is not valid', () => {
    open('mode=resetPassword');
    expect(screen.getByRole('heading', { name: 'Link inválido' })).toBeInTheDocument();
    expect(actions.checkPasswordResetCode).not.toHaveBeenCalled();
  });

  it('a failed connection can be tried again', async () => {
    actions.confirmEmail.mockRejectedValueOnce(failure('auth/network-request-failed'));
    open('mode=verifyEmail&oobCode=codigo-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Erro Firebase: sem conexão com o servidor de login. Verifique sua internet.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pronto! Seu e-mail foi confirmado.');
    expect(actions.confirmEmail).toHaveBeenCalledTimes(2);
  });
});

describe('readActionLink', () => {
  it("follows the link's continue URL only to this app", () => {
    const ours = readActionLink(
      `mode=verifyEmail&oobCode=x&continueUrl=${encodeURIComponent(`${origin}/ranking?periodo=geral`)}`,
      origin,
      '/user',
    );
    expect(ours).toEqual({ mode: 'verifyEmail', oobCode: 'x', next: '/ranking?periodo=geral' });
    const theirs = readActionLink(
      'mode=resetPassword&oobCode=x&continueUrl=https%3A%2F%2Fevil.example%2F',
      origin,
      '/user',
    );
    expect(theirs.next).toBe('/user');
    expect(readActionLink('mode=recoverEmail&oobCode=x', origin, '/user').mode).toBeNull();
  });
});
