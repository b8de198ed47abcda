/**
 * A phrase practice's route (writing, speaking): the gate (./practice-gate.tsx) with what only
 * these two intros show, the learner's level and today's audios, both from the one progress call
 * the route's loader starts with the navigation. A module of its own, so the conversation's
 * route does not download it.
 */
import type { PracticeKind } from '@shared/rules';
import { lazy, type ReactNode, Suspense, use } from 'react';
import { useLoaderData } from 'react-router';
import { browserStorage } from '../../../lib/browser-storage';
import { hasKeptPractice } from '../../../lib/pending-saves-key';
import { messages } from '../../../messages';
import { type PracticeFigures, signedInFigures } from '../api/get-practice-figures';
import { LevelChoice } from './level-choice';
import { PracticeGate } from './practice-gate';
import type { PhraseParts } from './practice-intro';
import type { Practice, PracticeStart } from './use-practice-start';

/** What the intro shows of the learner: null for a visitor. */
export type Learner = Promise<PracticeFigures | null>;

interface ChoicesProps {
  kind: PracticeKind;
  start: PracticeStart;
  /** 'Começar prática' and its notice. */
  actions: ReactNode;
}

/**
 * The level, preselected once known; then how many of today's audios are left (the two practices
 * share them) and that the practice will be shorter than 10 phrases when fewer are left; with none
 * left, when to come back instead of a start that would fail. `learner` undefined: still reading,
 * so the start waits, disabled, for the line that will push it down (a tap would miss it).
 */
function Choices({
  learner,
  kind,
  start,
  actions,
}: ChoicesProps & { learner: PracticeFigures | null | undefined }) {
  const today = learner?.audio;
  return (
    <>
      <LevelChoice
        learnerLevel={learner?.learning[kind].level ?? null}
        chosen={start.level}
        onChoose={start.chooseLevel}
      />
      {today && today.remaining > 0 && (
        <p className="todays-audios">
          <strong>{messages.practice.audiosLeft(today.remaining, today.limit)}</strong>
          {today.remaining < today.limit && ` ${messages.practice.shorter(today.remaining)}`}
        </p>
      )}
      {today?.remaining === 0 ? (
        <p role="status" className="alert tone-error">
          {messages.practice.noAudioLeft(today.limit)}
        </p>
      ) : learner === undefined ? (
        <fieldset disabled className="start-held">
          {actions}
        </fieldset>
      ) : (
        actions
      )}
    </>
  );
}

function KnownChoices({ learner, ...props }: ChoicesProps & { learner: Learner }) {
  return <Choices learner={use(learner)} {...props} />;
}

/** A practice left running by a reload, offered again: its code loads only when one is kept. */
const ResumeOffer = lazy(() => import('./resume-offer').then((m) => ({ default: m.ResumeOffer })));

/** The gate of a phrase practice, given what its loader read of the learner. */
export function PhrasePracticeGate({
  kind,
  loadPractice,
  learner,
}: {
  kind: PracticeKind;
  loadPractice: () => Promise<Practice>;
  learner: Learner;
}) {
  const parts: PhraseParts = (start, actions) => (
    <>
      <Suspense fallback={<Choices learner={undefined} kind={kind} start={start} actions={actions} />}>
        <KnownChoices learner={learner} kind={kind} start={start} actions={actions} />
      </Suspense>
      {start.userId && hasKeptPractice(browserStorage()) && (
        <Suspense fallback={null}>
          <ResumeOffer kind={kind} start={start} />
        </Suspense>
      )}
    </>
  );
  return <PracticeGate kind={kind} loadPractice={loadPractice} phraseParts={parts} />;
}

/** The route of a phrase practice (src/app/router.tsx, which hands it the screen's code). */
export function phraseGateRoute(kind: PracticeKind, loadPractice: () => Promise<Practice>) {
  return {
    loader: () => ({ learner: signedInFigures() }),
    Component: function PhrasePracticeRoute() {
      const { learner } = useLoaderData<{ learner: Learner }>();
      return <PhrasePracticeGate kind={kind} loadPractice={loadPractice} learner={learner} />;
    },
  };
}
