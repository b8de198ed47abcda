import { conversationMessages } from '../messages/conversation';
import './target-list.css';

/** Whether `target` is among those the server counted (its own spelling, any case). */
export function targetUsed(target: string, used: readonly string[]): boolean {
  const wanted = target.toLowerCase();
  return used.some((each) => each.toLowerCase() === wanted);
}

/**
 * A scenario's targets, each ticked once used: while talking, in the summary and in
 * "Conversas anteriores".
 */
export function TargetList({ targets, used }: { targets: readonly string[]; used: readonly string[] }) {
  const words = conversationMessages.scenario;
  return (
    <ul className="plain-list scenario-targets">
      {targets.map((target) => {
        const done = targetUsed(target, used);
        return (
          <li key={target} className={done ? 'scenario-target scenario-target-used' : 'scenario-target'}>
            <span aria-hidden="true">{done ? '✓' : '○'}</span> <span lang="en">{target}</span>
            <span className="visually-hidden"> ({done ? words.used : words.notUsed})</span>
          </li>
        );
      })}
    </ul>
  );
}
