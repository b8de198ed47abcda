import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ConversationIcon, HeadphonesIcon, SpeakingIcon, WritingIcon } from '../../components/icons';
import { Logo } from '../../components/logo';
import { screenPaths } from '../../config/screen-paths';
import { isAccountDeleted } from '../../lib/account-deleted';
import { isKnownActivated } from '../../lib/activation-hint';
import { useAuth } from '../../lib/auth';
import { pendingKey } from '../../lib/pending-key';
import { messages } from '../../messages';
import './home.css';

const practices: { to: string; title: string; description: string; icon: ReactNode }[] = [
  { to: screenPaths.writing, ...messages.practices.writing, icon: <WritingIcon /> },
  { to: screenPaths.speaking, ...messages.practices.speaking, icon: <SpeakingIcon /> },
  { to: screenPaths.conversation, ...messages.practices.conversation, icon: <ConversationIcon /> },
];

/**
 * A key link's banner and the call to activate, or (`tasks`) the class's tasks: a chunk of its
 * own, which only a visitor who opened a key link and a signed-in learner load. One chunk for both,
 * so every route's chunk carries one lazy import, not two.
 */
const HomeActivation = lazy(() => import('./home-activation').then((m) => ({ default: m.HomeActivation })));

export function HomePage() {
  const deleted = isAccountDeleted(useLocation().state);
  // The remembered user, without loading Firebase: the call to activate confirms it.
  const { user } = useAuth({ connect: false });
  // Decided once: learning that the account is activated keeps what the call says on the page.
  const [asks] = useState(() => Boolean(pendingKey() || (user && !isKnownActivated(user.uid))));
  // The call learns it for a learner activated on another device: their tasks show then.
  const [learned, setLearned] = useState<string | null>(null);
  const activated = user && (learned === user.uid || isKnownActivated(user.uid));
  return (
    <div className="page home">
      {asks && (
        <Suspense fallback={null}>
          <HomeActivation onActivated={setLearned} />
        </Suspense>
      )}
      {deleted && (
        <p role="status" className="alert tone-success">
          {messages.home.accountDeleted}
        </p>
      )}
      <header className="home-hero">
        <h1 className="home-title">
          <Logo />
        </h1>
        <p className="tagline">{messages.tagline}</p>
        <p className="home-intro">{messages.home.intro}</p>
      </header>

      {/* On phones the three practices are one tap away, above the fold. */}
      <nav className="home-actions" aria-label={messages.home.mobileActionsLabel}>
        {practices.map((practice) => (
          <AppLink key={practice.to} to={practice.to} className="button button-primary button-block">
            {practice.icon}
            {practice.title}
          </AppLink>
        ))}
      </nav>

      {activated && (
        <Suspense fallback={null}>
          <HomeActivation tasks />
        </Suspense>
      )}

      <section aria-labelledby="praticas">
        <h2 id="praticas" className="section-title">
          <HeadphonesIcon />
          {messages.home.practicesTitle}
        </h2>
        <ul className="plain-list practice-list">
          {practices.map((practice) => (
            <li key={practice.to} className="card practice-card">
              <span className="practice-icon">{practice.icon}</span>
              <h3>{practice.title}</h3>
              <p>{practice.description}</p>
              <AppLink
                to={practice.to}
                className="button button-secondary practice-card-link"
                aria-label={`${messages.home.start}: ${practice.title}`}
              >
                {messages.home.start}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <p className="home-academy">
        {messages.academy}
        <br />
        <AppLink to={screenPaths.privacy}>{messages.home.privacy}</AppLink>
      </p>
    </div>
  );
}
