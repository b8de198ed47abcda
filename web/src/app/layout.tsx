import { Outlet } from 'react-router';
import { BottomNav } from '../components/bottom-nav';

export function Layout() {
  return (
    <div className="app-shell">
      <main className="app-main" id="conteudo">
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
