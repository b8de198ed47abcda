import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import type { AuthUser } from '../../../lib/auth-user';
import { createLearnerDayStorage } from '../../../lib/learner-day-storage';
import { KEPT_FINAL_KEY } from '../../../lib/pending-saves-key';
import { fakeAuthStore, learner } from '../../../testing/fake-auth';
import { SpeakingFinalPage, WritingFinalPage } from './final-page';

/** `user`: who is signed in on this device (by default, nobody). */
function renderAt(path: string, state?: unknown, user: AuthUser | null = null) {
  const router = createMemoryRouter(
    [
      { path: '/tela-final-writing', element: <WritingFinalPage /> },
      { path: '/tela-final-speaking', element: <SpeakingFinalPage /> },
      { path: '/', element: <h1>Início</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  const { unmount } = render(
    <AuthProvider store={fakeAuthStore(user)}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, unmount };
}

describe('final screens', () => {
  it('shows the writing points handed over in navigation state', () => {
    renderAt('/tela-final-writing', { pointsWriting: 70 });
    expect(screen.getByRole('heading', { name: 'Prática de escrita concluída' })).toBeInTheDocument();
    expect(screen.getByText('70 pontos')).toBeInTheDocument();
    expect(screen.queryByText('Ainda não concluiu')).not.toBeInTheDocument();
  });

  it('reads only its own key: speaking points do not count on the writing screen', () => {
    renderAt('/tela-final-writing', { pointsSpeaking: 40 });
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
  });

  it('shows zero points, which is a real result', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: 0 });
    expect(screen.getByText('0 pontos')).toBeInTheDocument();
  });

  it("says 'Ainda não concluiu' without state", () => {
    renderAt('/tela-final-speaking');
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
  });

  it('ignores state that is not a number', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: '90' });
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
  });

  it('links back to the start and to the practice', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: 30 });
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Praticar de novo' })).toHaveAttribute(
      'href',
      '/listening-speaking',
    );
  });
});

describe('why it ended, and what is possible next', () => {
  it('ended by the learner with audios left: says so, how many are left, and offers another practice', () => {
    renderAt('/tela-final-writing', { pointsWriting: 20, reason: 'stopped', audiosLeft: 6, dailyAudios: 10 });
    expect(screen.getByText('Você encerrou a prática.')).toBeInTheDocument();
    expect(screen.getByText('Hoje você ainda tem 6 de 10 áudios.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Praticar de novo' })).toHaveAttribute(
      'href',
      '/listening-writing',
    );
  });

  it("the day's audios used up: says so and when to come back, and offers no practice that would fail", () => {
    renderAt('/tela-final-writing', { pointsWriting: 10, reason: 'limit', audiosLeft: 0 });
    expect(screen.getByText('Você atingiu o limite de 10 áudios por dia.')).toBeInTheDocument();
    expect(screen.getByText('Volte amanhã para praticar de novo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Praticar de novo' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toBeInTheDocument();
  });

  it("says the number of the learner's class, as the draw said it", () => {
    renderAt('/tela-final-speaking', {
      pointsSpeaking: 20,
      reason: 'stopped',
      audiosLeft: 1,
      dailyAudios: 3,
    });
    expect(screen.getByText('Hoje você ainda tem 1 de 3 áudios.')).toBeInTheDocument();
    cleanup();
    renderAt('/tela-final-writing', { pointsWriting: 30, reason: 'limit', audiosLeft: 0, dailyAudios: 3 });
    expect(screen.getByText('Você atingiu o limite de 3 áudios por dia.')).toBeInTheDocument();
  });

  it('the 10 rounds done: says so; they used the day, so tomorrow', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: 90, reason: 'completed', audiosLeft: 0 });
    expect(screen.getByText('Você concluiu as 10 frases da prática de fala!')).toBeInTheDocument();
    expect(screen.getByText('Volte amanhã para praticar de novo.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Praticar de novo' })).not.toBeInTheDocument();
  });

  it('an older state, or a malformed reason, says nothing of it and still offers another practice', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: 30, reason: 'bored', audiosLeft: -1 });
    expect(screen.getByText('30 pontos')).toBeInTheDocument();
    expect(screen.queryByText(/Você encerrou|limite|Volte amanhã|Hoje você ainda/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Praticar de novo' })).toBeInTheDocument();
  });
});

describe('the review of a finished practice', () => {
  const review = [
    { phrase: 'Keep it simple.', outcome: 'right', answers: ['keep it simpler', 'keep it simple'] },
    { phrase: 'Stay curious.', outcome: 'skipped', answers: [] },
    { phrase: 42, outcome: 'right', answers: [] },
    { phrase: 'Forged entry.', outcome: 'perfect', answers: [] },
  ];

  it('lists each phrase, how it went and what the learner answered, dropping malformed entries', () => {
    renderAt('/tela-final-writing', { pointsWriting: 10, review });
    const items = within(screen.getByRole('region', { name: 'Revisão da prática' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Acertou');
    expect(items[0]).toHaveTextContent('Você escreveu: keep it simpler · keep it simple');
    expect(items[1]).toHaveTextContent('Pulou');
    expect(items[1]).toHaveTextContent('Sem resposta.');
  });

  it("tags a phrase that came back for review 'Revisão' and one of the class's task 'Tarefa da turma'", () => {
    renderAt('/tela-final-writing', {
      pointsWriting: 20,
      review: [
        {
          phrase: 'Where is the restroom?',
          outcome: 'right',
          answers: ['where is the restroom'],
          wasTask: true,
        },
        { phrase: 'Stay curious.', outcome: 'wrong', answers: ['stay'], wasReview: true },
        { phrase: 'Keep it simple.', outcome: 'right', answers: ['keep it simple'] },
      ],
    });
    const items = within(screen.getByRole('region', { name: 'Revisão da prática' })).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Tarefa da turma')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText('Revisão')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Revisão')).toBeInTheDocument();
    expect(items[2]).not.toHaveTextContent(/Revisão|Tarefa da turma/);
  });

  it('offers no replay when the audio is no longer in memory (e.g. after a reload)', () => {
    renderAt('/tela-final-speaking', { pointsSpeaking: 10, review });
    expect(screen.getByRole('region', { name: 'Revisão da prática' })).toHaveTextContent('Você disse:');
    expect(screen.queryByRole('button', { name: /^Ouvir/ })).not.toBeInTheDocument();
  });
});

describe("today's last final screen, opened again (a reload, a bookmark, the installed app)", () => {
  const review = [
    { phrase: 'Keep it simple.', outcome: 'right', answers: ['keep it simple'] },
    { phrase: 'Stay curious.', outcome: 'skipped', answers: [] },
  ];
  const reviewItems = () =>
    within(screen.getByRole('region', { name: 'Revisão da prática' })).getAllByRole('listitem');

  it("shows the same points and review without the practice's hand-over", () => {
    renderAt('/tela-final-writing', { pointsWriting: 10, review }, learner).unmount();
    renderAt('/tela-final-writing', undefined, learner);
    expect(screen.getByRole('heading', { name: 'Prática de escrita concluída' })).toBeInTheDocument();
    expect(screen.getByText('10 pontos')).toBeInTheDocument();
    expect(reviewItems()).toHaveLength(2);
    // Each practice its own: nothing of writing on the speaking screen.
    renderAt('/tela-final-speaking', undefined, learner);
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
  });

  it("is the learner's own: another account on the same phone sees the spec's sentence", () => {
    renderAt('/tela-final-writing', { pointsWriting: 10, review }, learner).unmount();
    renderAt('/tela-final-writing', undefined, { ...learner, uid: 'outra-pessoa' });
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });

  it("is today's only, and only a well-formed one", () => {
    const kept = createLearnerDayStorage(KEPT_FINAL_KEY, localStorage);
    kept.write(
      learner.uid,
      'writing',
      { pointsWriting: 10, review },
      new Date(Date.now() - 24 * 60 * 60 * 1000),
    );
    kept.write(learner.uid, 'speaking', { pointsSpeaking: '30', review });
    const yesterday = renderAt('/tela-final-writing', undefined, learner);
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
    yesterday.unmount();
    renderAt('/tela-final-speaking', undefined, learner);
    expect(screen.getByRole('heading', { name: 'Ainda não concluiu' })).toBeInTheDocument();
  });
});
