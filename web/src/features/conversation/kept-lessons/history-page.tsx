/**
 * "Conversas anteriores" (docs/product.md): the learner's kept conversations of the last 30 days
 * (GET /api/conversations), then one whole (GET /api/conversations/:sessionId), as the server keeps
 * them (functions/src/conversation/kept-lessons.ts). Both screens are one chunk of their own,
 * reached from the conversation's intro and summary and from the profile.
 */

import advancedCards from 'virtual:scenario-cards-advanced';
import beginnerCards from 'virtual:scenario-cards-beginner';
import intermediateCards from 'virtual:scenario-cards-intermediate';
import type { ConversationDetail, ConversationHistory, ConversationSummary } from '@shared/contract';
import { type ReactNode, Suspense, use } from 'react';
import { Navigate, useLoaderData, useParams } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { Correction } from '../../../components/correction';
import { LoadFailed } from '../../../components/load-failed';
import { PageTitle } from '../../../components/page-title';
import { TitledCard } from '../../../components/titled-card';
import { screenPaths } from '../../../config/screen-paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { nextVisit, type Settled, settle } from '../../../lib/route-data';
import { messages } from '../../../messages';
import { conversationMessages } from '../../../messages/conversation';
import { brDateTime, historyMessages } from '../../../messages/history';
import { getConversation, getConversations } from './api/history';
import './history.css';

const text = historyMessages;

/** Every level's card: a kept session may be of any level. */
const scenarioCards = [...beginnerCards, ...intermediateCards, ...advancedCards];

function scenarioCardById(id: string) {
  return scenarioCards.find((card) => card.id === id);
}

function scenarioTitle(scenarioId: string | null): string {
  return (scenarioId && scenarioCardById(scenarioId)?.title) || text.freeTalk;
}

/** The path of one kept conversation. */
function sessionPath(sessionId: string): string {
  return screenPaths.conversationSession.replace(':sessionId', encodeURIComponent(sessionId));
}

/** A signed-out visitor goes home, as from the profile; the remembered user shows at once. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user, ready } = useAuth();
  if (ready && !user) return <Navigate to={screenPaths.home} replace />;
  if (!user) {
    return (
      <div className="page history-page" aria-busy="true">
        <p className="muted">{messages.loading}</p>
      </div>
    );
  }
  return <>{children}</>;
}

function Figures({ summary }: { summary: ConversationSummary }) {
  return (
    <p className="history-figures">
      <span>{text.minutes(summary.minutes)}</span>
      <span>{text.points(summary.points)}</span>
      <span>
        {summary.corrections.length === 0 ? text.noCorrections : text.corrections(summary.corrections.length)}
      </span>
    </p>
  );
}

function Corrections({ summary }: { summary: ConversationSummary }) {
  if (summary.corrections.length === 0) return null;
  return (
    <ul className="corrections">
      {summary.corrections.map((correction) => (
        <li key={`${correction.said}|${correction.better}`}>
          <Correction correction={correction} />
        </li>
      ))}
    </ul>
  );
}

// ------------------------------------------------------------------ the list

function loadHistory() {
  return { visit: nextVisit(), history: settle(getConversations()) };
}

function HistoryList({ history }: { history: Promise<Settled<ConversationHistory>> }) {
  const loaded = use(history);
  if (loaded.status === 'error')
    return <LoadFailed className="card history-error" sentence={text.loadError} />;
  const { conversations } = loaded.data;
  if (conversations.length === 0) {
    return (
      <div className="card history-empty">
        <p>{text.empty}</p>
        <AppLink to={screenPaths.conversation} className="button button-primary">
          {text.startOne}
        </AppLink>
      </div>
    );
  }
  return (
    <ol className="plain-list history-list">
      {conversations.map((summary) => (
        <li key={summary.sessionId} className="card history-item">
          <h2 className="history-item-title">
            <AppLink to={sessionPath(summary.sessionId)}>{scenarioTitle(summary.scenarioId)}</AppLink>
          </h2>
          <p className="muted history-date">{brDateTime(summary.startedAt)}</p>
          <Figures summary={summary} />
          <Corrections summary={summary} />
        </li>
      ))}
    </ol>
  );
}

function HistoryPage() {
  const { visit, history } = useLoaderData<typeof loadHistory>();
  return (
    <SignedIn>
      <div className="page history-page">
        <PageTitle>{text.title}</PageTitle>
        <header>
          <h1>{text.title}</h1>
          <p className="lead">{text.lead}</p>
        </header>
        <Suspense
          key={visit}
          fallback={
            <p className="muted" role="status">
              {text.loading}
            </p>
          }
        >
          <HistoryList history={history} />
        </Suspense>
      </div>
    </SignedIn>
  );
}

/** "Conversas anteriores" (src/app/router.tsx): its screen and its loader. */
export const historyRoute = { Component: HistoryPage, loader: loadHistory };

// ------------------------------------------------------------------ one conversation

function loadSession({ params }: { params: { sessionId?: string } }) {
  return { visit: nextVisit(), session: settle(getConversation(params.sessionId ?? '')) };
}

function SessionWhole({ session }: { session: Promise<Settled<ConversationDetail>> }) {
  const loaded = use(session);
  if (loaded.status === 'error') {
    // Another learner's, an unknown id (404) or no id at all (400): nothing to retry.
    const { error } = loaded;
    const gone = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <>
        <h1>{text.sessionTitle}</h1>
        {gone ? (
          <p role="alert" className="alert tone-error">
            {text.notFound}
          </p>
        ) : (
          <LoadFailed className="card history-error" sentence={text.loadError} />
        )}
      </>
    );
  }
  const detail = loaded.data;
  const scenario = detail.scenarioId ? scenarioCardById(detail.scenarioId) : undefined;
  return (
    <>
      <header>
        <h1>{scenarioTitle(detail.scenarioId)}</h1>
        <p className="muted history-date">{brDateTime(detail.startedAt)}</p>
        <Figures summary={detail} />
      </header>
      {detail.broughtBack && (
        <TitledCard title={text.broughtBackTitle}>
          <Correction correction={detail.broughtBack} />
          <p className="muted">
            {detail.broughtBack.saidRight ? text.broughtBackRight : text.broughtBackNotYet}
          </p>
        </TitledCard>
      )}
      <section className="card" aria-label={text.turnsLabel}>
        <ol className="plain-list history-turns">
          {detail.turns.map((turn, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the kept lines never move
            <li key={index} className={`history-turn history-turn-${turn.role}`}>
              <span className="history-who">{turn.role === 'tutor' ? text.tutor : text.you}</span>
              <p lang="en">{turn.text}</p>
              {turn.translation && <p className="history-translation">{turn.translation}</p>}
            </li>
          ))}
        </ol>
      </section>
      {scenario && (
        <TitledCard title={text.targetsTitle}>
          <p>
            {text.targetsUsed(detail.targetsUsed.length, scenario.targets.length)}
            {detail.targetsUsed.length > 0 && (
              <>
                : <span lang="en">{detail.targetsUsed.join(', ')}</span>
              </>
            )}
          </p>
        </TitledCard>
      )}
      <TitledCard title={text.correctionsTitle}>
        {detail.corrections.length === 0 ? (
          <p className="muted">{conversationMessages.noCorrections}</p>
        ) : (
          <Corrections summary={detail} />
        )}
      </TitledCard>
    </>
  );
}

function SessionPage() {
  const { visit, session } = useLoaderData<typeof loadSession>();
  const { sessionId } = useParams();
  return (
    <SignedIn>
      <div className="page history-page">
        <PageTitle>{text.sessionTitle}</PageTitle>
        <p>
          <AppLink to={screenPaths.conversations}>← {text.back}</AppLink>
        </p>
        <Suspense
          key={`${visit}-${sessionId}`}
          fallback={
            <p className="muted" role="status">
              {text.loading}
            </p>
          }
        >
          <SessionWhole session={session} />
        </Suspense>
      </div>
    </SignedIn>
  );
}

/** One kept conversation (src/app/router.tsx): its screen and its loader. */
export const sessionRoute = { Component: SessionPage, loader: loadSession };
