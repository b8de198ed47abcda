import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classKeys, classSummary } from '../../testing/fake-academy';
import { fakeApi, json } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { resetStaff, staff } from '../../testing/fake-staff';
import { renderRoute } from '../../testing/render-route';
import { sheetRoute } from './sheet-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'));

function renderSheet(keys = classKeys) {
  const api = fakeApi(({ url }) =>
    url === '/api/academy/classes' ? json({ canManage: true, classes: [classSummary()] }) : json({ keys }),
  );
  renderRoute(sheetRoute, {
    path: '/academia/turmas/:classId/folha',
    url: '/academia/turmas/turma-b/folha',
    user: learner,
  });
  return api;
}

describe('/academia/turmas/:classId/folha, the printable sheet', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('prints each free key on its line, with its link and a QR code of the link', async () => {
    renderSheet();
    const list = await screen.findByRole('list', { name: 'Chaves livres' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    const row = rows[0] as HTMLElement;
    const link = `${window.location.origin}/?chave=ABCDE-FGHJK-MNPQR-STVWX`;
    expect(row).toHaveTextContent('ABCDE-FGHJK-MNPQR-STVWX');
    expect(within(row).getByRole('link', { name: link })).toHaveAttribute('href', link);
    const qr = within(row).getByRole('img', {
      name: 'Código QR que abre o app com a chave ABCDE-FGHJK-MNPQR-STVWX',
    });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('heading', { level: 1, name: 'Folha de chaves da Turma B' })).toBeInTheDocument();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    screen.getByRole('button', { name: 'Imprimir' }).click();
    expect(print).toHaveBeenCalledOnce();
  });

  it('says when the class has no free key left', async () => {
    renderSheet(classKeys.filter((key) => key.state !== 'free'));
    expect(
      await screen.findByText('Nenhuma chave livre nesta turma. Crie chaves na página de chaves.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Imprimir' })).not.toBeInTheDocument();
  });

  it('a learner gets no sheet, and no key is asked for', async () => {
    staff.access = { signedIn: true, role: null };
    const api = renderSheet();
    expect(await screen.findByText(/só para a equipe da academia/)).toBeInTheDocument();
    expect(screen.queryByText('ABCDE-FGHJK-MNPQR-STVWX')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
