import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classAssignments, classLearner, classPage, classSummary } from '../../testing/fake-academy';
import { fakeApi, json, type Route } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { resetStaff, staff } from '../../testing/fake-staff';
import { renderRoute } from '../../testing/render-route';
import { classRoute } from './class-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'));

const renderClass = () =>
  renderRoute(classRoute, {
    path: '/academia/turmas/:classId',
    url: '/academia/turmas/turma-b',
    user: learner,
  });

/** `route`, with the class's assignments answered (the page loads them with it). */
const staffApi = (route: Route) =>
  fakeApi((call) =>
    call.method === 'GET' && call.url === '/api/academy/classes/turma-b/assignments'
      ? json(classAssignments())
      : route(call),
  );

/** Answers the class page (and `others` for other calls). */
function classApi(
  others: (call: { url: string; method: string; body: unknown }) => Response | null = () => null,
) {
  return staffApi((call) => others(call) ?? json(classPage()));
}

describe('/academia/turmas/:classId, a class', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('a learner who never practised is marked so, not as seven days away', async () => {
    const page = classPage();
    page.learners.push(
      classLearner({ uid: 'aluno-3', name: 'Bia Reis', lastPractisedOn: null, inactive: true }),
    );
    staffApi(() => json(page));
    renderClass();
    const table = await screen.findByRole('table', { name: 'Alunos da turma' });
    const bia = within(table).getByRole('row', { name: /Bia Reis/ });
    expect(within(bia).getByRole('rowheader')).toHaveTextContent(/Ainda não praticou$/);
    expect(within(bia).getAllByRole('cell')[1]).toHaveTextContent('Nunca');
  });

  it('links each learner’s name to their drill-down', async () => {
    classApi();
    renderClass();
    const table = await screen.findByRole('table', { name: 'Alunos da turma' });
    expect(within(table).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b/alunos/aluno-1',
    );
  });

  it("shows each learner with this week's figures, the inactive one marked", async () => {
    const api = classApi();
    renderClass();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma B' })).toBeInTheDocument();
    expect(screen.getByText(/2 alunos · 1 chave livre · 2 usadas · 1 revogada/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alunos da turma' });
    const [ana, caio] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(
      within(ana as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '10/11/2026',
      '24/11/2026',
      '4',
      '12',
      '9',
      '38',
      '210',
      '3 dias',
      'Escrita: Intermediário · Fala: Iniciante',
      'Substituir conta',
    ]);
    expect(caio).toHaveClass('academy-row-inactive');
    expect(within(ana as HTMLElement).getByRole('rowheader')).toHaveTextContent('Ana Souzaana@example.com');
    expect(within(caio as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      /^Caio Lima.*Sem praticar há 7 dias$/,
    );
    expect(within(caio as HTMLElement).getAllByRole('cell')[8]).toHaveTextContent(
      'Escrita: Iniciante · Fala: —',
    );
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/academy/classes/turma-b',
      '/api/academy/classes/turma-b/assignments',
    ]);
    expect(screen.getByText(/desde segunda-feira, 23\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByText(/não guardam as correções/)).not.toBeInTheDocument();
  });

  it('gives each inactive learner a ready message: copied, or sent through WhatsApp', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    classApi();
    renderClass();
    const card = await screen.findByRole('region', { name: 'Sem praticar nos últimos 7 dias' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    const caio = items[0] as HTMLElement;
    expect(within(caio).getByRole('heading', { name: 'Caio Lima' })).toBeInTheDocument();
    expect(caio).toHaveTextContent('Última prática em 12/11/2026');
    const message = `Oi, Caio! Sentimos sua falta no Fala Inglês. Que tal uma prática rápida hoje? Bastam alguns minutos para o seu inglês não esfriar: ${window.location.origin}/`;
    expect(caio).toHaveTextContent(message);
    await userEvent.click(within(caio).getByRole('button', { name: 'Copiar mensagem' }));
    expect(writeText).toHaveBeenCalledWith(message);
    expect(await within(caio).findByText('Mensagem para Caio Lima copiada.')).toBeInTheDocument();
    const whatsapp = within(caio).getByRole('link', { name: /pelo WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('greets a learner who never practised, or chose no name, as they are: no "Usuário", no "sentimos sua falta"', async () => {
    const page = classPage();
    page.learners.push(
      classLearner({ uid: 'aluno-3', name: 'Bia Reis', lastPractisedOn: null, inactive: true }),
      classLearner({ uid: 'aluno-4', name: 'Usuário K7QM', lastPractisedOn: '2026-11-10', inactive: true }),
    );
    staffApi(() => json(page));
    renderClass();
    const card = await screen.findByRole('region', { name: 'Sem praticar nos últimos 7 dias' });
    const nudge = (name: string) => within(card).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(nudge('Bia Reis')).toHaveTextContent(
      `Oi, Bia! Sua conta no Fala Inglês já está ativa. Que tal fazer a primeira prática hoje? Bastam alguns minutos: ${window.location.origin}/`,
    );
    expect(nudge('Usuário K7QM')).toHaveTextContent(
      `Oi! Sentimos sua falta no Fala Inglês. Que tal uma prática rápida hoje? Bastam alguns minutos para o seu inglês não esfriar: ${window.location.origin}/`,
    );
    expect(card).not.toHaveTextContent('Oi, Usuário');
  });

  it("lists the week's most-missed phrases per practice, answers counted in words", async () => {
    classApi();
    renderClass();
    const writing = await screen.findByRole('list', { name: 'Frases mais erradas na escrita' });
    expect(
      within(writing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'I have been working here since 2020. (5 erros em 7 tentativas; 2 alunos erraram)',
      'Could you repeat that, please? (1 erro em 2 tentativas; 1 aluno errou)',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Na fala' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum erro na fala nesta semana.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Frases mais erradas na fala' })).not.toBeInTheDocument();
  });

  it("ranks the class this week beside all time, the week's order its own, ties by name", async () => {
    const page = classPage();
    page.learners.push(
      classLearner({ uid: 'aluno-3', name: 'Bia Reis', pointsThisWeek: 50, totalPoints: 60 }),
      classLearner({ uid: 'aluno-4', name: 'Duda Melo', pointsThisWeek: 38, totalPoints: 40 }),
    );
    classApi(() => json(page));
    renderClass();
    const card = await screen.findByRole('region', { name: 'Ranking da turma' });
    const rows = (name: string) =>
      within(within(card).getByRole('list', { name }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // Caio earned nothing this week: out of the week's order, in the all-time one.
    expect(rows('Ranking da turma nesta semana')).toEqual([
      '1º Bia Reis 50 pts',
      '2º Ana Souza 38 pts',
      '3º Duda Melo 38 pts',
    ]);
    expect(rows('Ranking da turma desde o início')).toEqual([
      '1º Ana Souza 210 pts',
      '2º Bia Reis 60 pts',
      '3º Caio Lima 40 pts',
      '4º Duda Melo 40 pts',
    ]);
    expect(within(card).getByRole('heading', { level: 3, name: 'Esta semana' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 3, name: 'Geral' })).toBeInTheDocument();
  });

  it('says so when nobody in the class scored this week', async () => {
    const page = classPage();
    page.learners = page.learners.map((each) => ({ ...each, pointsThisWeek: 0 }));
    classApi(() => json(page));
    renderClass();
    const card = await screen.findByRole('region', { name: 'Ranking da turma' });
    expect(within(card).getByText('Ninguém da turma pontuou nesta semana ainda.')).toBeInTheDocument();
    expect(
      within(card).queryByRole('list', { name: 'Ranking da turma nesta semana' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Ranking da turma desde o início' })).toBeInTheDocument();
  });

  it("shows the tutor's most frequent corrections of the week, nobody named", async () => {
    classApi();
    renderClass();
    const card = await screen.findByRole('region', {
      name: 'Correções do tutor que mais se repetiram nesta semana',
    });
    expect(card).toHaveTextContent('as 10 mais recentes de cada aluno');
    const list = within(card).getByRole('list', { name: 'Correções mais frequentes' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('I have 25 years. → I am 25 years old.');
    expect(item).toHaveTextContent('Em inglês, a idade vem com o verbo "to be".');
    expect(item).toHaveTextContent('em 3 conversas de 2 alunos');
    expect(card).not.toHaveTextContent(/Ana|Caio/);
  });

  it('says so when the week has no correction yet', async () => {
    classApi(() => json(classPage({ corrections: [] })));
    renderClass();
    expect(
      await screen.findByText('Nenhuma correção do tutor nas conversas desta semana.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Correções mais frequentes' })).not.toBeInTheDocument();
  });

  it("downloads the class's CSV with the token and saves it as a file", async () => {
    const createObjectURL = vi.fn(() => 'blob:planilha');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = classApi(({ url }) =>
      url.endsWith('.csv')
        ? new Response('\uFEFFNome;E-mail\r\nAna Souza;ana@example.com', { status: 200 })
        : null,
    );
    renderClass();
    const download = await screen.findByRole('button', { name: 'Baixar planilha dos alunos (CSV)' });
    await act(() => userEvent.click(download));
    expect(await screen.findByText('Pronto: a planilha foi baixada.')).toBeInTheDocument();
    const csv = api.calls.find((call) => call.url.endsWith('.csv'));
    expect(csv?.url).toBe('/api/academy/classes/turma-b/learners.csv');
    expect(csv?.headers.get('Authorization')).toBe('Bearer id-token-de-teste');
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^turma-b-alunos-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    click.mockRestore();
  });

  it('replaces a learner who lost their account, after asking, and shows the new key', async () => {
    const api = classApi(({ method, url }) =>
      method === 'POST' && url.endsWith('/replace') ? json({ key: 'NOVAS-CHAVE' }) : null,
    );
    renderClass();
    await screen.findByRole('table', { name: 'Alunos da turma' });
    await userEvent.click(screen.getByRole('button', { name: 'Substituir a conta de Caio Lima' }));
    const dialog = screen.getByRole('dialog', { name: 'Substituir a conta de Caio Lima?' });
    expect(dialog).toHaveTextContent('a conta antiga sai da turma e perde a ativação');
    await act(() =>
      userEvent.click(within(dialog).getByRole('button', { name: 'Substituir e criar nova chave' })),
    );
    expect(await within(dialog).findByText('NOVAS-CHAVE')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /\?chave=NOVAS-CHAVE$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus();
    expect(api.calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/academy/classes/turma-b/learners/aluno-2/replace',
    );
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' })));
    // The class is read again: the old account has left it.
    expect(api.calls.filter((call) => call.url === '/api/academy/classes/turma-b')).toHaveLength(2);
  });

  it('an admin renames the class, archives it and manages its teachers', async () => {
    let summary = classSummary();
    const api = staffApi(({ method, url, body }) => {
      if (method === 'PATCH') summary = { ...summary, ...(body as object) };
      if (method === 'POST' && url.endsWith('/teachers'))
        summary = {
          ...summary,
          teachers: [...summary.teachers, { uid: 'prof-2', email: 'rui@example.com', name: null }],
        };
      if (method === 'DELETE')
        summary = { ...summary, teachers: summary.teachers.filter((t) => t.uid !== 'prof-1') };
      return method === 'GET' ? json(classPage({ class: summary })) : json(summary);
    });
    renderClass();
    const manage = await screen.findByRole('region', { name: 'Gerenciar turma' });
    const name = within(manage).getByRole('textbox', { name: 'Nome da turma' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Turma B - noite');
    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turma B - noite' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Alterações salvas.');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveFocus());

    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Arquivar turma' })));
    expect(
      await within(manage).findByRole('button', { name: 'Trazer a turma de volta' }),
    ).toBeInTheDocument();

    await userEvent.type(
      within(manage).getByRole('textbox', { name: 'E-mail do professor' }),
      'rui@example.com',
    );
    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Adicionar professor' })));
    expect(await screen.findByText('rui@example.com agora é professor(a) desta turma.')).toBeInTheDocument();
    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Remover Paula da turma' })));
    expect(await screen.findByText('Paula não é mais professor(a) desta turma.')).toBeInTheDocument();

    expect(
      api.calls.filter((call) => call.method !== 'GET').map((call) => [call.method, call.url, call.body]),
    ).toEqual([
      [
        'PATCH',
        '/api/academy/classes/turma-b',
        { name: 'Turma B - noite', endDate: '2026-12-18', dailyAudios: 10 },
      ],
      ['PATCH', '/api/academy/classes/turma-b', { archived: true }],
      ['POST', '/api/academy/classes/turma-b/teachers', { email: 'rui@example.com' }],
      ['DELETE', '/api/academy/classes/turma-b/teachers/prof-1', undefined],
    ]);
  });

  it("an admin sets the class's daily audios within their bounds; the page says the number", async () => {
    let summary = classSummary();
    const api = staffApi(({ method, body }) => {
      if (method === 'PATCH') summary = { ...summary, ...(body as object) };
      return method === 'GET' ? json(classPage({ class: summary })) : json(summary);
    });
    renderClass();
    expect(await screen.findByText(/10 áudios por dia para cada aluno/)).toBeInTheDocument();
    const manage = screen.getByRole('region', { name: 'Gerenciar turma' });
    const audios = within(manage).getByRole('spinbutton', { name: 'Áudios por dia de cada aluno' });
    expect(audios).toHaveValue(10);
    expect(audios).toHaveAccessibleDescription(
      'De 1 a 30 (o padrão é 10), para escrita e fala juntas. Vale na hora para os próximos áudios; os já ouvidos hoje continuam contados.',
    );
    for (const typed of ['0', '31']) {
      await userEvent.clear(audios);
      await userEvent.type(audios, typed);
      await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Salvar' })));
      expect(await within(manage).findByText('Informe um número inteiro de 1 a 30.')).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.clear(audios);
    await userEvent.type(audios, '3');
    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText(/3 áudios por dia para cada aluno/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ dailyAudios: 3 });
  });

  it('an admin invites an address not confirmed yet: shown awaiting confirmation, and withdrawn', async () => {
    let summary = classSummary({ teachers: [] });
    const api = staffApi(({ method, url }) => {
      if (method === 'POST' && url.endsWith('/teachers'))
        summary = { ...summary, invited: ['maria@escola.com.br'] };
      if (method === 'DELETE') summary = { ...summary, invited: [] };
      return method === 'GET' ? json(classPage({ class: summary })) : json(summary);
    });
    renderClass();
    const manage = await screen.findByRole('region', { name: 'Gerenciar turma' });
    await userEvent.type(
      within(manage).getByRole('textbox', { name: 'E-mail do professor' }),
      'Maria@Escola.com.br',
    );
    await act(() => userEvent.click(within(manage).getByRole('button', { name: 'Adicionar professor' })));
    expect(
      await screen.findByText(
        /^Maria@Escola\.com\.br foi convidado\(a\), aguardando confirmação do e-mail\./,
      ),
    ).toBeInTheDocument();
    const teachers = within(manage).getByRole('list');
    expect(teachers).toHaveTextContent('maria@escola.com.br · aguardando confirmação do e-mail');
    await act(() =>
      userEvent.click(
        within(manage).getByRole('button', { name: 'Cancelar o convite de maria@escola.com.br' }),
      ),
    );
    expect(await screen.findByText('O convite de maria@escola.com.br foi cancelado.')).toBeInTheDocument();
    expect(within(manage).getByText('Nenhum professor nesta turma.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/api/academy/classes/turma-b/teachers/maria%40escola.com.br',
    );
  });

  it('a teacher reads the class, and cannot change it or replace a learner', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    classApi();
    renderClass();
    await screen.findByRole('table', { name: 'Alunos da turma' });
    expect(screen.queryByRole('region', { name: 'Gerenciar turma' })).not.toBeInTheDocument();
    expect(screen.getByText(/10 áudios por dia para cada aluno/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Substituir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar planilha dos alunos (CSV)' })).toBeInTheDocument();
  });

  it('a class with no learner yet says so, and how learners join it: keys', async () => {
    classApi(() =>
      json(
        classPage({
          learners: [],
          missedPhrases: { writing: [], speaking: [] },
          corrections: [],
        }),
      ),
    );
    renderClass();
    const learners = await screen.findByRole('region', { name: 'Alunos (0)' });
    expect(learners).toHaveTextContent('Nenhum aluno nesta turma ainda.');
    expect(learners).toHaveTextContent('Crie as chaves e entregue a folha impressa ou o link de cada chave.');
    expect(within(learners).getByRole('link', { name: 'Ver as chaves desta turma' })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b/chaves',
    );
    // Nothing that would only be true of learners who exist.
    expect(screen.queryByText(/Todos os alunos praticaram/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Sem praticar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Frases que a turma/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Correções do tutor/ })).not.toBeInTheDocument();
  });

  it('an empty class tells a teacher that the coordination makes the keys', async () => {
    staff.access = { signedIn: true, role: 'teacher' };
    classApi(() =>
      json(classPage({ learners: [], missedPhrases: { writing: [], speaking: [] }, corrections: [] })),
    );
    renderClass();
    expect(await screen.findByText(/A coordenação cria as chaves/)).toBeInTheDocument();
  });
});
