import { lazy, Suspense } from 'react';
import { PageTitle } from '../../components/page-title';
import { useAuth } from '../../lib/auth';
import { loadedScenarioCard } from '../../lib/scenario-cards';
import { messages } from '../../messages';
import { conversationMessages } from '../../messages/conversation';
import { ConversationControls } from './components/conversation-controls';
import { Transcript } from './components/transcript';
import type { Notice } from './session/conversation-machine';
import { useConversation } from './session/use-conversation';
import './conversation.css';

/** A scenario's goal and targets: free talk has none, so its code loads only in a scenario. */
const ScenarioGoal = lazy(() =>
  import('./components/scenario-goal').then((m) => ({ default: m.ScenarioGoal })),
);

/** The summary: only once the conversation ends, so its code loads then. */
const Summary = lazy(() => import('./components/summary').then((m) => ({ default: m.Summary })));

/** The way out of a browser that will not let the site use the microphone: rare, so loaded only then. */
const OpenElsewhere = lazy(() =>
  import('../../components/open-elsewhere').then((m) => ({ default: m.OpenElsewhere })),
);

function clock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

function noticeText(notice: Notice): string {
  return notice.kind === 'server' ? notice.message : conversationMessages.failed;
}

/**
 * The conversation with the tutor (docs/product.md): the running screen, then
 * its summary. The gate (features/practice/gate) opens it with the scenario chosen on its intro
 * (null: "Conversa livre").
 */
export function ConversationPage({ scenarioId = null }: { scenarioId?: string | null }) {
  const text = conversationMessages;
  const { user } = useAuth();
  const { state, secondsLeft, hearing, replay, ...act } = useConversation(user?.uid, scenarioId);
  // The intro loaded the chosen card's level.
  const scenario = state.scenarioId ? loadedScenarioCard(state.scenarioId) : undefined;

  if (state.ending) {
    return (
      <Suspense fallback={<p className="muted">{messages.loading}</p>}>
        <Summary state={state} scenario={scenario} />
      </Suspense>
    );
  }

  // A failed turn's sentence, else what went wrong with the microphone.
  const alert = state.notice ? noticeText(state.notice) : hearing.status === 'error' ? hearing.message : null;
  return (
    <div className="page conversation-page">
      <PageTitle>{messages.practices.conversation.title}</PageTitle>
      <header className="practice-top">
        <h1>{messages.practices.conversation.title}</h1>
        <p className="practice-meta">
          <span role="timer" aria-label={text.countdownLabel}>
            {clock(secondsLeft)}
          </span>
          <span>
            <span className="visually-hidden">{text.scoreLabel}: </span>
            {text.score(state.points)}
          </span>
        </p>
      </header>

      {scenario && (
        <Suspense fallback={null}>
          <ScenarioGoal scenario={scenario} used={state.targetsUsed} />
        </Suspense>
      )}

      <Transcript
        opened={state.opened}
        opening={state.opening}
        broughtBack={state.broughtBack}
        exchanges={state.exchanges}
        waiting={state.waiting}
        replay={replay}
      />

      {state.capNotified && (
        <p role="status" className="alert conversation-cap">
          {text.dailyCap}
        </p>
      )}
      {alert && (
        <p role="alert" className="alert tone-error">
          {alert}
        </p>
      )}
      {!state.notice && hearing.status === 'error' && hearing.wayOut && (
        <Suspense fallback={null}>
          <OpenElsewhere />
        </Suspense>
      )}
      <ConversationControls
        hearing={hearing}
        waiting={state.waiting || !state.opened}
        heard={state.heard}
        typed={state.typed}
        confirmingEnd={state.confirmingEnd}
        {...act}
      />
    </div>
  );
}
