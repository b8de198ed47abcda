import { NavLink } from 'react-router';
import { messages } from '../messages';

const items = [
  { to: '/', label: messages.nav.home, icon: '⌂' },
  { to: '/listening-writing', label: messages.nav.writing, icon: '✎' },
  { to: '/listening-speaking', label: messages.nav.speaking, icon: '🎤' },
  { to: '/talking', label: messages.nav.talking, icon: '💬' },
  { to: '/ranking', label: messages.nav.ranking, icon: '🏆' },
  { to: '/auth', label: messages.nav.login, icon: '👤' },
] as const;

export function BottomNav() {
  return (
    <nav className="bottom-nav" aria-label={messages.nav.label}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end aria-label={item.label} title={item.label}>
          <span aria-hidden="true">{item.icon}</span>
        </NavLink>
      ))}
    </nav>
  );
}
