import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AudioControls } from './audio-controls';

describe('AudioControls, an audio that failed', () => {
  it('says the audio could not load and offers to load it again', async () => {
    const onRetry = vi.fn();
    render(<AudioControls audio={{ status: 'failed' }} onRetry={onRetry} />);
    expect(screen.getByText('Não foi possível carregar o áudio.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Carregar de novo' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the API's own sentence when the academy's day of new audios is spent", () => {
    const said = 'O uso diário da academia para gerar novos áudios acabou. Volte amanhã.';
    render(<AudioControls audio={{ status: 'failed', said }} onRetry={() => undefined} />);
    expect(screen.getByText(said)).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar o áudio.')).toBeNull();
  });
});
