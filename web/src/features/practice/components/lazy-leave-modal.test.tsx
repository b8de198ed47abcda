import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveModal } from './lazy-leave-modal';

// The modal's chunk failed to load (offline before the app was cached).
vi.mock('./leave-modal', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('the leave-midway question when its code cannot load', () => {
  afterEach(() => vi.restoreAllMocks());

  it("asks with the browser's confirm and leaves on OK", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const leave = { stay: vi.fn(), go: vi.fn() };
    render(
      <Suspense fallback={<p>carregando</p>}>
        <LeaveModal leave={leave} />
      </Suspense>,
    );
    await waitFor(() => expect(leave.go).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toContain('Sair da prática?');
    expect(leave.stay).not.toHaveBeenCalled();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('stays on Cancel', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const leave = { stay: vi.fn(), go: vi.fn() };
    render(
      <Suspense fallback={null}>
        <LeaveModal leave={leave} />
      </Suspense>,
    );
    await waitFor(() => expect(leave.stay).toHaveBeenCalledTimes(1));
    expect(leave.go).not.toHaveBeenCalled();
  });
});
