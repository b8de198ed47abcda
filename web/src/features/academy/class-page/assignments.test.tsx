import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assignmentResults, classAssignments, classPage } from '../../../testing/fake-academy';
import { fakeApi, json } from '../../../testing/fake-api';
import { learner } from '../../../testing/fake-auth';
import { listSummary } from '../../../testing/fake-lists';
import { resetStaff, staff } from '../../../testing/fake-staff';
import { renderRoute } from '../../../testing/render-route';
import { classRoute } from '../class-page';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../../lib/staff-role', () => import('../../../testing/fake-staff'));

const CLASS = '/api/academy/classes/turma-b';
const ASSIGNMENTS = `${CLASS}/assignments`;

/** The class page, its assignments, the lists (one of 12 phrases), and `others` first. */
type Call = { url: string; method: string; body: unknown };

function assignmentsApi(others: (call: Call) => Response | null = () => null) {
  return fakeApi((call) => {
    const answer = others(call);
    if (answer) return answer;
    if (call.url === ASSIGNMENTS) return json(classAssignments());
    if (call.url === '/api/academy/lists')
      return json({ lists: [listSummary({ phrases: 12 })], canMakeAcademyWide: false });
    return json(classPage());
  });
}

function renderClass() {
  staff.access = { signedIn: true, role: 'teacher' };
  renderRoute(classRoute, {
    path: '/academia/turmas/:classId',
    url: '/academia/turmas/turma-b',
    user: learner,
  });
}

const table = () => screen.findByRole('table', { name: 'Tarefas da turma' });
const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

async function openNew() {
  await userEvent.click(await screen.findByRole('button', { name: 'Nova tarefa' }));
  expect(screen.getByRole('heading', { level: 3, name: 'Nova tarefa' })).toHaveFocus();
}

const create = () => act(() => userEvent.click(screen.getByRole('button', { name: 'Criar tarefa' })));
const phrasesField = (name: string) => screen.getByRole('spinbutton', { name });

describe('a class’s assignments ("Tarefas")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('lists each assignment: what, its days, its target and how many learners finished it', async () => {
    assignmentsApi();
    renderClass();
    const [unit, talk] = within(await table())
      .getAllByRole('row')
      .slice(1) as HTMLElement[];
    expect(cells(unit as HTMLElement)).toEqual([
      'Unidade 4 - RestauranteLista de frases · escrita e fala',
      '23/11/2026 a 27/11/2026',
      '2 frases por prática',
      '1 de 2',
      'ResultadosEditarExcluir',
    ]);
    expect(cells(talk as HTMLElement)).toEqual([
      'Na cafeteria, Pedir comidaConversa com o tutor',
      '16/11/2026 a 20/11/2026',
      '1 conversa',
      '0 de 2',
      'ResultadosEditarExcluir',
    ]);
    expect(screen.queryByText(/as anteriores não/)).not.toBeInTheDocument();
  });

  it('says that older assignments are not listed when the class has more than the page shows', async () => {
    assignmentsApi(({ url }) => (url === ASSIGNMENTS ? json(classAssignments({ older: true })) : null));
    renderClass();
    await table();
    expect(
      screen.getByText('Aqui aparecem as 20 tarefas com a entrega mais recente; as anteriores não.'),
    ).toBeInTheDocument();
  });

  it('says so when the class has none', async () => {
    assignmentsApi(({ url }) =>
      url === ASSIGNMENTS ? json(classAssignments({ assignments: [], done: [] })) : null,
    );
    renderClass();
    expect(await screen.findByText('Nenhuma tarefa nesta turma ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Tarefas da turma' })).not.toBeInTheDocument();
  });

  it('refuses a list assignment without a list, a practice, days in order or a number within the list', async () => {
    const api = assignmentsApi(({ method, url }) =>
      method === 'POST' && url === ASSIGNMENTS ? json(classAssignments().assignments[0], 201) : null,
    );
    renderClass();
    await openNew();
    await create();
    expect(screen.getByText('Escolha uma lista de frases.')).toBeInTheDocument();
    const list = await screen.findByRole('combobox', { name: 'Lista de frases' });
    await waitEnabled(list);
    await userEvent.selectOptions(list, 'unidade-4');
    // The list's size by default, and at most.
    expect(phrasesField('Frases a acertar em cada prática')).toHaveValue(12);
    expect(screen.getByText('De 1 a 12, o tamanho da lista.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ouvir e escrever' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ouvir e falar' }));
    fireEvent.change(phrasesField('Frases a acertar em cada prática'), { target: { value: '13' } });
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '2026-12-10' } });
    fireEvent.change(screen.getByLabelText('Entrega'), { target: { value: '2026-12-09' } });
    await create();
    expect(screen.queryByText('Escolha uma lista de frases.')).not.toBeInTheDocument();
    expect(screen.getByText('Escolha a escrita, a fala ou as duas.')).toBeInTheDocument();
    expect(screen.getByText('Informe um número inteiro de 1 a 12.')).toBeInTheDocument();
    expect(
      screen.getByText('A data de entrega precisa ser o dia do início ou depois dele.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Entrega')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Ouvir e falar' }));
    fireEvent.change(phrasesField('Frases a acertar em cada prática'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Entrega'), { target: { value: '2026-12-17' } });
    await create();
    expect(await screen.findByText('Tarefa “Unidade 4 - Restaurante” criada.')).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'list',
      listId: 'unidade-4',
      practices: ['speaking'],
      startsOn: '2026-12-10',
      dueOn: '2026-12-17',
      phrases: 5,
    });
    // The page is read again, the form closed.
    expect(api.calls.filter((call) => call.url === ASSIGNMENTS && call.method === 'GET')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Nova tarefa' })).not.toBeInTheDocument();
  });

  it('switches to scenarios: their cards to choose, as many conversations as chosen; the server’s refusal shown', async () => {
    const api = assignmentsApi(({ method }) =>
      method === 'POST'
        ? json({ error: 'A data de entrega já passou. Escolha hoje ou um dia depois.' }, 400)
        : null,
    );
    renderClass();
    await openNew();
    await userEvent.click(screen.getByRole('radio', { name: 'Cenários de conversa' }));
    expect(screen.queryByRole('combobox', { name: 'Lista de frases' })).not.toBeInTheDocument();
    const cafe = await screen.findByRole('checkbox', { name: 'Pedir um café' });
    await create();
    expect(screen.getByText('Escolha pelo menos um cenário.')).toBeInTheDocument();
    await userEvent.click(cafe);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apresentar-se' }));
    expect(phrasesField('Conversas a fazer')).toHaveValue(2);
    expect(
      screen.getByText(/^De 1 a 2, os cenários escolhidos\. Uma conversa conta com 3 falas/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Início'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Entrega'), { target: { value: '2026-12-01' } });
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('A data de entrega já passou.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'scenarios',
      scenarioIds: ['cafeteria', 'apresentar-se'],
      startsOn: '2026-12-01',
      dueOn: '2026-12-01',
      phrases: 2,
    });
    // Back to a list: its fields again.
    await userEvent.click(screen.getByRole('radio', { name: 'Uma lista de frases' }));
    expect(screen.getByRole('combobox', { name: 'Lista de frases' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Pedir um café' })).not.toBeInTheDocument();
  });

  it('changes an assignment with its values filled in, and deletes one after asking', async () => {
    const api = assignmentsApi(({ method }) => {
      if (method === 'PUT') return json(classAssignments().assignments[0]);
      if (method === 'DELETE') return json({ deleted: true });
      return null;
    });
    renderClass();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Editar a tarefa Unidade 4 - Restaurante' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Editar tarefa' })).toHaveFocus();
    await waitEnabled(screen.getByRole('combobox', { name: 'Lista de frases' }));
    expect(screen.getByRole('combobox', { name: 'Lista de frases' })).toHaveValue('unidade-4');
    expect(screen.getByRole('checkbox', { name: 'Ouvir e escrever' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ouvir e falar' })).toBeChecked();
    expect(phrasesField('Frases a acertar em cada prática')).toHaveValue(2);
    expect(screen.getByLabelText('Entrega')).toHaveValue('2026-11-27');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(await screen.findByText('Tarefa “Unidade 4 - Restaurante” salva.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${ASSIGNMENTS}/tarefa-1`,
      body: { kind: 'list', listId: 'unidade-4', practices: ['writing', 'speaking'], phrases: 2 },
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Excluir a tarefa Na cafeteria, Pedir comida' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Excluir a tarefa “Na cafeteria, Pedir comida”?' });
    expect(dialog).toHaveTextContent('o que cada um fez nela é apagado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('button', { name: 'Excluir a tarefa Na cafeteria, Pedir comida' }),
    );
    await act(() =>
      userEvent.click(
        within(screen.getByRole('dialog', { name: /^Excluir a tarefa/ })).getByRole('button', {
          name: 'Excluir tarefa',
        }),
      ),
    );
    expect(await screen.findByText('Tarefa “Na cafeteria, Pedir comida” excluída.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe(`${ASSIGNMENTS}/tarefa-2`);
  });

  it('shows each learner’s result in words with a mark, what they did and when; late ones said late; the CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:planilha');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = assignmentsApi(({ url }) => {
      if (url.endsWith('/results')) return json(assignmentResults());
      if (url.endsWith('/results.csv')) return new Response('\uFEFFAluno;E-mail\r\n', { status: 200 });
      return null;
    });
    renderClass();
    await table();
    const open = screen.getByRole('button', { name: 'Ver os resultados de Unidade 4 - Restaurante' });
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Resultados: Unidade 4 - Restaurante' }),
    ).toHaveFocus();
    const results = await screen.findByRole('table', { name: 'Resultados por aluno' });
    expect(
      within(results)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cells(row)),
    ).toEqual([
      ['Ana Souzaana@example.com', '✓Concluída', 'Escrita: 2 de 2Fala: 2 de 2', '26/11/2026'],
      ['Bia Reis', '✓Concluída com atraso', 'Escrita: 2 de 2Fala: 2 de 2', '28/11/2026'],
      ['Caio Limacaio@example.com', '◐Atrasada (em andamento)', 'Escrita: 1 de 2Fala: 0 de 2', '—'],
      ['Duda Melo', '○Atrasada (não começou)', 'Escrita: 0 de 2Fala: 0 de 2', '—'],
    ]);
    expect(
      screen.getByText('Prazo: 23/11/2026 a 27/11/2026 (encerrado). 2 de 4 alunos concluíram.'),
    ).toBeInTheDocument();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Baixar CSV' })));
    expect(await screen.findByText('Pronto: a planilha foi baixada.')).toBeInTheDocument();
    const csv = api.calls.find((call) => call.url.endsWith('.csv'));
    expect(csv?.url).toBe(`${ASSIGNMENTS}/tarefa-1/results.csv`);
    expect(csv?.headers.get('Authorization')).toBe('Bearer id-token-de-teste');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^turma-b-tarefa-unidade-4-restaurante-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    click.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar resultados' }));
    expect(screen.queryByRole('table', { name: 'Resultados por aluno' })).not.toBeInTheDocument();
  });

  it('says an unfinished result plainly while the assignment is open', async () => {
    assignmentsApi(({ url }) =>
      url.endsWith('/results') ? json(assignmentResults({ pastDue: false })) : null,
    );
    renderClass();
    await table();
    await userEvent.click(
      screen.getByRole('button', { name: 'Ver os resultados de Unidade 4 - Restaurante' }),
    );
    const results = await screen.findByRole('table', { name: 'Resultados por aluno' });
    expect(within(results).getByRole('row', { name: /Caio Lima/ })).toHaveTextContent('◐Em andamento');
    expect(within(results).getByRole('row', { name: /Duda Melo/ })).toHaveTextContent('○Não começou');
    expect(screen.getByText(/^Prazo: 23\/11\/2026 a 27\/11\/2026\. 2 de 4/)).toBeInTheDocument();
  });
});

/** The lists arrive after the form opens: their box is disabled until then. */
async function waitEnabled(element: HTMLElement) {
  await vi.waitFor(() => expect(element).toBeEnabled());
}
