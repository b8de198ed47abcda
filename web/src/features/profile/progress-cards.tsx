/** The profile's progress: points, the streak, the phrases to review and the last 14 days. */
import type { LearnerProgress } from '@shared/contract';
import { use } from 'react';
import { TitledCard } from '../../components/titled-card';
import type { Settled } from '../../lib/route-data';
import { accountMessages } from '../../messages/account';
import { LoadError } from './load-error';
import { PointsChart } from './points-chart';

const text = accountMessages.profile;

/** What the points card shows: the skeleton until the progress is in. */
type ProgressState = { status: 'loading' } | Settled<LearnerProgress>;

function Placeholder() {
  return <span className="skeleton" aria-hidden="true" />;
}

export function PointsCard({ state }: { state: ProgressState }) {
  const rows = [
    { key: 'pointsWriting', label: text.writing },
    { key: 'pointsSpeaking', label: text.speaking },
    { key: 'totalPoints', label: text.total },
  ] as const;
  return (
    <TitledCard title={text.pointsTitle} busy={state.status === 'loading'}>
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
      {state.status === 'done' && <p className="points-week">{text.weekPoints(state.data.weekPoints)}</p>}
    </TitledCard>
  );
}

/**
 * Today, in words that agree with today's audios: practised, it says what is still possible (the
 * audios left, or tomorrow); not yet, the streak to keep or start, and the audios left.
 */
function todayLines({ streak, audio }: LearnerProgress): [string, string?] {
  if (streak.practisedToday) {
    return [
      audio.remaining > 0 ? text.streakMore(audio.remaining, audio.limit) : text.streakDone(audio.limit),
    ];
  }
  return [
    streak.current > 0 ? text.streakKeep : text.streakStart,
    text.audiosLeft(audio.remaining, audio.limit),
  ];
}

function StreakCard({ progress }: { progress: LearnerProgress }) {
  const { streak } = progress;
  const [hint, audios] = todayLines(progress);
  return (
    <TitledCard title={text.streakTitle} className="streak-card">
      <p className="streak-current">{text.streakDays(streak.current)}</p>
      <p className="muted">{text.streakBest(streak.best)}</p>
      <p>{hint}</p>
      {audios && <p className="streak-audios">{audios}</p>}
    </TitledCard>
  );
}

/** The phrases to review and learned this week, in both practices. */
function LearningCard({ progress }: { progress: LearnerProgress }) {
  const { writing, speaking } = progress.learning;
  return (
    <TitledCard title={text.learningTitle} className="learning-card">
      <p className="learning-count">{text.toReview(writing.toReview + speaking.toReview)}</p>
      <p className="muted">{text.toReviewByPractice(writing.toReview, speaking.toReview)}</p>
      <p>{text.learnedThisWeek(writing.learnedThisWeek + speaking.learnedThisWeek)}</p>
      <p className="muted">{text.learningHint}</p>
    </TitledCard>
  );
}

function ChartCard({ progress }: { progress: LearnerProgress }) {
  return (
    <TitledCard title={text.chartTitle}>
      <PointsChart days={progress.days} />
    </TitledCard>
  );
}

export function ProgressCards({ progress }: { progress: Promise<Settled<LearnerProgress>> }) {
  const state = use(progress);
  if (state.status === 'error') return <LoadError title={text.pointsTitle} sentence={text.pointsError} />;
  return (
    <>
      <PointsCard state={state} />
      <StreakCard progress={state.data} />
      <LearningCard progress={state.data} />
      <ChartCard progress={state.data} />
    </>
  );
}
