import type { Level, PracticeKind } from '@shared/rules';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from 'react-router';
import { authStore } from '../../../lib/auth-store';
import { browserStorage } from '../../../lib/browser-storage';
import { hasKeptPractice } from '../../../lib/pending-saves-key';
import { getLearning } from '../api/get-learning';
import type { StartedPractice } from '../session/started-practice';
import { loadScenarioChoice, PracticeIntro } from './practice-intro';
import { type Activity, type Practice, usePracticeStart } from './use-practice-start';

export type { Activity } from './use-practice-start';

/**
 * The signed-in learner's level in a phrase practice, asked on each visit for the intro to
 * preselect; null for a visitor or on a failure (the server then draws at their level anyway).
 * The conversation's intro offers its scenarios at the speaking practice's level first.
 */
function loadLearnerLevel(kind: PracticeKind): { level: Promise<Level | null> } {
  const level = authStore
    .connect()
    .then(async (user) => (user ? (await getLearning())[kind].level : null))
    .catch(() => null);
  return { level };
}

/** The conversation's intro: its scenarios' chunk starts loading with the learner's level. */
function loadConversationIntro(): { level: Promise<Level | null> } {
  loadScenarioChoice().catch(() => undefined);
  return loadLearnerLevel('speaking');
}

/**
 * The intro, then the sign-in and activation checks, then the practice itself (docs/product.md,
 * 'The practices'), whose code loads while the learner reads the rules. It is rendered directly
 * once loaded: no Suspense fallback, whose reveal React would hold back for up to 300 ms.
 */
export function PracticeGate({
  kind,
  loadPractice,
  learnerLevel,
}: {
  kind: Activity;
  /** The practice screen's code; called again, it answers the same load. */
  loadPractice: () => Promise<Practice>;
  /** The learner's level (loadLearnerLevel): a phrase practice's, or the speaking one for the conversation's scenarios. */
  learnerLevel?: Promise<Level | null>;
}) {
  const [running, setRunning] = useState<{ Practice: Practice; started: StartedPractice | null } | null>(
    null,
  );
  // The conversation's scenario (issue 29), chosen on the intro; null: "Conversa livre".
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  if (running) {
    const chosen = kind === 'conversation' ? { scenarioId } : {};
    return <running.Practice started={running.started} {...chosen} />;
  }
  return (
    <Intro
      kind={kind}
      loadPractice={loadPractice}
      learnerLevel={learnerLevel}
      scenario={kind === 'conversation' ? { chosen: scenarioId, choose: setScenarioId } : undefined}
      onStart={(Practice, started) => setRunning({ Practice, started })}
    />
  );
}

/** A phrase practice left running by a reload is offered again: its code loads only then. */
const ResumeOffer = lazy(() => import('./resume-offer').then((m) => ({ default: m.ResumeOffer })));

/** The intro and its start checks, which end with it once the practice runs. */
function Intro({
  onStart,
  loadPractice,
  ...props
}: Omit<Parameters<typeof PracticeIntro>[0], 'start'> & {
  loadPractice: () => Promise<Practice>;
  onStart: (practice: Practice, started: StartedPractice | null) => void;
}) {
  const start = usePracticeStart(props.kind, loadPractice, onStart);
  const { kind } = props;
  return (
    <>
      <PracticeIntro {...props} start={start} />
      {kind !== 'conversation' && start.userId && hasKeptPractice(browserStorage()) && (
        <Suspense fallback={null}>
          <ResumeOffer kind={kind} start={start} loadPractice={loadPractice} onStart={onStart} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A practice's route (src/app/router.tsx, which hands it the screen's code): the gate, with the
 * learner's level as its loader (the conversation's: for its scenarios).
 */
export function gateRoute(kind: Activity, loadPractice: () => Promise<Practice>) {
  return {
    loader: () => (kind === 'conversation' ? loadConversationIntro() : loadLearnerLevel(kind)),
    Component: function PracticeRoute() {
      const { level } = useLoaderData<typeof loadLearnerLevel>();
      return <PracticeGate kind={kind} loadPractice={loadPractice} learnerLevel={level} />;
    },
  };
}
