import type { LearnerAssignment } from '@shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../testing/fake-api';
import { task } from '../../testing/fake-assignments';
import { ClassAssignments } from './class-assignments';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

function renderTasks(tasks: readonly LearnerAssignment[] | 'fails') {
  const api = fakeApi(() =>
    tasks === 'fails' ? json({ error: 'falhou' }, 500) : json({ assignments: tasks }),
  );
  const view = render(
    <MemoryRouter>
      <ClassAssignments />
    </MemoryRouter>,
  );
  return { api, view };
}

const card = () => screen.findByRole('region', { name: 'Tarefas da turma' });
/** A task of the card, by its title. */
const taskItem = (title: string) =>
  screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('Tarefas da turma', () => {
  // Friday 27 November 2026, 10:00 in São Paulo.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T13:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('an open task: what, due when, done so far, and a way to the practice still short of its target', async () => {
    const { api } = renderTasks([task()]);
    await card();
    const item = taskItem('Unidade 4: restaurante');
    expect(item).toHaveTextContent('até sexta, 4/12');
    expect(item).toHaveTextContent('Escrita: 6 de 10 frases');
    expect(item).toHaveTextContent('Fala: 10 de 10 frases');
    expect(within(item).queryByText(/Concluída|Atrasada/)).toBeNull();
    expect(
      within(item).getByRole('link', { name: 'Praticar escrita: Unidade 4: restaurante' }),
    ).toHaveAttribute('href', '/listening-writing');
    // Speaking reached its target: no way in that would draw nothing for the task.
    expect(within(item).queryByRole('link', { name: /Praticar fala/ })).toBeNull();
    expect(api.calls.map((call) => [call.url, call.headers.get('Authorization')])).toEqual([
      ['/api/assignments', 'Bearer id-token-de-teste'],
    ]);
  });

  it('due today, in the academy day: vence hoje', async () => {
    // 23:30 in São Paulo on Friday 4 December is already Saturday in UTC.
    vi.setSystemTime(new Date('2026-12-05T02:30:00Z'));
    renderTasks([task()]);
    expect(await card()).toHaveTextContent('vence hoje');
  });

  it('overdue: says so, when it was due, and until when it still counts', async () => {
    renderTasks([
      task({
        dueOn: '2026-11-26',
        state: 'overdue',
        practices: ['speaking'],
        progress: [{ practice: 'speaking', target: 1, done: 0 }],
      }),
    ]);
    const found = await card();
    expect(within(found).getByText('Atrasada')).toHaveClass('badge', 'tone-error');
    expect(found).toHaveTextContent('venceu quinta, 26/11');
    expect(found).toHaveTextContent('Ainda vale, com atraso, até quinta, 3/12.');
    expect(found).toHaveTextContent('Fala: 0 de 1 frase');
    expect(within(found).getByRole('link', { name: /^Praticar fala/ })).toHaveAttribute(
      'href',
      '/listening-speaking',
    );
  });

  it('done and done late: their state, and no way in', async () => {
    const done = [
      { practice: 'writing', target: 10, done: 10 },
      { practice: 'speaking', target: 10, done: 10 },
    ] as const;
    renderTasks([
      task({ id: 'a', title: 'Unidade 3', state: 'done', progress: [...done] }),
      task({ id: 'b', title: 'Unidade 2', dueOn: '2026-11-25', state: 'doneLate', progress: [...done] }),
    ]);
    await card();
    const second = taskItem('Unidade 2');
    expect(within(taskItem('Unidade 3')).getByText('Concluída')).toHaveClass('tone-success');
    expect(within(second).getByText('Concluída com atraso')).toBeVisible();
    expect(second).toHaveTextContent('venceu quarta, 25/11');
    expect(second).not.toHaveTextContent('Ainda vale');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('scenarios of the conversation: counted in scenarios, a way to the conversation', async () => {
    renderTasks([
      task({
        kind: 'scenarios',
        listId: undefined,
        practices: undefined,
        scenarioIds: ['restaurant', 'airport'],
        phrases: 2,
        title: 'No restaurante, No aeroporto',
        progress: [{ practice: 'conversation', target: 2, done: 1 }],
      }),
    ]);
    const found = await card();
    expect(found).toHaveTextContent('Conversa: 1 de 2 cenários');
    expect(
      within(found).getByRole('link', { name: 'Conversar: No restaurante, No aeroporto' }),
    ).toHaveAttribute('href', '/talking');
  });

  it('shows nothing with no task, nor when they cannot be read', async () => {
    for (const answer of [[], 'fails'] as const) {
      const { api, view } = renderTasks(answer);
      await waitFor(() => expect(api.calls).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(view.container).toBeEmptyDOMElement();
      view.unmount();
      vi.unstubAllGlobals();
    }
  });
});
