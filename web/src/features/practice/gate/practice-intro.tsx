import { lazyRetrying } from '@shared/lazy';
import type { Level } from '@shared/rules';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppLink } from '../../../components/app-link';
import { ConversationIcon, SpeakingIcon, WritingIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { TitledCard } from '../../../components/titled-card';
import { screenPaths } from '../../../config/screen-paths';
import { authRedirect } from '../../../lib/auth-redirect';
import { messages } from '../../../messages';
import type { Activity, PracticeStart } from './use-practice-start';
import './practice-gate.css';

/** The way out of a browser where nothing can hear the learner: rare, so loaded only then. */
const OpenElsewhere = lazy(() =>
  import('../../../components/open-elsewhere').then((m) => ({ default: m.OpenElsewhere })),
);

/** Only a learner who has not activated yet needs the modal: its code loads when it opens. */
const ActivationModal = lazy(() =>
  import('../../../components/activation/activation-modal').then((m) => ({ default: m.ActivationModal })),
);

/**
 * The conversation's scenarios: a chunk of their own, so that the phrase practices'
 * intros do not carry them; the conversation's loader starts it (./practice-gate.tsx).
 */
export const loadScenarioChoice = lazyRetrying(() => import('./scenario-choice'));
const ScenarioChoice = lazy(() => loadScenarioChoice().then((m) => ({ default: m.ScenarioChoice })));

/**
 * What a phrase practice's route adds around the start (./phrase-gate.tsx): the level and today's
 * audios; `actions` is 'Começar prática' with its notice, which it may hold back.
 */
export type PhraseParts = (start: PracticeStart, actions: ReactNode) => ReactNode;

/** The conversation's scenario, held by the gate until the conversation opens with it. */
export interface ScenarioPick {
  chosen: string | null;
  choose: (scenarioId: string | null) => void;
}

const icons: Record<Activity, ReactNode> = {
  writing: <WritingIcon />,
  speaking: <SpeakingIcon />,
  conversation: <ConversationIcon />,
};

/** The practice's intro: its rules, the level, and 'Começar prática' (./use-practice-start.ts). */
export function PracticeIntro({
  kind,
  learnerLevel,
  scenario,
  phraseParts,
  start,
}: {
  kind: Activity;
  learnerLevel?: Promise<Level | null>;
  /** The conversation's scenario choice. */
  scenario?: ScenarioPick;
  /** A phrase practice's level and today's audios. */
  phraseParts?: PhraseParts;
  start: PracticeStart;
}) {
  const { checking, notice, wayOut, begin, activating, userId, cancelActivation, activated } = start;
  const text = messages.practices[kind];
  const from = authRedirect(screenPaths[kind]);
  // 'Começar prática', and why the practice did not start.
  const actions = (
    <>
      <div className="form-message" aria-live="polite">
        {notice === 'signIn' && (
          <div role="alert" className="alert tone-error">
            <p>{messages.intro.mustSignIn}</p>
            <AppLink to={screenPaths.auth} state={from}>
              {messages.intro.signInLink}
            </AppLink>
          </div>
        )}
        {notice && notice !== 'signIn' && (
          <p role="alert" className="alert tone-error">
            {notice}
          </p>
        )}
        {notice && wayOut && (
          <Suspense fallback={null}>
            <OpenElsewhere />
          </Suspense>
        )}
      </div>

      <button
        type="button"
        className="button button-primary button-block button-large"
        onClick={begin}
        disabled={checking || activating}
      >
        {checking ? messages.intro.starting : messages.intro.start}
      </button>
    </>
  );
  return (
    <div className="page practice-intro">
      <PageTitle>{text.title}</PageTitle>
      <header className="practice-header">
        <span className="practice-icon practice-icon-large">{icons[kind]}</span>
        <h1>{text.title}</h1>
        <p className="lead">{text.description}</p>
      </header>
      <TitledCard title={messages.intro.rulesTitle}>
        <ol className="rules">
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </TitledCard>

      {kind === 'conversation' && scenario && (
        <Suspense fallback={<p className="muted">{messages.loading}</p>}>
          <ScenarioChoice
            learnerLevel={learnerLevel ?? Promise.resolve(null)}
            chosen={scenario.chosen}
            onChoose={scenario.choose}
          />
        </Suspense>
      )}

      {phraseParts ? phraseParts(start, actions) : actions}

      {userId && activating && (
        <Suspense fallback={null}>
          <ActivationModal
            open={activating}
            userId={userId}
            onCancel={cancelActivation}
            onActivated={activated}
          />
        </Suspense>
      )}
    </div>
  );
}
