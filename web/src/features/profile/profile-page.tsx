import type { LearnerProgress, UserProfile } from '@shared/contract';
import { PRIVACY_NOTICE_VERSION } from '@shared/rules';
import { lazy, Suspense, use, useState } from 'react';
import { Navigate, useLoaderData, useNavigate } from 'react-router';
import { AppLink } from '../../components/app-link';
import { Avatar } from '../../components/avatar';
import { PageTitle } from '../../components/page-title';
import { screenPaths } from '../../config/screen-paths';
import { getMe } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import type { AuthUser } from '../../lib/auth-user';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { messages } from '../../messages';
import { accountMessages } from '../../messages/account';
import { historyMessages } from '../../messages/history';
import { AccountCard } from './account-card';
import { getProgress } from './api/get-progress';
import { DataCard } from './data-card';
import { LoadError } from './load-error';
import { NoticeCard } from './notice-card';
import { PointsCard, ProgressCards } from './progress-cards';
import './profile.css';

const text = accountMessages.profile;

/** "Tarefas da turma", shared with the home page: a chunk of its own, with its call. */
const ClassAssignments = lazy(() =>
  import('../../components/class-assignments/class-assignments').then((m) => ({
    default: m.ClassAssignments,
  })),
);

/**
 * The profile route's loader: the learner's record (the ranking name, the switch, the notice
 * accepted) and progress are asked for with the navigation, each time they come to the profile
 * (so a practice just saved shows), and again on a retry.
 */
function loadProfile() {
  return { visit: nextVisit(), account: settle(getMe()), progress: settle(getProgress()) };
}

/** The learner's photo, ranking name (null: still loading), e-mail and class. */
function Header({
  user,
  name,
  className = null,
}: {
  user: AuthUser;
  name: string | null;
  className?: string | null;
}) {
  return (
    <section className="card profile-card" aria-busy={name === null}>
      <Avatar photoURL={user.photoURL} size={96} alt={text.photoAlt} />
      <div className="profile-who">
        <h1 className="profile-name">{name ?? <span className="skeleton profile-name-skeleton" />}</h1>
        {user.email && <p className="muted profile-email">{user.email}</p>}
        {className && <p className="profile-class">{text.className(className)}</p>}
      </div>
    </section>
  );
}

/** For the academy's staff only (the role the server says the account has), a discreet way to their screen. */
function StaffLink() {
  return (
    <p className="profile-staff">
      <AppLink to={screenPaths.academy}>{text.staffLink}</AppLink>
    </p>
  );
}

function ProfileContent({
  user,
  account,
  progress,
}: {
  user: AuthUser;
  account: Promise<Settled<UserProfile>>;
  progress: Promise<Settled<LearnerProgress>>;
}) {
  const loaded = use(account);
  const [record, setRecord] = useState(loaded.status === 'done' ? loaded.data : null);
  // Asked once per visit, on the profile, for an account made before the current notice.
  const [askNotice] = useState(record !== null && record.privacyNoticeVersion !== PRIVACY_NOTICE_VERSION);
  return (
    <>
      <Header
        user={user}
        name={record?.name ?? (user.displayName || text.defaultName)}
        className={record?.className}
      />
      {askNotice && record && <NoticeCard user={user} previous={record.privacyNoticeVersion} />}
      <Suspense fallback={<PointsCard state={{ status: 'loading' }} />}>
        <ProgressCards progress={progress} />
      </Suspense>
      <Suspense fallback={null}>
        <ClassAssignments />
      </Suspense>
      {/* The kept conversations. */}
      <p className="card profile-history">
        <AppLink to={screenPaths.conversations}>{historyMessages.title}</AppLink>
      </p>
      {record ? (
        <AccountCard
          user={user}
          account={record}
          onChange={(change) => setRecord({ ...record, ...change })}
        />
      ) : (
        <LoadError title={text.accountTitle} sentence={text.accountError} />
      )}
      <DataCard />
      {record?.role && <StaffLink />}
    </>
  );
}

function Profile({ user }: { user: AuthUser }) {
  const { visit, account, progress } = useLoaderData<typeof loadProfile>();
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
      <PageTitle>{text.title}</PageTitle>
      {/* Keyed by visit: a retry shows the skeletons again. */}
      <Suspense
        key={visit}
        fallback={
          <>
            <Header user={user} name={null} />
            <PointsCard state={{ status: 'loading' }} />
          </>
        }
      >
        <ProfileContent user={user} account={account} progress={progress} />
      </Suspense>
      <button
        type="button"
        className="button button-secondary button-block"
        onClick={signOut}
        disabled={signingOut}
      >
        {signingOut ? text.signingOut : text.signOut}
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
