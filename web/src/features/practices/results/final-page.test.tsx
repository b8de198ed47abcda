import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SpeakingFinalPage, WritingFinalPage } from './final-page';

function renderAt(path: string, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/tela-final-writing', element: <WritingFinalPage /> },
      { path: '/tela-final-speaking', element: <SpeakingFinalPage /> },
      { path: '/', element: <h1>Início</h1> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
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
