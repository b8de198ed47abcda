import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LazyConfirmModal } from '../../../components/lazy-confirm-modal';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../messages';
import { type PracticeRules, phraseNumber } from '../session/practice-machine';
import type { usePractice } from '../session/use-practice';
import { AudioControls } from './audio-controls';
import { Meaning } from './meaning';
import { ProgressBar } from './progress-bar';
import '../practice.css';

/** Needed only once the practice ends: its code loads then, not before the first audio. */
const FinishModal = lazy(() => import('./finish-modal').then((m) => ({ default: m.FinishModal })));

/**
 * What both practices show around the learner's answer: progress, the phrase's audio, 'Pular'
 * and 'Encerrar' (which asks first), and the end-of-practice and leave-midway modals.
 */
export function PracticeScreen({
  title,
  rules,
  practice,
  children,
}: {
  title: string;
  rules: PracticeRules;
  practice: ReturnType<typeof usePractice>;
  children: ReactNode;
}) {
  const { state } = practice;
  const [ending, setEnding] = useState(false);
  // Leaving midway, or 'Encerrar': one question at a time, asked before the practice ends.
  const asked = practice.leave
    ? { question: messages.practice.leave, answer: practice.leave }
    : ending && state.phase !== 'finished'
      ? {
          question: messages.practice.endNow,
          answer: {
            stay: () => setEnding(false),
            go: () => {
              setEnding(false);
              practice.stop();
            },
          },
        }
      : null;
  return (
    <div className="page practice-page">
      <PageTitle>{title}</PageTitle>
      <header className="practice-top">
        <h1>{title}</h1>
        <p className="practice-meta">
          <span>{messages.practice.phrase(phraseNumber(state), state.total)}</span>
          <span>{messages.practice.score(practice.points)}</span>
        </p>
        {(practice.current.review || practice.current.task) && state.phase !== 'finished' && (
          <p className="review-tag">
            <span className="badge">
              {practice.current.review ? messages.practice.reviewTag : messages.practice.assignmentTag}
            </span>{' '}
            {practice.current.review && <span className="muted">{messages.practice.reviewHint}</span>}
          </p>
        )}
      </header>
      <ProgressBar percent={state.progress} />
      <AudioControls audio={state.current.audio} onRetry={practice.retryAudio} />
      {state.feedback?.kind === 'skipped' && (
        <div className="card skipped-phrase">
          <p>
            <span className="muted">{messages.practice.skippedPhrase}</span>{' '}
            <q lang="en">{state.feedback.phrase}</q>
          </p>
          <Meaning text={practice.meaningOf(state.feedback.phrase)} />
        </div>
      )}
      {children}
      <div className="practice-actions">
        {practice.canSkip && (
          <button type="button" className="button button-secondary" onClick={practice.skip}>
            {messages.practice.skip}
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setEnding(true)}
          disabled={state.phase === 'finished'}
        >
          {messages.practice.stop}
        </button>
      </div>
      {state.endReason && (
        <Suspense fallback={null}>
          <FinishModal
            kind={rules.kind}
            reason={state.endReason}
            dailyAudios={practice.dailyAudios}
            points={practice.points}
            save={practice.save}
            onRetry={practice.retrySave}
            onGiveUp={practice.giveUp}
          />
        </Suspense>
      )}
      {asked && (
        <Suspense fallback={null}>
          <LazyConfirmModal {...asked} />
        </Suspense>
      )}
    </div>
  );
}
