import type { LearnerProgress } from '@shared/contract';
import { Suspense, use, useState } from 'react';
import { Navigate, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import { Avatar } from '../../components/avatar';
import { PageTitle } from '../../components/page-title';
import { TitledCard } from '../../components/titled-card';
import { screenPaths } from '../../config/screen-paths';
import { useAuth } from '../../lib/auth';
import type { AuthUser } from '../../lib/auth-user';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { messages } from '../../messages';
import { getProgress } from './api/get-progress';
import { PointsChart } from './points-chart';
import './profile.css';

/**
 * The profile route's loader: the learner's progress is asked for with the navigation, each
 * time they come to the profile (so a practice just saved shows), and again on a retry.
 */
function loadProfile() {
  return { visit: nextVisit(), progress: settle(getProgress()) };
}

/** What the points card shows: the skeleton until the progress is in. */
type ProgressState = { status: 'loading' } | Settled<LearnerProgress>;

function Placeholder() {
  return <span className="skeleton" aria-hidden="true" />;
}

function PointsCard({ state }: { state: ProgressState }) {
  const rows = [
    { key: 'pointsWriting', label: messages.profile.writing },
    { key: 'pointsSpeaking', label: messages.profile.speaking },
    { key: 'totalPoints', label: messages.profile.total },
  ] as const;
  return (
    <TitledCard title={messages.profile.pointsTitle} busy={state.status === 'loading'}>
      <dl className="points-grid">
        {rows.map((row) => (
          <div
            key={row.key}
            className={row.key === 'totalPoints' ? 'points-item points-total' : 'points-item'}
          >
            <dt>{row.label}</dt>
            <dd>{state.status === 'done' ? state.data.points[row.key] : <Placeholder />}</dd>
          </div>
        ))}
      </dl>
      {state.status === 'done' && (
        <p className="points-week">{messages.profile.weekPoints(state.data.weekPoints)}</p>
      )}
    </TitledCard>
  );
}

function StreakCard({ progress }: { progress: LearnerProgress }) {
  const { streak, audio } = progress;
  const hint = streak.practisedToday
    ? messages.profile.streakDone
    : streak.current > 0
      ? messages.profile.streakKeep
      : messages.profile.streakStart;
  return (
    <TitledCard title={messages.profile.streakTitle} className="streak-card">
      <p className="streak-current">{messages.profile.streakDays(streak.current)}</p>
      <p className="muted">{messages.profile.streakBest(streak.best)}</p>
      <p>{hint}</p>
      <p className="streak-audios">{messages.profile.audiosLeft(audio.remaining, audio.limit)}</p>
    </TitledCard>
  );
}

/** The phrases to review and learned this week, in both practices. */
function LearningCard({ progress }: { progress: LearnerProgress }) {
  const { writing, speaking } = progress.learning;
  return (
    <TitledCard title={messages.profile.learningTitle} className="learning-card">
      <p className="learning-count">{messages.profile.toReview(writing.toReview + speaking.toReview)}</p>
      <p className="muted">{messages.profile.toReviewByPractice(writing.toReview, speaking.toReview)}</p>
      <p>{messages.profile.learnedThisWeek(writing.learnedThisWeek + speaking.learnedThisWeek)}</p>
      <p className="muted">{messages.profile.learningHint}</p>
    </TitledCard>
  );
}

function ChartCard({ progress }: { progress: LearnerProgress }) {
  return (
    <TitledCard title={messages.profile.chartTitle}>
      <PointsChart days={progress.days} />
    </TitledCard>
  );
}

function ProgressCards({ progress }: { progress: Promise<Settled<LearnerProgress>> }) {
  const state = use(progress);
  const revalidator = useRevalidator();
  if (state.status === 'error') {
    return (
      <TitledCard title={messages.profile.pointsTitle}>
        <div className="points-error">
          <p role="alert" className="alert tone-error">
            {messages.profile.pointsError}
          </p>
          <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
            {messages.retry}
          </button>
        </div>
      </TitledCard>
    );
  }
  return (
    <>
      <PointsCard state={state} />
      <StreakCard progress={state.data} />
      <LearningCard progress={state.data} />
      <ChartCard progress={state.data} />
    </>
  );
}

function Profile({ user }: { user: AuthUser }) {
  const { visit, progress } = useLoaderData<typeof loadProfile>();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const { signOutUser } = await import('../../lib/firebase');
    await signOutUser();
    navigate(screenPaths.home, { replace: true });
  }

  return (
    <div className="page profile-page">
      <PageTitle>{messages.profile.title}</PageTitle>
      <section className="card profile-card">
        <Avatar photoURL={user.photoURL} size={96} alt={messages.profile.photoAlt} />
        <div className="profile-who">
          <h1 className="profile-name">{user.displayName || messages.profile.defaultName}</h1>
          {user.email && <p className="muted profile-email">{user.email}</p>}
        </div>
      </section>
      {/* Keyed by visit: a retry shows the skeleton again. */}
      <Suspense key={visit} fallback={<PointsCard state={{ status: 'loading' }} />}>
        <ProgressCards progress={progress} />
      </Suspense>
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

function ProfilePage() {
  const { user, ready } = useAuth();
  if (ready && !user) return <Navigate to={screenPaths.home} replace />;
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

/** The profile route (src/app/router.tsx): its screen and its loader. */
export const profileRoute = { Component: ProfilePage, loader: loadProfile };
