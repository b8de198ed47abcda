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
import { loadRankings, PERIODS, type Ranked, SCOPES, searchOf, type View, viewOf } from './load-rankings';
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

/**
 * One row of tabs ('Toda a academia' / 'Minha turma', 'Esta semana' / 'Geral'): arrow keys move
 * between them (WAI-ARIA tabs pattern); both rows control the one list below.
 */
function Tabs<T extends string>({
  options,
  chosen,
  labels,
  label,
  onChange,
}: {
  options: readonly T[];
  chosen: T;
  labels: Record<T, string>;
  label: string;
  onChange: (chosen: T) => void;
}) {
  const tabs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent) {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -options.length, End: options.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = Math.min(Math.max(options.indexOf(chosen) + step, 0), options.length - 1);
    const next = options[index] ?? chosen;
    onChange(next);
    tabs.current[next]?.focus();
  }
  return (
    <div className="ranking-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((each) => (
        <button
          key={each}
          ref={(element) => {
            tabs.current[each] = element;
          }}
          type="button"
          role="tab"
          id={`aba-${each}`}
          className="ranking-tab"
          aria-selected={each === chosen}
          aria-controls="painel-ranking"
          tabIndex={each === chosen ? 0 : -1}
          onClick={() => onChange(each)}
        >
          {labels[each]}
        </button>
      ))}
    </div>
  );
}

function Panel({ view, busy, children }: { view: View; busy: boolean; children: ReactNode }) {
  return (
    <div
      id="painel-ranking"
      role="tabpanel"
      aria-labelledby={`aba-${view.scope} aba-${view.period}`}
      aria-busy={busy}
      className="ranking-panel"
    >
      {children}
    </div>
  );
}

/** One view's list, once its call has settled: the list, the empty state or the error. */
function RankingList({ view, ranking }: { view: View; ranking: Promise<Settled<Ranked>> }) {
  const result = use(ranking);
  // Connecting is only needed to highlight the learner's own row; the list itself is public.
  // Firebase loads once the list is in (until then the remembered user marks the row), so on
  // a slow phone it does not compete with the list for the network and the processor.
  const { user } = useAuth({ connect: true });
  if (result.status === 'error') {
    return (
      <Panel view={view} busy={false}>
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
      <Panel view={view} busy={false}>
        <div className="card state-card">
          {ofClass === 'signedOut' ? (
            <>
              <p className="state-title">{text.classSignIn}</p>
              <AppLink
                to={screenPaths.auth}
                state={authRedirect(`${screenPaths.ranking}?${new URLSearchParams(searchOf(view))}`)}
              >
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
    <Panel view={view} busy={false}>
      {weekStart && <p className="ranking-week muted">{text.since(weekStart)}</p>}
      {ofClass?.className && (
        <p className="ranking-week muted">{text.classTitle[view.period](ofClass.className)}</p>
      )}
      {entries.length === 0 ? (
        <div className="card state-card">
          <p className="state-title">{text.empty[view.scope][view.period]}</p>
        </div>
      ) : (
        <ol className="plain-list ranking-list" aria-label={text.listLabel[view.scope][view.period]}>
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
  const view = viewOf(params);
  // At once, not as a transition: the chosen tab shows selected, with its skeleton, on the tap.
  const choose = (next: Partial<View>) =>
    setParams(searchOf({ ...view, ...next }), { replace: true, flushSync: true });

  return (
    <div className="page ranking-page">
      <PageTitle>{text.title}</PageTitle>
      <h1>{text.title}</h1>
      <p className="muted">{text.subtitle[view.scope]}</p>
      <div className="ranking-tab-rows">
        <Tabs
          options={SCOPES}
          chosen={view.scope}
          labels={text.scopes}
          label={text.scopesLabel}
          onChange={(scope) => choose({ scope })}
        />
        <Tabs
          options={PERIODS}
          chosen={view.period}
          labels={text.periods}
          label={text.periodsLabel}
          onChange={(period) => choose({ period })}
        />
      </div>
      {/* Keyed by tabs and visit: a list not loaded yet, or a retry, shows the skeleton at once
          (a boundary already on screen would keep the old list until the new one is in). */}
      <Suspense
        key={`${rankings.visit}-${view.scope}-${view.period}`}
        fallback={
          <Panel view={view} busy>
            <p className="visually-hidden">{messages.loading}</p>
            <Skeleton />
          </Panel>
        }
      >
        <RankingList view={view} ranking={rankings.of(view)} />
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
