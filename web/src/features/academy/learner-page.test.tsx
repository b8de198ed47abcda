import type { LearnerPage } from '@shared/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classAssignments, classLearner } from '../../testing/fake-academy';
import { fakeApi, json } from '../../testing/fake-api';
import { learner } from '../../testing/fake-auth';
import { resetStaff } from '../../testing/fake-staff';
import { renderRoute } from '../../testing/render-route';
import { learnerRoute } from './learner-page';

vi.mock('../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));
vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'));

const [unit, scenarios] = classAssignments().assignments as [
  LearnerPage['assignments'][number]['assignment'],
  LearnerPage['assignments'][number]['assignment'],
];

function learnerPage(change: Partial<LearnerPage> = {}): LearnerPage {
  return {
    className: 'Turma B',
    learner: classLearner(),
    practices: [
      {
        at: '2026-11-26T14:00:00.000Z',
        kind: 'speaking',
        level: 'beginner',
        phrases: 10,
        right: 7,
        points: 70,
        finished: true,
      },
      {
        at: '2026-11-25T22:00:00.000Z',
        kind: 'writing',
        level: 'beginner',
        phrases: 10,
        right: 2,
        points: 20,
        finished: false,
      },
    ],
    missedPhrases: {
      writing: [
        { phrase: 'I would like a table for two.', box: 0, due: '2026-11-27' },
        { phrase: 'The bill, please.', box: 2, due: '2026-11-30' },
      ],
      speaking: [],
    },
    sounds: [
      { tip: 'th', recordings: 4 },
      { tip: 'final-l', recordings: 1 },
    ],
    corrections: [
      { said: 'I have 25 years', better: 'I am 25 years old', explanation: 'Idade usa “to be”.' },
    ],
    assignments: [
      {
        assignment: unit,
        state: 'overdue',
        result: 'inProgress',
        pastDue: true,
        progress: [
          { practice: 'writing', target: 2, done: 1 },
          { practice: 'speaking', target: 2, done: 0 },
        ],
      },
      {
        assignment: scenarios,
        state: 'done',
        result: 'done',
        pastDue: true,
        progress: [{ practice: 'conversation', target: 1, done: 1 }],
      },
    ],
    ...change,
  };
}

const renderLearner = () =>
  renderRoute(learnerRoute, {
    path: '/academia/turmas/:classId/alunos/:learnerId',
    url: '/academia/turmas/turma-b/alunos/aluno-1',
    user: learner,
  });

describe('/academia/turmas/:classId/alunos/:learnerId, a learner drilled down', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStaff();
  });

  it('shows their practices, the phrases they miss, the sounds the coach heard, their corrections and assignments', async () => {
    const api = fakeApi(() => json(learnerPage()));
    renderLearner();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Souza' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['/api/academy/classes/turma-b/learners/aluno-1']);
    expect(screen.getByRole('link', { name: /Voltar para Turma B/ })).toHaveAttribute(
      'href',
      '/academia/turmas/turma-b',
    );

    const practices = screen.getByRole('table', { name: 'Práticas recentes do aluno' });
    const [first, second] = within(practices).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('26/11/2026');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Fala', '10', '7', '70', 'Terminada']);
    expect(
      within(second as HTMLElement)
        .getAllByRole('cell')
        .at(-1),
    ).toHaveTextContent('Não terminada');

    const missed = screen.getByRole('list', { name: 'Frases que mais erra na escrita' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'I would like a table for two. (ainda não acertou de novo)',
      'The bill, please. (acertou 2 vezes desde o erro)',
    ]);
    expect(screen.getByText('Nenhuma frase para revisar na fala.')).toBeInTheDocument();

    const sounds = screen.getByRole('list', { name: 'Sons que o aluno mais troca' });
    const [th] = within(sounds).getAllByRole('listitem');
    expect(th).toHaveTextContent(/^th \(em 4 gravações\)Ponha a ponta da língua entre os dentes/);

    const corrections = screen.getByRole('list', { name: 'Correções do tutor nas conversas do aluno' });
    expect(corrections).toHaveTextContent('I am 25 years old');

    const assignments = screen.getByRole('table', { name: 'Tarefas da turma para este aluno' });
    const [late, done] = within(assignments).getAllByRole('row').slice(1) as HTMLElement[];
    expect(late).toHaveTextContent('Atrasada (em andamento)');
    expect(late).toHaveTextContent('Escrita: 1 de 2');
    expect(done).toHaveTextContent('Concluída');
  });

  it('says plainly when there is nothing yet', async () => {
    fakeApi(() =>
      json(
        learnerPage({
          practices: [],
          missedPhrases: { writing: [], speaking: [] },
          sounds: [],
          corrections: [],
          assignments: [],
        }),
      ),
    );
    renderLearner();
    expect(await screen.findByText('Nenhuma prática ainda.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma frase para revisar na escrita.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'O treinador de pronúncia ainda não ouviu nenhuma troca de som nas gravações deste aluno.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Nenhuma correção do tutor nas conversas deste aluno.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma tarefa nesta turma ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a learner not in the class: the server’s sentence', async () => {
    fakeApi(() => json({ error: 'Este aluno não está nesta turma.' }, 404));
    renderLearner();
    expect(await screen.findByText('Este aluno não está nesta turma.')).toBeInTheDocument();
  });
});
