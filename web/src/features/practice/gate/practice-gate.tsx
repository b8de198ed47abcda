import type { Level } from '@shared/rules';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { signedInFigures } from '../api/get-practice-figures';
import type { StartedPractice } from '../session/started-practice';
import { loadScenarioChoice, type PhraseParts, PracticeIntro } from './practice-intro';
import { type Activity, type Practice, usePracticeStart } from './use-practice-start';

export type { Activity } from './use-practice-start';

/**
 * The conversation's intro: its scenarios' chunk starts loading with the learner's level, the
 * speaking practice's, whose scenarios it offers first (null for a visitor or on a failure).
 */
function loadConversationIntro(): { level: Promise<Level | null> } {
  loadScenarioChoice().catch(() => undefined);
  return { level: signedInFigures().then((figures) => figures?.learning.speaking.level ?? null) };
}

/**
 * The intro, then the sign-in and activation checks, then the practice itself (docs/product.md),
 * whose code loads while the learner reads the rules. It is rendered directly once loaded: no
 * Suspense fallback, whose reveal React would hold back for up to 300 ms.
 */
export function PracticeGate({
  kind,
  loadPractice,
  learnerLevel,
  phraseParts,
}: {
  kind: Activity;
  /** The practice screen's code; called again, it answers the same load. */
  loadPractice: () => Promise<Practice>;
  /** The conversation's: the learner's speaking level, for its scenarios. */
  learnerLevel?: Promise<Level | null>;
  /** A phrase practice's: its level and today's audios (./phrase-gate.tsx). */
  phraseParts?: PhraseParts;
}) {
  const [running, setRunning] = useState<{ Practice: Practice; started: StartedPractice | null } | null>(
    null,
  );
  // The conversation's scenario, chosen on the intro; null: "Conversa livre".
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
      phraseParts={phraseParts}
      scenario={kind === 'conversation' ? { chosen: scenarioId, choose: setScenarioId } : undefined}
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
 * The conversation's route (src/app/router.tsx, which hands it the screen's code): the gate, with
 * the learner's level as its loader, for the scenarios. The phrase practices' is ./phrase-gate.tsx.
 */
export function conversationGateRoute(loadPractice: () => Promise<Practice>) {
  return {
    loader: loadConversationIntro,
    Component: function ConversationRoute() {
      const { level } = useLoaderData<typeof loadConversationIntro>();
      return <PracticeGate kind="conversation" loadPractice={loadPractice} learnerLevel={level} />;
    },
  };
}
