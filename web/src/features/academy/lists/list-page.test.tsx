import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classSummary } from '../../../testing/fake-academy';
import { fakeApi, json } from '../../../testing/fake-api';
import { learner } from '../../../testing/fake-auth';
import { listSummary, phraseList } from '../../../testing/fake-lists';
import { resetStaff, staff } from '../../../testing/fake-staff';
import { renderRoute } from '../../../testing/render-route';
import { listsRoute } from './lists-route';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../../lib/staff-role', () => import('../../../testing/fake-staff'));

/** The lists' one route (the lists, a new list, one list) at `url`. */
const renderAt = (url: string) =>
  renderRoute(listsRoute, { path: '/academia/listas/:listId?', url, user: learner });
const renderNew = () => renderAt('/academia/listas/nova');
const renderList = (listId = 'unidade-4') => renderAt(`/academia/listas/${listId}`);

/**
 * The lists' API: `save` answers a POST or PUT (the saved list by default); the classes are
 * Turma B and, for an admin, Turma C.
 */
function listsApi({
  admin = true,
  list = phraseList(),
  save = (body: unknown) => json({ ...phraseList(), ...(body as object), id: 'nova' }, 201),
}: {
  admin?: boolean;
  list?: ReturnType<typeof phraseList>;
  save?: (body: unknown) => Response;
} = {}) {
  const classes = admin
    ? [classSummary(), classSummary({ id: 'turma-c', name: 'Turma C' })]
    : [classSummary()];
  return fakeApi(({ method, url, body }) => {
    if (url === '/api/academy/classes') return json({ canManage: admin, classes });
    if (method === 'POST' || method === 'PUT') return save(body);
    if (method === 'DELETE') return json({ deleted: true });
    if (url === '/api/academy/lists') return json({ canMakeAcademyWide: admin, lists: [listSummary()] });
    return json(list);
  });
}

const box = () => screen.getByRole('textbox', { name: 'Frases' });
const saves = (api: ReturnType<typeof listsApi>) =>
  api.calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

/** Windows-1252 bytes for "Frase;Significado\r\nGood morning;Bom dia, café\r\n", as Excel's plain CSV. */
const excelPlainCsv = new Uint8Array([
  ...new TextEncoder().encode('Frase;Significado\r\nGood morning;Bom dia, caf'),
  0xe9,
  0x0d,
  0x0a,
]);

describe('/academia/listas/nova and /academia/listas/:listId, a phrase list’s editor', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('a teacher types phrases in both formats (";" and a tab) for their one class, and returns to the lists, told it is saved', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    const api = listsApi({ admin: false });
    const router = renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    // Only an admin makes a list for the whole academy; the teacher's one class comes ticked.
    expect(screen.queryByRole('checkbox', { name: /Toda a academia/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Turma B' })).toBeChecked();
    expect(
      screen.getByText('I’d like a table for two.; Eu gostaria de uma mesa para dois.', { exact: false }),
    ).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Unidade 4 - Restaurante');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Nível das frases' }),
      'Intermediário',
    );
    await userEvent.click(box());
    await userEvent.paste(
      "I'd like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?\tA conta, por favor?\nWhere is the restroom?",
    );
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar lista' })));

    expect(await screen.findByRole('status')).toHaveTextContent('Lista “Unidade 4 - Restaurante” salva.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/academia/listas');
    expect(saves(api)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/academy/lists',
        body: {
          name: 'Unidade 4 - Restaurante',
          level: 'intermediate',
          classIds: ['turma-b'],
          source: {
            format: 'lines',
            text: "I'd like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?\tA conta, por favor?\nWhere is the restroom?",
          },
        },
      }),
    ]);
  });

  it('says what is missing before sending anything: the name, a class, the phrases', async () => {
    const api = listsApi();
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    await userEvent.click(screen.getByRole('button', { name: 'Criar lista' }));
    expect(screen.getByRole('textbox', { name: 'Nome da lista' })).toHaveAccessibleDescription(
      expect.stringContaining('Informe o nome da lista.'),
    );
    expect(screen.getByRole('group', { name: 'Para quais turmas' })).toHaveAccessibleDescription(
      'Escolha pelo menos uma turma.',
    );
    expect(box()).toHaveAccessibleDescription(
      expect.stringContaining('Escreva pelo menos uma frase ou importe um arquivo CSV.'),
    );
    expect(saves(api)).toHaveLength(0);
  });

  it('an admin makes a list for the whole academy: no class is sent', async () => {
    const api = listsApi();
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Geral');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turma C' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Toda a academia/ }));
    expect(screen.getByRole('checkbox', { name: 'Turma B' })).toBeDisabled();
    await userEvent.type(box(), 'Good morning');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar lista' })));
    await screen.findByRole('status');
    expect(saves(api)[0]?.body).toMatchObject({ name: 'Geral', level: 'beginner', classIds: [] });
  });

  it('imports a UTF-8 CSV: shows its name and lines before saving, and sends it as CSV', async () => {
    const api = listsApi();
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Unidade 5');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turma C' }));
    await userEvent.type(box(), 'typed first');
    const csv = '\uFEFFFrase;Significado\r\n"Good morning";"Bom dia; café"\r\nSee you later;Até logo\r\n';
    await userEvent.upload(
      screen.getByLabelText('Importar CSV'),
      new File([csv], 'unidade-5.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('unidade-5.csv: 3 linhas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Frases' })).not.toBeInTheDocument();

    // Back to the box: what was typed is there; the file again, and saved.
    await userEvent.click(screen.getByRole('button', { name: 'Usar o texto digitado' }));
    expect(box()).toHaveValue('typed first');
    await userEvent.upload(
      screen.getByLabelText('Importar CSV'),
      new File([csv], 'unidade-5.csv', { type: 'text/csv' }),
    );
    await screen.findByText('unidade-5.csv: 3 linhas.');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar lista' })));
    await screen.findByRole('status');
    expect(saves(api)[0]?.body).toMatchObject({
      classIds: ['turma-c'],
      source: {
        format: 'csv',
        text: 'Frase;Significado\r\n"Good morning";"Bom dia; café"\r\nSee you later;Até logo\r\n',
      },
    });
  });

  it('refuses a CSV that is not UTF-8 (Excel’s plain CSV) and tells how to save it as “CSV UTF-8”', async () => {
    const api = listsApi();
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    const input = screen.getByLabelText('Importar CSV');
    await userEvent.upload(input, new File([excelPlainCsv], 'unidade.csv', { type: 'text/csv' }));
    const refusal =
      'O arquivo “unidade.csv” não está em UTF-8, e os acentos sairiam errados. No Excel, abra a planilha, vá em Arquivo > Salvar como, escolha o tipo “CSV UTF-8 (delimitado por vírgulas)” e importe o novo arquivo.';
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining(refusal));
    // The box stays, and nothing went to the server.
    expect(box()).toBeInTheDocument();
    expect(saves(api)).toHaveLength(0);
  });

  it('shows each line the server refused by the box, focused, with nothing typed lost', async () => {
    const typed = 'Good morning\nI have 2 dogs\nGood morning';
    listsApi({
      save: () =>
        json(
          {
            error: 'A lista não foi salva: corrija as linhas abaixo.',
            problems: [
              { line: 2, text: 'I have 2 dogs', reason: 'Tem 1 número: escreva por extenso, como em two.' },
              { line: 3, text: 'Good morning', reason: 'Repete a frase da linha 1.' },
            ],
          },
          422,
        ),
    });
    renderNew();
    await screen.findByRole('heading', { level: 1, name: 'Nova lista' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome da lista' }), 'Unidade 6');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turma B' }));
    await userEvent.click(box());
    await userEvent.paste(typed);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Criar lista' })));

    const problems = await screen.findByText('A lista não foi salva: corrija as linhas abaixo.');
    // The sentence is read out (a live region of one sentence); the box with every line has the focus.
    expect(problems).toHaveAttribute('aria-live', 'polite');
    const shown = problems.parentElement as HTMLElement;
    expect(shown).toHaveFocus();
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Linha 2I have 2 dogsTem 1 número: escreva por extenso, como em two.',
      'Linha 3Good morningRepete a frase da linha 1.',
    ]);
    expect(box()).toHaveValue(typed);
    expect(box()).toBeInvalid();
    expect(box()).toHaveAccessibleDescription(expect.stringContaining('Linha 2'));
    expect(screen.getByRole('textbox', { name: 'Nome da lista' })).toHaveValue('Unidade 6');
    expect(screen.getByRole('heading', { level: 1, name: 'Nova lista' })).toBeInTheDocument();
  });

  it('opens an existing list with its phrases one a line, and saves it whole with PUT', async () => {
    const api = listsApi({ save: (body) => json({ ...phraseList(), ...(body as object) }) });
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Unidade 4 - Restaurante' });
    expect(screen.getByText('Última alteração em 20/11/2026.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Nível das frases' })).toHaveValue('intermediate');
    expect(screen.getByRole('checkbox', { name: 'Turma B' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Turma C' })).not.toBeChecked();
    expect(box()).toHaveValue(
      "I'd like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?",
    );
    await userEvent.type(box(), '\nWhere is the restroom?');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Salvar alterações' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Lista “Unidade 4 - Restaurante” salva.');
    expect(saves(api)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/academy/lists/unidade-4',
        body: expect.objectContaining({
          classIds: ['turma-b'],
          source: {
            format: 'lines',
            text: "I'd like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?\nWhere is the restroom?",
          },
        }),
      }),
    ]);
  });

  it('deletes a list only after confirmation', async () => {
    const api = listsApi();
    const router = renderList();
    await screen.findByRole('heading', { level: 1, name: 'Unidade 4 - Restaurante' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir lista' }));
    let dialog = screen.getByRole('dialog', { name: 'Excluir a lista “Unidade 4 - Restaurante”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir lista' }));
    dialog = screen.getByRole('dialog', { name: 'Excluir a lista “Unidade 4 - Restaurante”?' });
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Excluir lista' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Lista “Unidade 4 - Restaurante” excluída.');
    expect(router.state.location.pathname).toBe('/academia/listas');
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/academy/lists/unidade-4');
  });

  it('opens a list the caller may not change read-only: its facts and phrases, no form, no delete', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    listsApi({ admin: false, list: phraseList({ classIds: [], canEdit: false }) });
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Unidade 4 - Restaurante' });
    expect(
      screen.getByText(
        'Você pode ver esta lista, mas não mudá-la: ela é de toda a academia ou também de turmas que não são suas.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Toda a academia')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Frases da lista' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "I'd like a table for two.Eu gostaria de uma mesa para dois.",
      'Could I have the bill, please?—',
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salvar|Excluir/ })).not.toBeInTheDocument();
  });
});
