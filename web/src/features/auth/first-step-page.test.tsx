import type { UserProfile } from '@shared/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isKnownActivated } from '../../lib/activation-hint';
import type { AuthUser } from '../../lib/auth-user';
import { pendingKey, takeKeyFrom } from '../../lib/pending-key';
import { account } from '../../testing/fake-account';
import { fakeApi, json, type Route } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { firstStepRoute } from './first-step-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

/** A learner who just signed up without a name: the server shows them with their mark. */
const newcomer = account({ name: 'Usuário 4F2K', hasOwnName: false, hasActivated: false });

/** GET /api/users/me answers `record`; `calls` answer the rest by `METHOD path`. */
function serve(record: UserProfile, calls: Record<string, Route> = {}) {
  return fakeApi((call) => {
    const answer = calls[`${call.method} ${call.url}`];
    if (answer) return answer(call);
    if (call.url === '/api/users/me' && call.method === 'GET') return json(record);
    return json({ error: `não esperado: ${call.method} ${call.url}` }, 500);
  });
}

function renderStep(user: AuthUser | null = learner) {
  return renderRoute(firstStepRoute, {
    path: '/primeiro-passo',
    user,
    others: [
      { path: '/user', element: <p>Perfil</p> },
      { path: '/', element: <p>Início</p> },
    ],
  });
}

const nameField = () => screen.getByRole('textbox', { name: 'Seu primeiro nome (opcional)' });
const keyField = () => screen.getByRole('textbox', { name: 'Chave de ativação' });
const button = (name: string) => screen.getByRole('button', { name });
const sent = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body]);

describe('the first step after sign-up', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('asks a first name, saying what others see without one, and the key a link brought; "Agora não" goes on', async () => {
    takeKeyFrom('?chave=abcde-fghjk-mnpqr-stvwx');
    const api = serve(newcomer);
    const router = renderStep();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boas-vindas ao Fala Inglês!' }),
    ).toBeVisible();
    expect(nameField()).toHaveAccessibleDescription(
      'É como você aparece no ranking da academia. Sem ele, você aparece como “Usuário 4F2K”.',
    );
    expect(keyField()).toHaveValue('ABCDE-FGHJK-MNPQR-STVWX');
    expect(
      screen.getByText(
        'Sem a chave agora? Você pode ativar depois, na página inicial ou ao começar uma prática.',
      ),
    ).toBeVisible();
    await userEvent.click(button('Agora não'));
    expect(await screen.findByText('Perfil')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
    expect(sent(api)).toEqual([]);
    // Skipped, the key waits for the home page or a practice.
    expect(pendingKey()).toBe('ABCDE-FGHJK-MNPQR-STVWX');
  });

  it('saves the name, activates, says so, and goes on 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = serve(newcomer, {
      'PATCH /api/users/me': () => json({ name: 'Bia', hasOwnName: true, showOnRanking: true }),
      'POST /api/auth/validate-key': () => json({ success: true, message: 'ok' }),
    });
    renderStep();
    await user.type(await screen.findByRole('textbox', { name: 'Seu primeiro nome (opcional)' }), ' Bia ');
    await user.type(keyField(), 'ABCDE-FGHJK-MNPQR-STVWX');
    await user.click(button('Continuar'));
    expect(await screen.findByText('Pronto: no ranking, agora você aparece como “Bia”.')).toBeVisible();
    expect(await screen.findByText('✅ Sua conta foi ativada com sucesso!')).toBeVisible();
    expect(sent(api)).toEqual([
      ['PATCH', '/api/users/me', { name: ' Bia ' }],
      ['POST', '/api/auth/validate-key', { userId: learner.uid, activationKey: 'ABCDE-FGHJK-MNPQR-STVWX' }],
    ]);
    expect(isKnownActivated(learner.uid)).toBe(true);
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.queryByText('Perfil')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText('Perfil')).toBeInTheDocument();
  });

  it('with nothing typed, asks for the key; a name the rule refuses is not sent', async () => {
    const api = serve(newcomer);
    renderStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('❌ Insira uma chave válida!');
    await userEvent.type(nameField(), '🙂🙂');
    await userEvent.click(button('Continuar'));
    expect(nameField()).toHaveAccessibleDescription(
      expect.stringContaining('O nome deve ter de 2 a 30 caracteres'),
    );
    expect(sent(api)).toEqual([]);
  });

  it('a refused key keeps the saved name: trying again sends only the key', async () => {
    let tries = 0;
    const api = serve(newcomer, {
      'PATCH /api/users/me': () => json({ name: 'Bia', hasOwnName: true, showOnRanking: true }),
      'POST /api/auth/validate-key': () =>
        tries++ === 0
          ? json(
              { success: false, message: '❌ Esta chave já foi usada. Peça uma nova chave à academia.' },
              409,
            )
          : json({ success: true, message: 'ok' }),
    });
    renderStep();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Seu primeiro nome (opcional)' }), 'Bia');
    await userEvent.type(keyField(), 'ABCDE-FGHJK-MNPQR-STVWX');
    await userEvent.click(button('Continuar'));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Esta chave já foi usada.');
    expect(screen.getByText('Pronto: no ranking, agora você aparece como “Bia”.')).toBeVisible();
    await userEvent.click(button('Continuar'));
    expect(await screen.findByText('✅ Sua conta foi ativada com sucesso!')).toBeVisible();
    expect(sent(api).map(([method]) => method)).toEqual(['PATCH', 'POST', 'POST']);
  });

  it('a learner with a name of their own (a Google account) is asked only the key', async () => {
    serve(account({ name: 'Gabi G.', hasOwnName: true, hasActivated: false }));
    renderStep();
    expect(await screen.findByRole('textbox', { name: 'Chave de ativação' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Seu primeiro nome (opcional)' })).toBeNull();
  });

  it('an activated learner with a name goes straight on', async () => {
    serve(account({ hasOwnName: true, hasActivated: true }));
    renderStep();
    expect(await screen.findByText('Perfil')).toBeInTheDocument();
  });

  it('a signed-out visitor goes home', async () => {
    serve(newcomer);
    renderStep(null);
    expect(await screen.findByText('Início')).toBeInTheDocument();
  });
});
