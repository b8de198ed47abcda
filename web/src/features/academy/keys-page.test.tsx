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

/** The class list and the keys; `keys` changes as the test mints and revokes. */
function keysApi(state = { keys: [...classKeys] }) {
  return fakeApi(({ method, url, body }) => {
    if (url === '/api/academy/classes') return json({ canManage: true, classes: [classSummary()] });
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
