import { Outlet } from 'react-router';
import { BottomNav } from '../components/bottom-nav';
import { ConnectionNotice } from './connection-notice';
import { UpdatePrompt } from './update-prompt';

export function Layout() {
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
