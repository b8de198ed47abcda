import type { RankingEntry } from '@shared/contract';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { messages } from '../../messages';
import { getRanking } from './api/get-ranking';
import { Medal } from './medal';

type RankingState = { status: 'loading' } | { status: 'error' } | { status: 'done'; entries: RankingEntry[] };

const SKELETON_ROWS = 5;

function useRanking() {
  const [state, setState] = useState<RankingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getRanking(controller.signal).then(
      (entries) => setState({ status: 'done', entries }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

function Row({ entry, place, mine }: { entry: RankingEntry; place: number; mine: boolean }) {
  return (
    <li
      className={mine ? 'ranking-row ranking-row-mine' : 'ranking-row'}
      aria-current={mine ? 'true' : undefined}
    >
      <span className="ranking-place">
        {place <= 3 ? (
          <Medal place={place as 1 | 2 | 3} label={messages.ranking.position(place)} />
        ) : (
          <>
            <span aria-hidden="true">{place}</span>
            <span className="visually-hidden">{messages.ranking.position(place)}</span>
          </>
        )}
      </span>
      <span className="ranking-who">
        <span className="ranking-name">
          {entry.name}
          {mine && <span className="badge">{messages.ranking.you}</span>}
        </span>
        <span className="ranking-breakdown">
          {messages.ranking.breakdown(entry.pointsWriting, entry.pointsSpeaking)}
        </span>
      </span>
      <span className="ranking-points">{messages.ranking.points(entry.totalPoints)}</span>
    </li>
  );
}

function Skeleton() {
  return (
    <ol className="ranking-list" aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <li key={i} className="ranking-row ranking-row-skeleton">
          <span className="skeleton" />
        </li>
      ))}
    </ol>
  );
}

export function RankingPage() {
  const { state, retry } = useRanking();
  // Connecting is only needed to highlight the learner's own row; the list itself is public.
  // Firebase loads once the list is in (until then the remembered user marks the row), so on
  // a slow phone it does not compete with the list for the network and the processor.
  const { user } = useAuth({ connect: state.status !== 'loading' });

  return (
    <div className="page ranking-page">
      <PageTitle>{messages.ranking.title}</PageTitle>
      <h1>{messages.ranking.title}</h1>
      <p className="muted">{messages.ranking.subtitle}</p>
      <div aria-busy={state.status === 'loading'} aria-live="polite">
        {state.status === 'loading' && (
          <>
            <p className="visually-hidden">{messages.loading}</p>
            <Skeleton />
          </>
        )}
        {state.status === 'error' && (
          <div className="card state-card" role="alert">
            <p className="state-title">{messages.ranking.error}</p>
            <p className="muted">{messages.ranking.sorry}</p>
            <button type="button" className="button button-secondary" onClick={retry}>
              {messages.retry}
            </button>
          </div>
        )}
        {state.status === 'done' && state.entries.length === 0 && (
          <div className="card state-card">
            <p className="state-title">{messages.ranking.empty}</p>
          </div>
        )}
        {state.status === 'done' && state.entries.length > 0 && (
          <ol className="ranking-list" aria-label={messages.ranking.listLabel}>
            {state.entries.map((entry, index) => (
              <Row key={entry.id} entry={entry} place={index + 1} mine={entry.id === user?.uid} />
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
