import { Link, useLocation } from 'react-router';
import { RankingIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { screenPaths } from '../../../config/screen-paths';
import { messages } from '../../../messages';
import { PracticeReview, reviewFromState } from './practice-review';
import '../practice.css';

/** The points a practice handed over in navigation state, or null when there are none. */
export function pointsFromState(state: unknown, key: 'pointsWriting' | 'pointsSpeaking'): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function FinalPage({
  title,
  pointsKey,
  practicePath,
  answered,
}: {
  title: string;
  pointsKey: 'pointsWriting' | 'pointsSpeaking';
  practicePath: string;
  /** How the review introduces the learner's answers ('Você escreveu:' / 'Você disse:'). */
  answered: string;
}) {
  const { state } = useLocation();
  const points = pointsFromState(state, pointsKey);
  return (
    <div className="page final-page">
      <PageTitle>{points === null ? messages.finalScreen.notFinished : title}</PageTitle>
      <section className="card final-card">
        {points === null ? (
          <>
            <h1>{messages.finalScreen.notFinished}</h1>
            <p className="muted">{messages.finalScreen.notFinishedHint}</p>
          </>
        ) : (
          <>
            <span className="practice-icon practice-icon-large">
              <RankingIcon />
            </span>
            <h1>{title}</h1>
            <p className="final-points">
              <span className="final-points-label">{messages.finalScreen.pointsLabel}</span>
              <strong className="final-points-value">{messages.finalScreen.points(points)}</strong>
            </p>
          </>
        )}
        <div className="final-actions">
          <Link to={screenPaths.home} className="button button-primary">
            {messages.finalScreen.backToStart}
          </Link>
          <Link to={practicePath} className="button button-secondary">
            {messages.finalScreen.again}
          </Link>
        </div>
      </section>
      {points !== null && <PracticeReview review={reviewFromState(state)} answered={answered} />}
    </div>
  );
}

export function WritingFinalPage() {
  return (
    <FinalPage
      title={messages.finalScreen.writingTitle}
      pointsKey="pointsWriting"
      practicePath={screenPaths.writing}
      answered={messages.review.wrote}
    />
  );
}

export function SpeakingFinalPage() {
  return (
    <FinalPage
      title={messages.finalScreen.speakingTitle}
      pointsKey="pointsSpeaking"
      practicePath={screenPaths.speaking}
      answered={messages.review.said}
    />
  );
}
