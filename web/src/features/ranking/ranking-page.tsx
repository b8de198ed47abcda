import type { RankingEntry } from '@shared/contract';
import { type KeyboardEvent, type ReactNode, Suspense, use, useRef } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { AppLink } from '../../components/app-link';
import { ReloadButton } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { screenPaths } from '../../config/screen-paths';
import { useAuth } from '../../lib/auth';
import { authRedirect } from '../../lib/auth-redirect';
import { keepOnSearchChange, type Settled } from '../../lib/route-data';
import { messages } from '../../messages';
import { rankingMessages as text } from '../../messages/ranking';
import { loadRankings, PERIODS, type Period, periodOf, type Ranked } from './load-rankings';
import { Medal } from './medal';
import './ranking.css';

const SKELETON_ROWS = 5;

function Row({ entry, place, mine }: { entry: RankingEntry; place: number; mine: boolean }) {
  return (
    <li
      className={mine ? 'ranking-row ranking-row-mine' : 'ranking-row'}
      aria-current={mine ? 'true' : undefined}
    >
      <span className="ranking-place">
        {place <= 3 ? (
          <Medal place={place as 1 | 2 | 3} label={text.position(place)} />
        ) : (
          <>
            <span aria-hidden="true">{place}</span>
            <span className="visually-hidden">{text.position(place)}</span>
          </>
        )}
      </span>
      <span className="ranking-who">
        <span className="ranking-name">
          {entry.name}
          {mine && <span className="badge">{text.you}</span>}
        </span>
        <span className="ranking-breakdown">{text.breakdown(entry.pointsWriting, entry.pointsSpeaking)}</span>
      </span>
      <span className="ranking-points">{text.points(entry.totalPoints)}</span>
    </li>
  );
}

function Skeleton() {
  return (
    <ol className="plain-list ranking-list" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <li key={i} className="ranking-row ranking-row-skeleton">
          <span className="skeleton" />
        </li>
      ))}
    </ol>
  );
}

/** 'Esta semana' and 'Geral', as tabs: arrow keys move between them (WAI-ARIA tabs pattern). */
function PeriodTabs({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const tabs = useRef<Partial<Record<Period, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -PERIODS.length, End: PERIODS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(Math.max(PERIODS.indexOf(period) + step, 0), PERIODS.length - 1);
    const next = PERIODS[index] ?? period;
    onChange(next);
    tabs.current[next]?.focus();
  }
  return (
    <div className="ranking-tabs" role="tablist" aria-label={text.periodsLabel} onKeyDown={onKeyDown}>
      {PERIODS.map((each) => (
        <button
          key={each}
          ref={(element) => {
            tabs.current[each] = element;
          }}
          type="button"
          role="tab"
          id={`aba-${each}`}
          className="ranking-tab"
          aria-selected={each === period}
          aria-controls="painel-ranking"
          tabIndex={each === period ? 0 : -1}
          onClick={() => onChange(each)}
        >
          {text.periods[each]}
        </button>
      ))}
    </div>
  );
}

function Panel({ period, busy, children }: { period: Period; busy: boolean; children: ReactNode }) {
  return (
    <div
      id="painel-ranking"
      role="tabpanel"
      aria-labelledby={`aba-${period}`}
      aria-busy={busy}
      className="ranking-panel"
    >
      {children}
    </div>
  );
}

/** One period's list, once its call has settled: the list, the empty state or the error. */
function RankingList({ period, ranking }: { period: Period; ranking: Promise<Settled<Ranked>> }) {
  const result = use(ranking);
  // Connecting is only needed to highlight the learner's own row; the list itself is public.
  // Firebase loads once the list is in (until then the remembered user marks the row), so on
  // a slow phone it does not compete with the list for the network and the processor.
  const { user } = useAuth({ connect: true });
  if (result.status === 'error') {
    return (
      <Panel period={period} busy={false}>
        <div className="card state-card" role="alert">
          <p className="state-title">{text.error}</p>
          <p className="muted">{text.sorry}</p>
          <ReloadButton />
        </div>
      </Panel>
    );
  }
  const { entries, weekStart, ofClass } = result.data;
  if (ofClass === 'signedOut' || ofClass?.className === null) {
    return (
      <Panel period={period} busy={false}>
        <div className="card state-card">
          {ofClass === 'signedOut' ? (
            <>
              <p className="state-title">{text.classSignIn}</p>
              <AppLink to={screenPaths.auth} state={authRedirect(`${screenPaths.ranking}?periodo=turma`)}>
                {text.classSignInLink}
              </AppLink>
            </>
          ) : (
            <p className="state-title">{text.noClass}</p>
          )}
        </div>
      </Panel>
    );
  }
  return (
    <Panel period={period} busy={false}>
      {weekStart && <p className="ranking-week muted">{text.since(weekStart)}</p>}
      {ofClass?.className && <p className="ranking-week muted">{text.classTitle(ofClass.className)}</p>}
      {entries.length === 0 ? (
        <div className="card state-card">
          <p className="state-title">{text.empty[period]}</p>
        </div>
      ) : (
        <ol className="plain-list ranking-list" aria-label={text.listLabel[period]}>
          {entries.map((entry, index) => (
            <Row key={entry.id} entry={entry} place={index + 1} mine={entry.id === user?.uid} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function RankingPage() {
  const rankings = useLoaderData<typeof loadRankings>();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params);
  // At once, not as a transition: the chosen tab shows selected, with its skeleton, on the tap.
  const choose = (next: Period) =>
    setParams(next === 'semana' ? {} : { periodo: next }, { replace: true, flushSync: true });

  return (
    <div className="page ranking-page">
      <PageTitle>{text.title}</PageTitle>
      <h1>{text.title}</h1>
      <p className="muted">{text.subtitle}</p>
      <PeriodTabs period={period} onChange={choose} />
      {/* Keyed by tab and visit: a tab not loaded yet, or a retry, shows the skeleton at once
          (a boundary already on screen would keep the old list until the new one is in). */}
      <Suspense
        key={`${rankings.visit}-${period}`}
        fallback={
          <Panel period={period} busy>
            <p className="visually-hidden">{messages.loading}</p>
            <Skeleton />
          </Panel>
        }
      >
        <RankingList period={period} ranking={rankings.of(period)} />
      </Suspense>
    </div>
  );
}

/** The ranking route (src/app/router.tsx): its screen, its loader and its refresh policy. */
export const rankingRoute = {
  Component: RankingPage,
  loader: loadRankings,
  shouldRevalidate: keepOnSearchChange,
};
