import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classSummary } from '../../testing/fake-academy';
import { fakeApi, json } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { resetStaff, staff } from '../../testing/fake-staff';
import { renderRoute } from '../../testing/render-route';
import { classesRoute } from './classes-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'));

const list = {
  canManage: true,
  classes: [
    classSummary({ id: 'antiga', name: 'Turma A', archived: true, learners: 12, teachers: [] }),
    classSummary(),
  ],
};

const renderClasses = () => renderRoute(classesRoute, { path: '/academia', user: learner });

describe('/academia, the classes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it("lists an admin's classes with their counts, archived ones last, asked for with the token", async () => {
    const api = fakeApi(() => json(list));
    renderClasses();
    const table = await screen.findByRole('table', { name: 'Turmas da academia' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent)).toEqual([
      'Turma B',
      'Turma AArquivada',
    ]);
    const turmaB = rows[0] as HTMLElement;
    // Alunos, chaves livres, usadas, revogadas, professores, término, áudios por dia.
    expect(
      within(turmaB)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '2', '1', 'Paula', '18/12/2026', '10', 'Chaves']);
    expect(within(turmaB).getByRole('link', { name: 'Turma B' })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b',
    );
    expect(within(turmaB).getByRole('link', { name: 'Chaves da Turma B' })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b/chaves',
    );
    expect(screen.getByText('Coordenação')).toBeInTheDocument();
    expect(api.calls.map((call) => [call.url, call.headers.get('Authorization')])).toEqual([
      ['/api/academy/classes', 'Bearer id-token-de-teste'],
    ]);
    // The role is read from a fresh token on entering the academy.
    expect(staff.asked).toEqual([{ refresh: true }]);
  });

  it('creates a class, says so with the focus on the sentence, and shows it in the list', async () => {
    let classes = [classSummary()];
    const api = fakeApi(({ method, body }) => {
      if (method === 'POST') {
        const created = classSummary({
          id: 'nova',
          name: (body as { name: string }).name,
          learners: 0,
          teachers: [],
        });
        classes = [...classes, created];
        return json(created, 201);
      }
      return json({ canManage: true, classes });
    });
    renderClasses();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Criar turma' }));
    expect(screen.getByText('Informe o nome da turma.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da turma' }), '  Turma C - noite ');
    await userEvent.type(screen.getByLabelText('Término do curso (opcional)'), '2027-06-30');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar turma' })));
    const said = await screen.findByRole('status');
    expect(said).toHaveTextContent('Turma “Turma C - noite” criada.');
    await vi.waitFor(() => expect(said).toHaveFocus());
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/academy/classes',
      body: { name: 'Turma C - noite', endDate: '2027-06-30' },
    });
    expect(screen.getByRole('link', { name: 'Turma C - noite' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome da turma' })).toHaveValue('');
  });

  it("shows the server's sentence when a class cannot be created", async () => {
    fakeApi(({ method }) =>
      method === 'POST' ? json({ error: 'Já existe uma turma com esse nome.' }, 409) : json(list),
    );
    renderClasses();
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da turma' }), 'Turma B');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar turma' })));
    expect(await screen.findByText('Já existe uma turma com esse nome.')).toBeInTheDocument();
  });

  it('a teacher sees their classes, and no way to create one', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    fakeApi(() => json({ canManage: false, classes: [classSummary()] }));
    renderClasses();
    await screen.findByRole('table');
    expect(screen.getByText('Professor(a)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Criar turma' })).not.toBeInTheDocument();
  });

  it('lists an invited teacher whose address is not confirmed yet as awaiting it', async () => {
    fakeApi(() => json({ canManage: true, classes: [classSummary({ invited: ['maria@escola.com.br'] })] }));
    renderClasses();
    const row = (await screen.findByRole('link', { name: 'Turma B' })).closest('tr') as HTMLElement;
    expect(
      within(row).getByText('Paula, maria@escola.com.br (aguardando confirmação do e-mail)'),
    ).toBeInTheDocument();
  });

  it('a teacher in no class yet is told so', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    fakeApi(() => json({ canManage: false, classes: [] }));
    renderClasses();
    expect(
      await screen.findByText('A coordenação ainda não adicionou você a uma turma.'),
    ).toBeInTheDocument();
  });

  it('a learner is told the page is for the academy staff, and no class data is asked for', async () => {
    staff.access = { signedIn: true, role: null };
    const api = fakeApi(() => json(list));
    renderClasses();
    expect(
      await screen.findByText('Esta página é só para a equipe da academia: coordenação e professores.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Área da academia' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
    expect(api.calls).toHaveLength(0);

    // A role just given shows after checking again (a forced token refresh).
    staff.access = { signedIn: true, role: 'teacher' };
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Verificar meu acesso de novo' })));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(staff.asked).toContainEqual({ force: true });
  });

  it('a visitor is asked to sign in, and nothing is asked of the server', async () => {
    staff.access = { signedIn: false };
    const api = fakeApi(() => json(list));
    renderClasses();
    expect(await screen.findByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's refusal and tries again", async () => {
    let fail = true;
    fakeApi(() => (fail ? json({ error: 'Acesso só para a equipe da academia.' }, 403) : json(list)));
    renderClasses();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Acesso só para a equipe da academia.');
    fail = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' })));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
