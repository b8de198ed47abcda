import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SLOW_RATE } from '../../../lib/slow-replay';
import { TutorBubble } from './tutor-bubble';

describe("a tutor's line", () => {
  it('"Traduzir" shows and hides the translation sent with the reply, without a call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <TutorBubble
        text="Nice to meet you!"
        translation="Prazer em conhecer você!"
        audioUrl={null}
        replay={vi.fn()}
      />,
    );
    expect(screen.queryByText('Prazer em conhecer você!')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Traduzir' }));
    expect(screen.getByText('Prazer em conhecer você!')).toBeInTheDocument();
    const hide = screen.getByRole('button', { name: 'Ocultar tradução' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByText('Prazer em conhecer você!')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('"Ouvir devagar" replays its audio slowly; without audio, and without a translation, neither shows', async () => {
    const replay = vi.fn();
    const { rerender } = render(
      <TutorBubble text="Nice to meet you!" translation="" audioUrl="blob:reply" replay={replay} />,
    );
    expect(screen.queryByRole('button', { name: 'Traduzir' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir devagar' }));
    expect(replay).toHaveBeenCalledWith('blob:reply', SLOW_RATE);
    rerender(<TutorBubble text="Nice to meet you!" translation="" audioUrl={null} replay={replay} />);
    expect(screen.queryByRole('button', { name: 'Ouvir devagar' })).toBeNull();
  });
});
