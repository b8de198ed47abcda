import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { LazyConfirmModal } from './lazy-confirm-modal';

// The modal's chunk failed to load (offline before the app was cached).
vi.mock('./confirm-modal', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a confirmation whose code cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks with the browser's confirm and goes ahead on OK", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const answer = { stay: vi.fn(), go: vi.fn() };
    render(
      <Suspense fallback={<p>carregando</p>}>
        <LazyConfirmModal question={messages.practice.leave} answer={answer} />
      </Suspense>,
    );
    await waitFor(() => expect(answer.go).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toContain('Sair da prática?');
    expect(answer.stay).not.toHaveBeenCalled();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('stays on Cancel', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const answer = { stay: vi.fn(), go: vi.fn() };
    render(
      <Suspense fallback={null}>
        <LazyConfirmModal question={messages.practice.endNow} answer={answer} />
      </Suspense>,
    );
    await waitFor(() => expect(answer.stay).toHaveBeenCalledTimes(1));
    expect(answer.go).not.toHaveBeenCalled();
  });
});
