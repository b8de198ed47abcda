import { exportFileName } from '@shared/contract';
import { PRIVACY_NOTICE_VERSION } from '@shared/rules';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth-user';
import { PENDING_SAVES_KEY } from '../../lib/pending-saves-key';
import { account } from '../../testing/fake-account';
import { fakeApi, json, type Route } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { renderRoute } from '../../testing/render-route';
import { profileRoute } from './profile-page';

const firebase = vi.hoisted(() => ({
  currentIdToken: async () => 'id-token-de-teste',
  refreshUser: vi.fn(async () => undefined),
  secondsSinceSignIn: vi.fn(async () => 10),
  signInProvider: vi.fn(() => 'password'),
  signInAgain: vi.fn(async (_password: string | null) => undefined),
  signOutUser: vi.fn(async () => undefined),
}));
vi.mock('../../lib/firebase', () => firebase);
vi.mock('../../lib/firebase-account', () => firebase);

const actions = vi.hoisted(() => ({
  sendEmailConfirmation: vi.fn(async (_continueUrl: string) => undefined),
}));
vi.mock('../../lib/auth-actions', () => actions);

const progress = {
  points: { pointsWriting: 70, pointsSpeaking: 42, totalPoints: 112 },
  weekPoints: 0,
  weekStart: '2026-11-16',
  streak: { current: 0, best: 0, practisedToday: false },
  days: [],
  audio: { used: 0, limit: 10, remaining: 10 },
  learning: {
    writing: { level: 'beginner', toReview: 0, dueToday: 0, learnedThisWeek: 0 },
    speaking: { level: 'beginner', toReview: 0, dueToday: 0, learnedThisWeek: 0 },
  },
};

/** The profile's reads, and `calls` answering the account's other calls by `METHOD path`. */
function serve(calls: Record<string, Route> = {}, record = account()) {
  return fakeApi((call) => {
    const answer = calls[`${call.method} ${call.url}`];
    if (answer) return answer(call);
    if (call.url === '/api/users/me' && call.method === 'GET') return json(record);
    if (call.url === '/api/users/me/progress') return json(progress);
    return json({ error: `não esperado: ${call.method} ${call.url}` }, 500);
  });
}

async function renderProfile(user: AuthUser = learner) {
  const router = renderRoute(profileRoute, {
    path: '/user',
    user,
    others: [{ path: '/', element: <p>Início</p> }],
  });
  await screen.findByRole('heading', { level: 1, name: /Ana/ });
  return router;
}

const card = (name: string) => screen.getByRole('region', { name });
const dialog = () => screen.getByRole('dialog', { name: 'Excluir sua conta?' });

describe('the profile account', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.unstubAllGlobals());

  it('renames: the name rule refuses with the server sentence, then the stored name shows', async () => {
    const api = serve({ 'PATCH /api/users/me': () => json({ name: 'Ana Clara', showOnRanking: true }) });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Mudar nome' }));
    const field = screen.getByRole('textbox', { name: 'Novo nome no ranking' });
    expect(field).toHaveValue('Ana S.');
    await userEvent.clear(field);
    await userEvent.type(field, '🙂🙂');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'O nome deve ter de 2 a 30 caracteres, com pelo menos uma letra ou um número (sem emojis ou sinais sozinhos).',
      ),
    );
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '  Ana   Clara ');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Clara' })).toBeInTheDocument();
    expect(card('Sua conta')).toHaveTextContent('Pronto: no ranking, agora você aparece como “Ana Clara”.');
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: '  Ana   Clara ' });
  });

  it('a learner without a name of their own is told what others see and how to choose one', async () => {
    serve(
      { 'PATCH /api/users/me': () => json({ name: 'Bia', hasOwnName: true, showOnRanking: true }) },
      account({ name: 'Usuário 4F2K', hasOwnName: false }),
    );
    renderRoute(profileRoute, { path: '/user', user: learner });
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuário 4F2K' })).toBeInTheDocument();
    const hint =
      'Você ainda não escolheu um nome: é assim que os outros alunos veem você no ranking. Toque em Mudar nome para escolher o seu.';
    expect(card('Sua conta')).toHaveTextContent(hint);
    await userEvent.click(screen.getByRole('button', { name: 'Mudar nome' }));
    // The default is not offered as a name to keep.
    const field = screen.getByRole('textbox', { name: 'Novo nome no ranking' });
    expect(field).toHaveValue('');
    await userEvent.type(field, 'Bia');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bia' })).toBeInTheDocument();
    expect(card('Sua conta')).not.toHaveTextContent(hint);
  });

  it("shows the server's refusal of a name", async () => {
    serve({ 'PATCH /api/users/me': () => json({ error: 'Nome recusado pelo servidor.' }, 400) });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Mudar nome' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Nome recusado pelo servidor.')).toBeInTheDocument();
  });

  it('the switch takes the learner off the ranking and back', async () => {
    let shown = true;
    const api = serve({
      'PATCH /api/users/me': ({ body }) => {
        shown = (body as { showOnRanking: boolean }).showOnRanking;
        return json({ name: 'Ana S.', showOnRanking: shown });
      },
    });
    await renderProfile();
    const toggle = screen.getByRole('switch', { name: 'Aparecer no ranking' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Você não aparece no ranking.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Você aparece no ranking.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { showOnRanking: false },
      { showOnRanking: true },
    ]);
  });

  it('asks an account made before the notice to accept it, and records it through create-user', async () => {
    const api = serve(
      { 'POST /api/users/create-user': () => json(account(), 201) },
      account({ privacyNoticeVersion: null }),
    );
    await renderProfile();
    const notice = card('Aviso de privacidade');
    expect(notice).toHaveTextContent('Sua conta foi criada antes do nosso aviso de privacidade.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirmar' }));
    expect(notice).toHaveTextContent('Para continuar, aceite o aviso de privacidade.');
    expect(notice).toHaveTextContent('Diga se você tem 18 anos ou mais.');

    await userEvent.click(
      within(notice).getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade.' }),
    );
    await userEvent.click(within(notice).getByRole('radio', { name: 'Tenho menos de 18 anos' }));
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirmar' }));
    expect(notice).toHaveTextContent('Quem tem menos de 18 anos precisa da concordância de um responsável.');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(
      within(notice).getByRole('checkbox', { name: /Meu pai, minha mãe ou meu responsável/ }),
    );
    await userEvent.click(within(notice).getByRole('button', { name: 'Confirmar' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'Obrigado! Sua confirmação foi registrada.',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      uid: learner.uid,
      email: learner.email,
      name: null,
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: false, guardianConsent: true },
    });
  });

  it('does not ask a learner who accepted the current notice', async () => {
    serve();
    await renderProfile();
    expect(screen.queryByRole('region', { name: 'Aviso de privacidade' })).not.toBeInTheDocument();
  });

  it('downloads the export as a file named for today', async () => {
    const exported = { about: 'Seus dados', account: { uid: learner.uid, name: 'Ana S.' } };
    serve({ 'GET /api/users/me/export': () => json(exported) });
    const saved: { name: string; href: string }[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:dados', revokeObjectURL: () => undefined }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar meus dados' }));
    expect(await screen.findByText('Pronto: o arquivo com os seus dados foi baixado.')).toBeInTheDocument();
    expect(saved).toEqual([
      { name: exportFileName(new Date().toLocaleDateString('en-CA')), href: 'blob:dados' },
    ]);
    click.mockRestore();
  });

  it('deleting needs the word typed; a recent sign-in deletes at once, signs out and lands home', async () => {
    const waiting = { 'pratica-1': { kind: 'writing', points: 10, final: false } };
    localStorage.setItem(
      PENDING_SAVES_KEY,
      JSON.stringify({ [learner.uid]: waiting, 'outro-aluno': waiting }),
    );
    const api = serve({ 'DELETE /api/users/me': () => json({ deleted: true }) });
    const router = await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    const confirm = within(dialog()).getByRole('button', { name: 'Excluir para sempre' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: 'Para confirmar, digite EXCLUIR' }),
      'exclui',
    );
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog()).getByRole('textbox'), 'r');
    await act(() => userEvent.click(confirm));
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ accountDeleted: true });
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(firebase.signOutUser).toHaveBeenCalledTimes(1);
    expect(firebase.signInAgain).not.toHaveBeenCalled();
    // The saves the learner left on the device go with the account; another learner's stay.
    expect(JSON.parse(localStorage.getItem(PENDING_SAVES_KEY) ?? '{}')).toEqual({ 'outro-aluno': waiting });
    localStorage.removeItem(PENDING_SAVES_KEY);
  });

  it('an old sign-in is renewed with the password before the deletion', async () => {
    firebase.secondsSinceSignIn.mockResolvedValueOnce(600);
    const api = serve({ 'DELETE /api/users/me': () => json({ deleted: true }) });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await userEvent.type(within(dialog()).getByRole('textbox'), 'EXCLUIR');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Excluir para sempre' }));
    expect(
      await within(dialog()).findByText('Por segurança, confirme que é você antes de excluir a conta.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Confirmar e excluir' }));
    expect(within(dialog()).getByText('Informe sua senha.')).toBeInTheDocument();
    await userEvent.type(within(dialog()).getByLabelText('Sua senha'), 'segredo123');
    await act(() => userEvent.click(within(dialog()).getByRole('button', { name: 'Confirmar e excluir' })));
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(firebase.signInAgain).toHaveBeenCalledWith('segredo123');
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it("the server's refusal of an old sign-in asks for Google's popup, with its sentence", async () => {
    firebase.signInProvider.mockReturnValueOnce('google');
    let refused = true;
    serve({
      'DELETE /api/users/me': () =>
        refused ? json({ error: 'Por segurança, entre novamente.' }, 401) : json({ deleted: true }),
    });
    await renderProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir minha conta' }));
    await userEvent.type(within(dialog()).getByRole('textbox'), 'EXCLUIR');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Excluir para sempre' }));
    expect(await within(dialog()).findByText('Por segurança, entre novamente.')).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText('Sua senha')).not.toBeInTheDocument();
    refused = false;
    await act(() =>
      userEvent.click(within(dialog()).getByRole('button', { name: 'Entrar com Google e excluir' })),
    );
    expect(await screen.findByText('Início')).toBeInTheDocument();
    expect(firebase.signInAgain).toHaveBeenCalledWith(null);
  });

  it('an e-mail not yet confirmed can have its link sent again', async () => {
    serve();
    await renderProfile({ ...learner, emailVerified: false });
    const account = card('Sua conta');
    expect(account).toHaveTextContent('Ainda não confirmado');
    await userEvent.click(within(account).getByRole('button', { name: 'Enviar link de confirmação' }));
    expect(
      await within(account).findByText(
        `Enviamos um link para ${learner.email}. Abra-o para confirmar seu e-mail.`,
      ),
    ).toBeInTheDocument();
    expect(actions.sendEmailConfirmation).toHaveBeenCalledWith(`${window.location.origin}/user`);
    // A confirmation made on another device shows once the account is read again.
    expect(firebase.refreshUser).toHaveBeenCalled();
  });
});
