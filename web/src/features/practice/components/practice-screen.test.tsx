import type { PracticePhrase } from '@shared/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../testing/fake-api';
import { learner } from '../../../testing/fake-auth';
import { renderRoute } from '../../../testing/render-route';
import { WritingPage } from '../writing/writing-page';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

/** The writing practice on the draw's first phrase (its audio refused: the tags show all the same). */
function renderFirst(phrase: PracticePhrase) {
  fakeApi(() => json({ error: 'falhou' }, 500));
  renderRoute(
    {
      element: (
        <WritingPage started={{ practiceId: 'pratica-de-teste', phrases: [phrase], dailyAudios: 10 }} />
      ),
    },
    { path: '/listening-writing', user: learner },
  );
}

describe("the practice's tags on the current phrase", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("a phrase drawn for a class task is tagged 'Tarefa da turma', not as a review", () => {
    renderFirst({
      text: 'A table for two, please.',
      meaning: 'Uma mesa para dois.',
      review: false,
      assignmentId: 'a1',
    });
    expect(screen.getByText('Tarefa da turma')).toHaveClass('badge');
    expect(screen.queryByText('Revisão')).toBeNull();
  });

  it("a phrase to review is tagged 'Revisão', with why", () => {
    renderFirst({ text: 'Keep it simple.', meaning: 'Mantenha a simplicidade.', review: true });
    expect(screen.getByText('Revisão')).toHaveClass('badge');
    expect(
      screen.getByText('Você errou ou pulou esta frase antes: ela volta até você aprender.'),
    ).toBeVisible();
    expect(screen.queryByText('Tarefa da turma')).toBeNull();
  });

  it('a phrase of the pool has no tag', () => {
    renderFirst({ text: 'Practice every day.', meaning: 'Pratique todos os dias.', review: false });
    expect(screen.queryByText('Revisão')).toBeNull();
    expect(screen.queryByText('Tarefa da turma')).toBeNull();
  });
});
