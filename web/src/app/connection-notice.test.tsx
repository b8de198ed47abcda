import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionNotice } from './connection-notice';

const notice = 'Você está sem conexão. Para praticar, conecte-se à internet.';

/** The browser going on or off line: `navigator.onLine` changes, then the event fires. */
function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('ConnectionNotice', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says nothing while online, in a live region that is already there', () => {
    render(<ConnectionNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('tells the learner when the connection drops, and takes it back when it returns', () => {
    render(<ConnectionNotice />);
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    goOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the notice at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<ConnectionNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(notice);
  });
});
