import type { Level, PracticeKind } from '@shared/rules';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { authStore } from '../../../lib/auth-store';
import { getLearning } from '../api/get-learning';
import type { StartedPractice } from '../session/started-practice';
import { PracticeIntro } from './practice-intro';
import { type Activity, type Practice, usePracticeStart } from './use-practice-start';

export type { Activity } from './use-practice-start';

/**
 * The signed-in learner's level in a phrase practice, asked on each visit for the intro to
 * preselect; null for a visitor or on a failure (the server then draws at their level anyway).
 */
function loadLearnerLevel(kind: PracticeKind): { level: Promise<Level | null> } {
  const level = authStore
    .connect()
    .then(async (user) => (user ? (await getLearning())[kind].level : null))
    .catch(() => null);
  return { level };
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
  /** The learner's level (loadLearnerLevel), for a phrase practice. */
  learnerLevel?: Promise<Level | null>;
}) {
  const [running, setRunning] = useState<{ Practice: Practice; started: StartedPractice | null } | null>(
    null,
  );
  if (running) return <running.Practice started={running.started} />;
  return (
    <Intro
      kind={kind}
      loadPractice={loadPractice}
      learnerLevel={learnerLevel}
      onStart={(Practice, started) => setRunning({ Practice, started })}
    />
  );
}

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
  return <PracticeIntro {...props} start={start} />;
}

/**
 * A practice's route (src/app/router.tsx, which hands it the screen's code): the gate, with the
 * learner's level as the loader of a phrase practice.
 */
export function gateRoute(kind: Activity, loadPractice: () => Promise<Practice>) {
  if (kind === 'conversation') return { element: <PracticeGate kind={kind} loadPractice={loadPractice} /> };
  return {
    loader: () => loadLearnerLevel(kind),
    Component: function PracticeRoute() {
      const { level } = useLoaderData<typeof loadLearnerLevel>();
      return <PracticeGate kind={kind} loadPractice={loadPractice} learnerLevel={level} />;
    },
  };
}
