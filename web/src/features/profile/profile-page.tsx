import type { Points } from '@shared/contract';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import type { AuthUser } from '../../lib/auth-store';
import { messages } from '../../messages';
import { getUserPoints } from './api/get-user-points';

type PointsState = { status: 'loading' } | { status: 'error' } | { status: 'done'; points: Points };

function usePoints(uid: string) {
  const [state, setState] = useState<PointsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getUserPoints(uid, controller.signal).then(
      (points) => setState({ status: 'done', points }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error' });
        return error;
      },
    );
    return () => controller.abort();
  }, [uid, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}

function PointsCard({ uid }: { uid: string }) {
  const { state, retry } = usePoints(uid);
  const rows = [
    { key: 'pointsWriting', label: messages.profile.writing },
    { key: 'pointsSpeaking', label: messages.profile.speaking },
    { key: 'totalPoints', label: messages.profile.total },
  ] as const;
  return (
    <section className="card" aria-labelledby="pontos" aria-busy={state.status === 'loading'}>
      <h2 id="pontos" className="card-title">
        {messages.profile.pointsTitle}
      </h2>
      {state.status === 'error' ? (
        <div className="points-error">
          <p role="alert" className="alert alert-error">
            {messages.profile.pointsError}
          </p>
          <button type="button" className="button button-secondary" onClick={retry}>
            {messages.retry}
          </button>
        </div>
      ) : (
        <dl className="points-grid">
          {rows.map((row) => (
            <div
              key={row.key}
              className={row.key === 'totalPoints' ? 'points-item points-total' : 'points-item'}
            >
              <dt>{row.label}</dt>
              <dd>
                {state.status === 'done' ? (
                  state.points[row.key]
                ) : (
                  <span className="skeleton" aria-hidden="true" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Profile({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const { signOutUser } = await import('../../lib/firebase');
    await signOutUser();
    navigate(paths.home, { replace: true });
  }

  return (
    <div className="page profile-page">
      <PageTitle>{messages.profile.title}</PageTitle>
      <section className="card profile-card">
        <Avatar photoURL={user.photoURL} size={96} alt={messages.profile.photoAlt} />
        <div>
          <h1 className="profile-name">{user.displayName || messages.profile.defaultName}</h1>
          {user.email && <p className="muted">{user.email}</p>}
        </div>
      </section>
      <PointsCard uid={user.uid} />
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={signOut}
        disabled={signingOut}
      >
        {signingOut ? messages.profile.signingOut : messages.profile.signOut}
      </button>
    </div>
  );
}

export function ProfilePage() {
  const { user, ready } = useAuth();
  if (ready && !user) return <Navigate to={paths.home} replace />;
  // The remembered user is shown at once; Firebase confirms (or redirects) a moment later.
  if (!user) {
    return (
      <div className="page profile-page" aria-busy="true">
        <p className="muted">{messages.loading}</p>
      </div>
    );
  }
  return <Profile user={user} />;
}
