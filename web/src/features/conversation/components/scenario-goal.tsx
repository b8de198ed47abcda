import type { ScenarioCard } from '@content/scenario';
import { TargetList } from '../../../components/target-list';
import { conversationMessages } from '../../../messages/conversation';

/** While talking in a scenario: its title, goal and targets, compact for a phone's screen. */
export function ScenarioGoal({ scenario, used }: { scenario: ScenarioCard; used: readonly string[] }) {
  const words = conversationMessages.scenario;
  return (
    <section className="card scenario-goal" aria-label={words.label}>
      <p className="scenario-goal-title">
        <strong>{scenario.title}</strong>
      </p>
      <p>
        <span className="scenario-goal-label">{words.goal}:</span> {scenario.goal}
      </p>
      <p className="scenario-goal-label">{words.targets}:</p>
      <TargetList targets={scenario.targets} used={used} />
    </section>
  );
}
