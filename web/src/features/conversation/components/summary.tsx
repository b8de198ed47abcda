import type { ScenarioCard } from '@content/scenario';
import { AppLink } from '../../../components/app-link';
import { Correction } from '../../../components/correction';
import { PageTitle } from '../../../components/page-title';
import { TargetList, targetUsed } from '../../../components/target-list';
import { TitledCard } from '../../../components/titled-card';
import { screenPaths } from '../../../config/screen-paths';
import { conversationMessages } from '../../../messages/conversation';
import { finalScreenMessages } from '../../../messages/final-screen';
import type { ConversationState } from '../session/conversation-machine';
import { correctionsOf, repliesOf } from '../session/conversation-summary';

/**
 * What the conversation came to, at 0:00 or on 'Encerrar': replies, points, the scenario's
 * targets used, and the corrections.
 */
export function Summary({ state, scenario }: { state: ConversationState; scenario?: ScenarioCard }) {
  const text = conversationMessages;
  const corrections = correctionsOf(state);
  const words = conversationMessages.scenario;
  return (
    <div className="page conversation-page">
      <PageTitle>{text.summaryTitle}</PageTitle>
      <section className="card final-card">
        <h1>{text.summaryTitle}</h1>
        {state.ending === 'timeUp' && <p>{text.timeUp}</p>}
        <p className="conversation-summary-figures">
          <span>{text.replies(repliesOf(state))}</span>
          <strong>{text.earned(state.points)}</strong>
          {state.total !== null && <span className="muted">{text.total(state.total)}</span>}
        </p>
        <div className="final-actions">
          <AppLink to={screenPaths.home} className="button button-primary">
            {finalScreenMessages.backToStart}
          </AppLink>
          <a href={screenPaths.conversation} className="button button-secondary">
            {text.again}
          </a>
        </div>
        <p>
          <AppLink to={screenPaths.conversations}>{conversationMessages.choice.history}</AppLink>
        </p>
      </section>
      {scenario && (
        <TitledCard title={scenario.title}>
          <p>
            {words.targetsUsed(
              scenario.targets.filter((target) => targetUsed(target, state.targetsUsed)).length,
              scenario.targets.length,
            )}
          </p>
          <TargetList targets={scenario.targets} used={state.targetsUsed} />
        </TitledCard>
      )}
      <TitledCard title={text.correctionsTitle}>
        {corrections.length === 0 ? (
          <p className="muted">{text.noCorrections}</p>
        ) : (
          <ul className="corrections">
            {corrections.map((correction) => (
              <li key={`${correction.said}|${correction.better}`}>
                <Correction correction={correction} />
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
    </div>
  );
}
