import type { PracticeKind } from '@shared/rules';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { RankingIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { screenPaths } from '../../../config/screen-paths';
import { messages } from '../../../messages';
import { readFinalState } from './final-state';
import { PracticeReview } from './practice-review';
import '../practice.css';

function FinalPage({
  title,
  kind,
  practicePath,
  answered,
}: {
  title: string;
  kind: PracticeKind;
  practicePath: string;
  /** How the review introduces the learner's answers ('Você escreveu:' / 'Você disse:'). */
  answered: string;
}) {
  const { state } = useLocation();
  const finished = readFinalState(state, kind);
  const points = finished?.points ?? null;
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
          <AppLink to={screenPaths.home} className="button button-primary">
            {messages.finalScreen.backToStart}
          </AppLink>
          <AppLink to={practicePath} className="button button-secondary">
            {messages.finalScreen.again}
          </AppLink>
        </div>
      </section>
      {finished && <PracticeReview review={finished.review} answered={answered} />}
    </div>
  );
}

export function WritingFinalPage() {
  return (
    <FinalPage
      title={messages.finalScreen.writingTitle}
      kind="writing"
      practicePath={screenPaths.writing}
      answered={messages.review.wrote}
    />
  );
}

export function SpeakingFinalPage() {
  return (
    <FinalPage
      title={messages.finalScreen.speakingTitle}
      kind="speaking"
      practicePath={screenPaths.speaking}
      answered={messages.review.said}
    />
  );
}
