import type { ReactNode } from 'react';
import { screenPaths } from '../config/screen-paths';
import { useAuth } from '../lib/auth';
import { messages } from '../messages';
import { NavAppLink } from './app-link';
import { Avatar } from './avatar';
import {
  AcademyIcon,
  ConversationIcon,
  HomeIcon,
  LoginIcon,
  RankingIcon,
  SpeakingIcon,
  WritingIcon,
} from './icons';
import './bottom-nav.css';

const items = [
  { to: screenPaths.home, label: messages.nav.home, icon: <HomeIcon /> },
  { to: screenPaths.writing, label: messages.nav.writing, icon: <WritingIcon /> },
  { to: screenPaths.speaking, label: messages.nav.speaking, icon: <SpeakingIcon /> },
  { to: screenPaths.conversation, label: messages.nav.conversation, icon: <ConversationIcon /> },
  { to: screenPaths.ranking, label: messages.nav.ranking, icon: <RankingIcon /> },
];

function NavItem({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  return (
    <li>
      <NavAppLink to={to} className="nav-item">
        {icon}
        {/* The visible label is the accessible name; on narrow screens it is visually hidden. */}
        <span className="nav-label">{label}</span>
      </NavAppLink>
    </li>
  );
}

/**
 * The bar at the bottom of every page. It does not load Firebase: the profile entry shows the
 * remembered user until a screen that needs certainty has connected, and the academy's entry
 * shows for the role the server last said the account has (../lib/api-client.ts getMe).
 */
export function BottomNav() {
  const { user } = useAuth({ connect: false });
  return (
    <nav className="bottom-nav" aria-label={messages.nav.label}>
      <ul>
        {items.map((item) => (
          <NavItem key={item.to} {...item} />
        ))}
        {user?.role && (
          <NavItem to={screenPaths.academy} label={messages.nav.academy} icon={<AcademyIcon />} />
        )}
        {user ? (
          <NavItem
            to={screenPaths.profile}
            label={messages.nav.profile}
            icon={<Avatar photoURL={user.photoURL} size={26} />}
          />
        ) : (
          <NavItem to={screenPaths.auth} label={messages.nav.login} icon={<LoginIcon />} />
        )}
      </ul>
    </nav>
  );
}
