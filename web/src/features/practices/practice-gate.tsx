import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { SpeakingIcon, TalkingIcon, WritingIcon } from '../../components/icons';
import { PageTitle } from '../../components/page-title';
import { type AuthRedirectState, paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useAuth, useAuthStore } from '../../lib/auth';
import { messages } from '../../messages';
import { ActivationModal } from './activation-modal';
import { checkAudioLimit } from './api/audio';
import { getMe } from './api/get-me';

export type PracticeKind = 'writing' | 'speaking' | 'talking';

const icons: Record<PracticeKind, ReactNode> = {
  writing: <WritingIcon />,
  speaking: <SpeakingIcon />,
  talking: <TalkingIcon />,
};

/**
 * Spec §4: intro, then the sign-in and activation checks, then the practice itself.
 * `children` is the practice; it is rendered (and its code loaded) only once started.
 */
export function PracticeGate({
  kind,
  path,
  children,
}: {
  kind: PracticeKind;
  path: string;
  children: ReactNode;
}) {
  const [started, setStarted] = useState(false);
  if (started) return children;
  return <PracticeIntro kind={kind} path={path} onStart={() => setStarted(true)} />;
}

function PracticeIntro({ kind, path, onStart }: { kind: PracticeKind; path: string; onStart: () => void }) {
  const text = messages.practices[kind];
  const store = useAuthStore();
  // Loading Firebase while the learner reads the rules makes the start button answer at once.
  const { user } = useAuth();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<'signIn' | string | null>(null);
  const [activating, setActivating] = useState(false);

  /** Writing and speaking spend the day's audios: with none left the learner is told, not started. */
  async function startIfAllowed(uid: string) {
    if (kind !== 'talking' && !(await checkAudioLimit(uid)).canGenerateAudio) {
      setNotice(messages.practice.noAudioLeft);
      return;
    }
    onStart();
  }

  async function start() {
    setNotice(null);
    setChecking(true);
    try {
      const confirmed = await store.connect();
      if (!confirmed) {
        setNotice('signIn');
        return;
      }
      const me = await getMe();
      if (me.hasActivated) await startIfAllowed(confirmed.uid);
      else setActivating(true);
    } catch (error) {
      setNotice(error instanceof ApiError ? error.message : messages.errors.unexpected);
    } finally {
      setChecking(false);
    }
  }

  const from: AuthRedirectState = { from: path };
  return (
    <div className="page practice-intro">
      <PageTitle>{text.title}</PageTitle>
      <header className="practice-header">
        <span className="practice-icon practice-icon-large">{icons[kind]}</span>
        <h1>{text.title}</h1>
        <p className="lead">{text.description}</p>
      </header>
      <section className="card" aria-labelledby="regras">
        <h2 id="regras" className="card-title">
          {messages.intro.rulesTitle}
        </h2>
        <ol className="rules">
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>

      <div className="form-message" aria-live="polite">
        {notice === 'signIn' && (
          <div role="alert" className="alert alert-error">
            <p>{messages.intro.mustSignIn}</p>
            <Link to={paths.auth} state={from}>
              {messages.intro.signInLink}
            </Link>
          </div>
        )}
        {notice && notice !== 'signIn' && (
          <p role="alert" className="alert alert-error">
            {notice}
          </p>
        )}
      </div>

      <button
        type="button"
        className="button button-primary button-block button-large"
        onClick={start}
        disabled={checking || activating}
      >
        {checking ? messages.intro.starting : messages.intro.start}
      </button>

      {user && (
        <ActivationModal
          open={activating}
          userId={user.uid}
          onCancel={() => setActivating(false)}
          onActivated={() => {
            setActivating(false);
            startIfAllowed(user.uid).catch((error: unknown) =>
              setNotice(error instanceof ApiError ? error.message : messages.errors.unexpected),
            );
          }}
        />
      )}
    </div>
  );
}
