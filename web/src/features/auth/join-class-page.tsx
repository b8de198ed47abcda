/**
 * `/turma/<token>`: a class's link. Anyone holding it sees the class's name and its seats left (or
 * that the link is full or closed); a visitor is sent to sign up or in and comes back here; a
 * signed-in learner takes a seat, which activates the account into the class, and goes home.
 */
import { apiPaths, CLASS_LINK_TOKEN, type PublicClassLink, publicClassLinkSchema } from '@shared/contract';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useLocation, useNavigate } from 'react-router';
import { START_AFTER_ACTIVATION_MS } from '../../components/activation/activation-key';
import { type ActivationResult, joinClass } from '../../components/activation/validate-key';
import { AppLink } from '../../components/app-link';
import { PageTitle } from '../../components/page-title';
import { SIGN_UP_PARAM, screenPaths } from '../../config/screen-paths';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { authRedirect } from '../../lib/auth-redirect';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { apiSentence } from '../../lib/use-action';
import { messages } from '../../messages';
import { classLinkMessages as text } from '../../messages/class-link';
import './auth.css';

function loadJoinClass({ params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  // A token the server never makes (a link cut short when copied) is answered without asking it.
  const link = CLASS_LINK_TOKEN.test(token)
    ? apiRequest(apiPaths.classLink({ token }), publicClassLinkSchema, { authenticated: false })
    : Promise.reject(new ApiError(404, text.unknown));
  return { token, visit: nextVisit(), link: settle(link) };
}

function JoinButton({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<ActivationResult | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function join() {
    setBusy(true);
    const result = await joinClass(uid, token);
    setAnswer(result);
    if (result.ok)
      timer.current = setTimeout(
        () => navigate(screenPaths.home, { replace: true }),
        START_AFTER_ACTIVATION_MS,
      );
    else setBusy(false);
  }
  return (
    <>
      {!answer?.ok && (
        <button type="button" className="button button-primary button-block" disabled={busy} onClick={join}>
          {busy ? text.joining : text.join}
        </button>
      )}
      <div className="form-message" aria-live="polite">
        {answer && (
          <p
            role={answer.ok ? 'status' : 'alert'}
            className={`alert ${answer.ok ? 'tone-success' : 'tone-error'}`}
          >
            {answer.message}
          </p>
        )}
      </div>
    </>
  );
}

/** What the holder of an open link can do: sign up or in first, then take a seat. */
function Join({ token }: { token: string }) {
  // The remembered user, as the home page reads it: a visitor's page loads no Firebase.
  const { user } = useAuth({ connect: false });
  const back = authRedirect(useLocation().pathname);
  if (user) return <JoinButton uid={user.uid} token={token} />;
  return (
    <>
      <p>{text.signedOut}</p>
      <AppLink
        to={`${screenPaths.auth}?${SIGN_UP_PARAM}`}
        state={back}
        className="button button-primary button-block"
      >
        {text.signUp}
      </AppLink>
      <AppLink to={screenPaths.auth} state={back} className="button button-secondary button-block">
        {text.signIn}
      </AppLink>
    </>
  );
}

function ClassLinkView({ token, link }: { token: string; link: Promise<Settled<PublicClassLink>> }) {
  const read = use(link);
  if (read.status === 'error') {
    return (
      <>
        <p role="alert" className="alert tone-error">
          {apiSentence(read.error)}
        </p>
        <AppLink to={screenPaths.home} className="button button-secondary button-block">
          {text.home}
        </AppLink>
      </>
    );
  }
  const { className, state, seatsLeft } = read.data;
  return (
    <>
      <h2 className="card-title">{className}</h2>
      {state === 'open' ? (
        <>
          <p className="muted">{text.lead}</p>
          <p>
            <strong>{text.seatsLeft(seatsLeft)}</strong>
          </p>
          <Join token={token} />
        </>
      ) : (
        <>
          <p role="alert" className="alert tone-error">
            {state === 'full' ? text.full : text.closed}
          </p>
          <AppLink to={screenPaths.home} className="button button-secondary button-block">
            {text.home}
          </AppLink>
        </>
      )}
    </>
  );
}

function JoinClassPage() {
  const { token, visit, link } = useLoaderData<typeof loadJoinClass>();
  return (
    <div className="page auth-page">
      <PageTitle>{text.pageTitle}</PageTitle>
      <div className="card auth-card">
        <h1>{text.pageTitle}</h1>
        <Suspense key={visit} fallback={<p className="muted">{messages.loading}</p>}>
          <ClassLinkView token={token} link={link} />
        </Suspense>
      </div>
    </div>
  );
}

/** The class link's route (src/app/router.tsx): its screen and its loader. */
export const joinClassRoute = { Component: JoinClassPage, loader: loadJoinClass };
