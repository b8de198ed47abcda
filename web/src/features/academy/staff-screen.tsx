import type { AcademyRole } from '@shared/contract';
import { type ReactNode, Suspense, use, useDeferredValue, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ReloadButton } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { screenPaths } from '../../config/screen-paths';
import { authRedirect } from '../../lib/auth-redirect';
import { staffAccess } from '../../lib/staff-role';
import { apiSentence } from '../../lib/use-action';
import { academyMessages } from '../../messages/academy';
import type { StaffLoad } from './staff-access';
import './academy.css';

const text = academyMessages;

/** The page of someone who is not (or not yet) staff: what it is for, and no class data. */
function NotForYou({ signedOut }: { signedOut: boolean }) {
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const [checking, setChecking] = useState(false);

  async function checkAgain() {
    setChecking(true);
    try {
      await staffAccess({ force: true });
    } catch {
      // Offline: the page stays as it is.
    } finally {
      setChecking(false);
    }
    await revalidator.revalidate();
  }

  return (
    <div className="page academy-page">
      <PageTitle>{text.area}</PageTitle>
      <h1>{text.area}</h1>
      <div className="card state-card academy-gate">
        {signedOut ? (
          <>
            <p className="state-title">{text.signedOut.lead}</p>
            <AppLink to={screenPaths.auth} state={authRedirect(pathname)} className="button button-primary">
              {text.signedOut.signIn}
            </AppLink>
          </>
        ) : (
          <>
            <p className="state-title">{text.notStaff.lead}</p>
            <p className="muted">{text.notStaff.learner}</p>
            <AppLink to={screenPaths.home} className="button button-primary">
              {text.notStaff.home}
            </AppLink>
            <p className="muted academy-gate-again">
              {text.notStaff.justGiven}{' '}
              <button type="button" className="link-button" onClick={checkAgain} disabled={checking}>
                {checking ? text.notStaff.checking : text.notStaff.checkAgain}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function LoadFailed({ error }: { error: unknown }) {
  return (
    <div className="page academy-page">
      <PageTitle>{text.area}</PageTitle>
      <h1>{text.area}</h1>
      <div className="card state-card" role="alert">
        <p className="state-title">{text.loadError}</p>
        <p className="muted">{apiSentence(error)}</p>
        <ReloadButton />
      </div>
    </div>
  );
}

function Staffed<T>({
  load,
  children,
}: {
  load: StaffLoad<T>;
  children: (data: T, role: AcademyRole) => ReactNode;
}) {
  const result = use(load.staffed);
  if (result.status === 'error') return <LoadFailed error={result.error} />;
  const staffed = result.data;
  if (staffed.kind !== 'staff') return <NotForYou signedOut={staffed.kind === 'signedOut'} />;
  return children(staffed.data, staffed.role);
}

/**
 * An academy screen: while the role is checked and the data loads, a page that holds its place;
 * then the screen for staff, or the page that says it is for the academy's staff. After an
 * action the data is asked for again (a revalidation): the screen stays as it is, with what it
 * announced and where the focus is, until the new data replaces the old (a deferred value).
 */
export function StaffScreen<T>({
  load,
  children,
}: {
  load: StaffLoad<T>;
  children: (data: T, role: AcademyRole) => ReactNode;
}) {
  const shown = useDeferredValue(load);
  return (
    <Suspense
      fallback={
        <div className="page academy-page" aria-busy="true">
          <PageTitle>{text.area}</PageTitle>
          <h1>{text.area}</h1>
          <p className="muted">{text.loading}</p>
        </div>
      }
    >
      <Staffed load={shown}>{children}</Staffed>
    </Suspense>
  );
}

/** "Coordenação" or "Professor(a)": who the screen is shown to. */
export function RoleBadge({ role }: { role: AcademyRole }) {
  return <span className="badge academy-role">{text.roles[role]}</span>;
}
