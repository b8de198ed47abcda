import type { Level, PracticeKind } from '@shared/rules';
import { useState } from 'react';
import { authStore } from '../../../lib/auth-store';
import { getLearning } from '../api/get-learning';
import type { StartedPractice } from '../session/started-practice';
import { PracticeIntro } from './practice-intro';
import { type Activity, type Practice, usePracticeStart } from './use-practice-start';

export type { Activity } from './use-practice-start';

/**
 * The phrase practice routes' loader (src/app/router.tsx): the signed-in learner's level in that
 * practice, asked on each visit, for the intro to preselect; null for a visitor or on a failure
 * (the server then draws at the learner's level anyway).
 */
export function loadLearnerLevel(kind: PracticeKind): { level: Promise<Level | null> } {
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
  path,
  loadPractice,
  learnerLevel,
}: {
  kind: Activity;
  path: string;
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
      path={path}
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
