import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classSummary } from '../../../testing/fake-academy';
import { fakeApi, json } from '../../../testing/fake-api';
import { learner } from '../../../testing/fake-auth';
import { listSummary } from '../../../testing/fake-lists';
import { resetStaff, staff } from '../../../testing/fake-staff';
import { renderRoute } from '../../../testing/render-route';
import { listsRoute } from './lists-route';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../../lib/staff-role', () => import('../../../testing/fake-staff'));

const renderLists = () =>
  renderRoute(listsRoute, { path: '/academia/listas/:listId?', url: '/academia/listas', user: learner });

describe('/academia/listas, the academy’s phrase lists', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('lists each with its level in Portuguese, its classes, phrases and last change; leads to each and to a new one', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    const api = fakeApi(({ url }) =>
      url === '/api/academy/classes'
        ? json({ canManage: false, classes: [classSummary()] })
        : json({
            canMakeAcademyWide: false,
            lists: [
              listSummary({
                id: 'geral',
                name: 'Frases do dia a dia',
                level: 'beginner',
                classIds: [],
                phrases: 40,
                canEdit: false,
              }),
              listSummary({ classIds: ['turma-b', 'turma-de-outro'] }),
            ],
          }),
    );
    renderLists();
    const table = await screen.findByRole('table', { name: 'Listas da academia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Frases do dia a diaSó leitura',
      'Unidade 4 - Restaurante',
    ]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Iniciante', 'Toda a academia', '40', '20/11/2026'],
      ['Intermediário', 'Turma B, 1 outra turma', '2', '20/11/2026'],
    ]);
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: 'Unidade 4 - Restaurante' }),
    ).toHaveAttribute('href', '/academia/listas/unidade-4');
    expect(screen.getByRole('link', { name: 'Nova lista' })).toHaveAttribute('href', '/academia/listas/nova');
    expect(screen.getByRole('link', { name: /Turmas/ })).toHaveAttribute('href', '/academia');
    expect(screen.getByText('Professor(a)')).toBeInTheDocument();
    expect(api.calls.map((call) => call.url).sort()).toEqual(['/api/academy/classes', '/api/academy/lists']);
  });

  it('says when there is no list yet', async () => {
    fakeApi(({ url }) =>
      url === '/api/academy/classes'
        ? json({ canManage: true, classes: [] })
        : json({ canMakeAcademyWide: true, lists: [] }),
    );
    renderLists();
    expect(await screen.findByText('Nenhuma lista ainda.')).toBeInTheDocument();
    expect(
      screen.getByText('Crie a primeira lista com as frases de uma unidade do curso.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
