import type { ClassKey, ClassLink } from '@shared/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classKey, classKeys, classSummary } from '../../testing/fake-academy';
import { fakeApi, json } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { resetStaff, staff } from '../../testing/fake-staff';
import { renderRoute } from '../../testing/render-route';
import { keysRoute } from './keys-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'));

const renderKeys = () =>
  renderRoute(keysRoute, {
    path: '/academia/turmas/:classId/chaves',
    url: '/academia/turmas/turma-b/chaves',
    user: learner,
  });

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv_-';

/** The class's link as the server answers it. */
const classLink = (fields: Partial<ClassLink> = {}): ClassLink => ({
  token: TOKEN,
  seats: 25,
  seatsTaken: 0,
  open: true,
  openedAt: '2026-11-20T12:00:00.000Z',
  closedAt: null,
  ...fields,
});

/** The class list, the keys and the link; `keys` and `link` change as the test acts. */
function keysApi(state: { keys: ClassKey[]; link: ClassLink | null } = { keys: [...classKeys], link: null }) {
  return fakeApi(({ method, url, body }) => {
    if (url === '/api/academy/classes') return json({ canManage: true, classes: [classSummary()] });
    if (url.endsWith('/link')) {
      if (method === 'POST') {
        const { seats } = body as { seats: number };
        if (state.link?.open && seats < state.link.seatsTaken) {
          return json(
            { error: 'Este link já tem 2 vagas ocupadas: as vagas não podem ser menos que isso.' },
            409,
          );
        }
        state.link = state.link?.open ? { ...state.link, seats } : classLink({ seats });
      }
      if (method === 'DELETE' && state.link) {
        state.link = { ...state.link, open: false, closedAt: '2026-11-21T12:00:00.000Z' };
      }
      return json({ link: state.link });
    }
    if (method === 'POST' && url.endsWith('/keys')) {
      const minted = Array.from(
        { length: (body as { count: number }).count },
        (_, i) => `NOVA${i + 1}-XXXXX`,
      );
      state.keys = [...minted.map((key) => classKey({ key })), ...state.keys];
      return json({ keys: minted }, 201);
    }
    if (method === 'POST' && url.endsWith('/revoke')) {
      const key = decodeURIComponent(url.split('/')[4] ?? '');
      state.keys = state.keys.map((each) =>
        each.key === key ? { ...each, state: 'revoked' as const } : each,
      );
      return json({ key, state: 'revoked' });
    }
    return json({ keys: state.keys });
  });
}

const table = () => screen.findByRole('table', { name: 'Chaves da turma' });

describe('/academia/turmas/:classId/chaves, the keys of a class', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('shows each key with its state: livre, usada por NOME em DATA, revogada', async () => {
    const api = keysApi();
    renderKeys();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'livre',
      'usada por Ana Souza em 10/11/2026',
      'usada por Caio Lima em 11/11/2026',
      'revogada em 12/11/2026',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Chaves da Turma B' })).toBeInTheDocument();
    // Only the free key can be revoked.
    expect(screen.getAllByRole('button', { name: /^Revogar a chave/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Folha para imprimir' })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b/folha',
    );
    expect(api.calls.map((call) => call.url).sort()).toEqual([
      '/api/academy/classes',
      '/api/academy/classes/turma-b/keys',
      '/api/academy/classes/turma-b/link',
    ]);
  });

  it('mints 1 to 200 keys, says how many, and lists them', async () => {
    const api = keysApi();
    renderKeys();
    await table();
    const count = screen.getByRole('spinbutton', { name: 'Quantas chaves?' });
    await userEvent.clear(count);
    await userEvent.type(count, '201');
    await userEvent.click(screen.getByRole('button', { name: 'Criar chaves' }));
    expect(screen.getByText('Informe um número de 1 a 200.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar chaves' })));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('3 chaves criadas.');
    expect(said).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/academy/classes/turma-b/keys',
      body: { count: 3 },
    });
    await vi.waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(8));
  });

  it('revokes an unused key only after confirmation', async () => {
    const api = keysApi();
    renderKeys();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar a chave ABCDE-FGHJK-MNPQR-STVWX' }));
    let dialog = screen.getByRole('dialog', { name: 'Revogar a chave ABCDE-FGHJK-MNPQR-STVWX?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Revogar a chave ABCDE-FGHJK-MNPQR-STVWX' }));
    dialog = screen.getByRole('dialog', { name: 'Revogar a chave ABCDE-FGHJK-MNPQR-STVWX?' });
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Revogar chave' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Chave ABCDE-FGHJK-MNPQR-STVWX revogada.');
    expect(api.calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/academy/keys/ABCDE-FGHJK-MNPQR-STVWX/revoke',
    );
    await vi.waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Revogar a chave/ })).toHaveLength(0),
    );
  });

  it("shows the server's sentence when a key cannot be revoked (used meanwhile)", async () => {
    fakeApi(({ url }) => {
      if (url.endsWith('/revoke')) return json({ error: 'Esta chave já foi usada.' }, 409);
      if (url === '/api/academy/classes') return json({ canManage: true, classes: [classSummary()] });
      if (url.endsWith('/link')) return json({ link: null });
      return json({ keys: classKeys });
    });
    renderKeys();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar a chave ABCDE-FGHJK-MNPQR-STVWX' }));
    const dialog = screen.getByRole('dialog');
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Revogar chave' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Esta chave já foi usada.');
  });

  it('a teacher sees the keys, and neither mints nor revokes', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    keysApi();
    renderKeys();
    await table();
    expect(screen.queryByRole('button', { name: 'Criar chaves' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revogar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar chaves (CSV)' })).toBeInTheDocument();
  });
});

describe('the keys page\'s "Link da turma"', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  const card = () => screen.findByRole('region', { name: 'Link da turma' });

  it('opens a link with N seats, shows it with its QR code and seats, copies it, and closes it', async () => {
    const state = { keys: [...classKeys], link: null as ClassLink | null };
    const api = keysApi(state);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderKeys();
    const region = await card();
    expect(within(region).getByText('Esta turma ainda não tem link.')).toBeInTheDocument();
    const seats = within(region).getByRole('spinbutton', { name: 'Vagas' });
    expect(seats).toHaveValue(30);
    await userEvent.clear(seats);
    await userEvent.type(seats, '0');
    await userEvent.click(within(region).getByRole('button', { name: 'Abrir link' }));
    expect(within(region).getByText('Informe um número de 1 a 200.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(seats);
    await userEvent.type(seats, '25');
    await act(() => userEvent.click(within(region).getByRole('button', { name: 'Abrir link' })));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Link aberto. Envie o link ou mostre o QR code para a turma.',
    );
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/academy/classes/turma-b/link',
      body: { seats: 25 },
    });
    const url = `${window.location.origin}/turma/${TOKEN}`;
    expect(within(region).getByRole('textbox', { name: 'Link para os alunos' })).toHaveValue(url);
    expect(within(region).getByRole('img', { name: 'QR code do link da turma' })).toBeInTheDocument();
    expect(within(region).getByText('0 de 25 vagas ocupadas · 25 livres')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(region).getByText('Link copiado.')).toBeInTheDocument();

    await act(() => userEvent.click(within(region).getByRole('button', { name: 'Fechar link' })));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Link fechado. Ninguém mais entra na turma por ele.',
    );
    expect(api.calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/academy/classes/turma-b/link' });
    expect(
      within(region).getByText(
        'O último link foi fechado em 21/11/2026, com 0 de 25 vagas ocupadas. Ele não funciona mais.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Abrir link' })).toBeInTheDocument();
  });

  it('changes the seats of the open link, says when it is full, and shows a refusal', async () => {
    keysApi({ keys: [...classKeys], link: classLink({ seats: 2, seatsTaken: 2 }) });
    renderKeys();
    const region = await card();
    expect(within(region).getByText('2 de 2 vagas ocupadas · 0 livres')).toBeInTheDocument();
    expect(
      within(region).getByText('Todas as vagas foram ocupadas: aumente as vagas para mais alunos entrarem.'),
    ).toBeInTheDocument();
    const seats = within(region).getByRole('spinbutton', { name: 'Vagas' });
    expect(seats).toHaveValue(2);
    await userEvent.clear(seats);
    await userEvent.type(seats, '1');
    await act(() => userEvent.click(within(region).getByRole('button', { name: 'Mudar vagas' })));
    expect(
      await within(region).findByText(
        'Este link já tem 2 vagas ocupadas: as vagas não podem ser menos que isso.',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(seats);
    await userEvent.type(seats, '5');
    await act(() => userEvent.click(within(region).getByRole('button', { name: 'Mudar vagas' })));
    expect(await within(region).findByRole('status')).toHaveTextContent('Agora o link tem 5 vagas.');
    expect(within(region).getByText('2 de 5 vagas ocupadas · 3 livres')).toBeInTheDocument();
  });

  it('a teacher sees the open link to hand it out, and neither opens nor closes it', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    keysApi({ keys: [...classKeys], link: classLink({ seatsTaken: 3 }) });
    renderKeys();
    const region = await card();
    expect(within(region).getByRole('textbox', { name: 'Link para os alunos' })).toHaveValue(
      `${window.location.origin}/turma/${TOKEN}`,
    );
    expect(within(region).getByText('3 de 25 vagas ocupadas · 22 livres')).toBeInTheDocument();
    expect(within(region).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Fechar link' })).not.toBeInTheDocument();
  });
});
