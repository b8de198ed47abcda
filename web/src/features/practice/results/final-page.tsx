import type { PracticeKind } from '@shared/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AppLink } from '../../../components/app-link';
import { RankingIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { screenPaths } from '../../../config/screen-paths';
import { useAuth } from '../../../lib/auth';
import { readToday } from '../../../lib/learner-day-read';
import { messages } from '../../../messages';
import { finalScreenMessages } from '../../../messages/final-screen';
import { endReasonText } from './end-reason';
import { readFinalState } from './final-state';
import { keptFinals } from './kept-final';
import { PracticeReview } from './practice-review';
import '../practice.css';

/** What differs between the writing and the speaking final screens. */
interface FinalScreen {
  title: string;
  practicePath: string;
  /** How the review introduces the learner's answers ('Você escreveu:' / 'Você disse:'). */
  answered: string;
}

const screens: Record<PracticeKind, FinalScreen> = {
  writing: {
    title: finalScreenMessages.writingTitle,
    practicePath: screenPaths.writing,
    answered: finalScreenMessages.review.wrote,
  },
  speaking: {
    title: finalScreenMessages.speakingTitle,
    practicePath: screenPaths.speaking,
    answered: finalScreenMessages.review.said,
  },
};

function FinalPage({ kind }: { kind: PracticeKind }) {
  const { title, practicePath, answered } = screens[kind];
  const { state } = useLocation();
  const { user } = useAuth({ connect: false });
  const handedOver = readFinalState(state, kind);
  // Kept for the day, so that the screen opened again without the practice's hand-over (a
  // reload, a bookmark, the installed app) shows the learner's last one.
  const uid = user?.uid;
  useEffect(() => {
    if (uid && readFinalState(state, kind)) keptFinals.write(uid, kind, state);
  }, [uid, kind, state]);
  const finished = handedOver ?? (uid ? readFinalState(readToday(keptFinals, uid, kind), kind) : null);
  const points = finished?.points ?? null;
  // 'Praticar de novo' only when an audio is left today (unknown in older states: offered).
  const audiosLeft = finished?.audiosLeft;
  const again = audiosLeft === undefined || audiosLeft > 0;
  return (
    <div className="page final-page">
      <PageTitle>{points === null ? finalScreenMessages.notFinished : title}</PageTitle>
      <section className="card final-card">
        {points === null ? (
          <>
            <h1>{finalScreenMessages.notFinished}</h1>
            <p className="muted">{finalScreenMessages.notFinishedHint}</p>
          </>
        ) : (
          <>
            <span className="practice-icon practice-icon-large">
              <RankingIcon />
            </span>
            <h1>{title}</h1>
            {finished?.reason && (
              <p className="final-reason">{endReasonText(kind, finished.reason, finished.dailyAudios)}</p>
            )}
            <p className="final-points">
              <span className="final-points-label">{finalScreenMessages.pointsLabel}</span>
              <strong className="final-points-value">{finalScreenMessages.points(points)}</strong>
            </p>
            {finished && audiosLeft !== undefined && (
              <p className="muted">
                {again
                  ? messages.practice.audiosLeft(audiosLeft, finished.dailyAudios)
                  : messages.practice.comeBack}
              </p>
            )}
          </>
        )}
        <div className="final-actions">
          <AppLink to={screenPaths.home} className="button button-primary">
            {finalScreenMessages.backToStart}
          </AppLink>
          {again && (
            <AppLink to={practicePath} className="button button-secondary">
              {finalScreenMessages.again}
            </AppLink>
          )}
        </div>
      </section>
      {finished && <PracticeReview review={finished.review} answered={answered} />}
    </div>
  );
}

export const WritingFinalPage = () => <FinalPage kind="writing" />;
export const SpeakingFinalPage = () => <FinalPage kind="speaking" />;

/** The final screens' routes (src/app/router.tsx). */
export const writingFinalRoute = { Component: WritingFinalPage };
export const speakingFinalRoute = { Component: SpeakingFinalPage };
