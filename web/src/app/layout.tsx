import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../components/bottom-nav';
import { browserStorage } from '../lib/browser-storage';
import { hasPendingSaves } from '../lib/pending-saves-key';
import { ConnectionNotice } from './connection-notice';
import { UpdatePrompt } from './update-prompt';

/**
 * A practice save that did not reach the server (the tab closed, the network failed) waits on
 * the device and is sent when the app opens. Only then is the sending module (and Firebase, to
 * know who is signed in) loaded: a first visit loads nothing more.
 */
function useSendPendingSaves() {
  useEffect(() => {
    if (!hasPendingSaves(browserStorage())) return;
    import('../features/practice/api/pending-saves')
      .then(({ sendPendingSaves }) => sendPendingSaves())
      .catch(() => undefined); // still waiting: the next opening or practice tries again
  }, []);
}

export function Layout() {
  useSendPendingSaves();
  return (
    <div className="app-shell">
      <ConnectionNotice />
      <main className="app-main" id="conteudo">
        <Outlet />
      </main>
      <UpdatePrompt />
      <BottomNav />
    </div>
  );
}
